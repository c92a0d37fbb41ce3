import './toggle.css'

import { RichText } from '@/components/RichText'
import type { ToggleBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { ToggleGroup } from './lazy.client'
import { toggleColourStyle, ToggleItem } from './ToggleItem'

/** A title that opens and closes its text (spec 4.5); a `<details>` that works without JavaScript. */
export function ToggleBlockComponent({
  block,
  context,
}: {
  block: ToggleBlock
  context: RenderContext
}) {
  const baseId = block.settings?.elementId || `fallbar-${block.id ?? 'x'}`
  return (
    <ModuleShell slug="toggle" settings={block.settings} context={context} linkLabel={block.title}>
      <ToggleGroup mode="toggle" className="toggle-group" style={toggleColourStyle(block)}>
        <ToggleItem
          contentId={`${baseId}-innehall`}
          title={block.title}
          open={block.open === true}
          icon={block.icon === 'chevron' ? 'chevron' : 'plus'}
        >
          <RichText data={block.content} />
        </ToggleItem>
      </ToggleGroup>
    </ModuleShell>
  )
}
