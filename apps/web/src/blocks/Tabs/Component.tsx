import './tabs.css'

import type React from 'react'

import { RichText } from '@/components/RichText'
import type { TabsBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { TabsIsland } from './lazy.client'
import { tabSlugs } from './tabsState'

/**
 * Tabs (spec 2.3, 6). Every panel is rendered here; the island only chooses which one shows. The hash
 * entry needs an id: editors can choose a readable one, otherwise the block's own id is used.
 */
export function TabsBlockComponent({
  block,
  context,
}: {
  block: TabsBlock
  context: RenderContext
}) {
  const tabs = block.tabs ?? []
  if (!tabs.length) return null
  const moduleId = block.settings?.elementId || `flikar-${block.id ?? 'x'}`
  const slugs = tabSlugs(tabs.map((tab) => tab.title))
  const style = {
    ...(block.activeBackground ? { '--tabs-active-bg': block.activeBackground } : {}),
    ...(block.inactiveBackground ? { '--tabs-inactive-bg': block.inactiveBackground } : {}),
  } as React.CSSProperties
  return (
    <ModuleShell
      slug="tabs"
      settings={{ ...block.settings, elementId: moduleId }}
      context={context}
      linkLabel={block.label}
    >
      <TabsIsland
        moduleId={moduleId}
        label={block.label || 'Flikar'}
        tabs={tabs.map((tab, index) => ({
          title: tab.title,
          slug: slugs[index] ?? `flik-${index}`,
        }))}
        panels={tabs.map((tab, index) => (
          <RichText key={index} data={tab.content} />
        ))}
        activation={block.activation === 'manual' ? 'manual' : 'automatic'}
        builderMode={context.builderMode}
        style={Object.keys(style).length ? style : undefined}
      />
    </ModuleShell>
  )
}
