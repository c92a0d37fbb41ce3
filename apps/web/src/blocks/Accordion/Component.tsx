import '../Toggle/toggle.css'

import { RichText } from '@/components/RichText'
import type { AccordionBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { ToggleGroup } from '../Toggle/lazy.client'
import { toggleColourStyle, ToggleItem } from '../Toggle/ToggleItem'

/**
 * Titles of which one is open at a time (spec 4.5). The items share a `<details name>`, so the browser
 * keeps one open even without JavaScript; the island adds the slide and the scroll into view.
 */
export function AccordionBlockComponent({
  block,
  context,
}: {
  block: AccordionBlock
  context: RenderContext
}) {
  const items = block.items ?? []
  if (!items.length) return null
  const baseId = block.settings?.elementId || `dragspel-${block.id ?? 'x'}`
  // 1 = the first item; 0 (or a number past the last item) leaves all closed.
  const openIndex = (block.openItem ?? 1) - 1
  const icon = block.icon === 'chevron' ? 'chevron' : 'plus'
  return (
    <ModuleShell slug="accordion" settings={block.settings} context={context}>
      <ToggleGroup mode="accordion" className="toggle-group" style={toggleColourStyle(block)}>
        {items.map((item, index) => (
          <ToggleItem
            key={item.id ?? index}
            contentId={`${baseId}-del-${index + 1}`}
            title={item.title}
            open={index === openIndex}
            name={baseId}
            icon={icon}
          >
            <RichText data={item.content} />
          </ToggleItem>
        ))}
      </ToggleGroup>
    </ModuleShell>
  )
}
