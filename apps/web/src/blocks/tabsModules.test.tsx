// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { AccordionBlock, TabsBlock, ToggleBlock } from '@/payload-types'
import { richText } from '@/seed/richText'

import { AccordionBlockComponent } from './Accordion/Component'
import type { RenderContext } from './shared/types'
import { TabsBlockComponent } from './Tabs/Component'
import { ToggleBlockComponent } from './Toggle/Component'

const live: RenderContext = { builderMode: false, locale: 'sv', columnType: '1_1' }
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const content = (text: string) => richText(text) as unknown as TabsBlock['tabs'][number]['content']

describe('tabs module on the server', () => {
  const block: TabsBlock = {
    blockType: 'tabs',
    label: 'Våra tjänster',
    tabs: [
      { title: 'Översikt', content: content('Allt om oss.') },
      { title: 'Jour & haverier', content: content('Ring jouren.') },
    ],
    activeBackground: '#fff7ed',
    settings: { elementId: 'flikar' },
  }

  it('renders every panel, the first one shown, each tab a link to #tab-{slug}', () => {
    const doc = parse(renderToString(TabsBlockComponent({ block, context: live })))
    const tabs = [...doc.querySelectorAll('#flikar [role="tab"]')]
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '#tab-oversikt',
      '#tab-jour-haverier',
    ])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    expect(doc.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Våra tjänster')
    const panels = [...doc.querySelectorAll('#flikar [role="tabpanel"]')]
    expect(panels.map((panel) => panel.id)).toEqual(['tab-oversikt', 'tab-jour-haverier'])
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true])
    expect(panels[1]?.textContent).toContain('Ring jouren.')
    expect(panels[1]?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id)
    // Without the island every tab stays in the tab order: they are plain links then.
    expect(tabs.every((tab) => !tab.hasAttribute('tabindex'))).toBe(true)
    expect(doc.querySelector('.tabs')?.getAttribute('style')).toBe('--tabs-active-bg:#fff7ed')
  })

  it('renders nothing without tabs', () => {
    expect(TabsBlockComponent({ block: { ...block, tabs: [] }, context: live })).toBeNull()
  })
})

describe('toggle and accordion modules on the server', () => {
  it('toggle: a <details> whose title controls its content, open when set', () => {
    const block: ToggleBlock = {
      blockType: 'toggle',
      title: 'Vad ingår?',
      content: content('Planerade besök.'),
      open: true,
      icon: 'chevron',
      iconColor: '#0b2540',
      settings: { elementId: 'avtal' },
    }
    const doc = parse(renderToString(ToggleBlockComponent({ block, context: live })))
    const details = doc.querySelector('details.toggle-item')
    expect(details?.hasAttribute('open')).toBe(true)
    expect(details?.classList.contains('toggle-icon-chevron')).toBe(true)
    const summary = details?.querySelector('summary')
    expect(summary?.textContent).toBe('Vad ingår?')
    expect(summary?.getAttribute('aria-controls')).toBe('avtal-innehall')
    expect(doc.getElementById('avtal-innehall')?.textContent).toContain('Planerade besök.')
    expect(doc.querySelector('.toggle-group')?.getAttribute('style')).toBe(
      '--toggle-icon-color:#0b2540',
    )
  })

  it('accordion: items grouped by name, the chosen one open, 0 leaving all closed', () => {
    const block: AccordionBlock = {
      blockType: 'accordion',
      items: [
        { title: 'Första', content: content('Ett.') },
        { title: 'Andra', content: content('Två.') },
        { title: 'Tredje', content: content('Tre.') },
      ],
      openItem: 2,
      settings: { elementId: 'fragor' },
    }
    const doc = parse(renderToString(AccordionBlockComponent({ block, context: live })))
    const items = [...doc.querySelectorAll('details.toggle-item')]
    expect(items.map((item) => item.getAttribute('name'))).toEqual(['fragor', 'fragor', 'fragor'])
    expect(items.map((item) => item.hasAttribute('open'))).toEqual([false, true, false])
    expect(
      items.map((item) => item.querySelector('summary')?.getAttribute('aria-controls')),
    ).toEqual(['fragor-del-1', 'fragor-del-2', 'fragor-del-3'])

    const closed = parse(
      renderToString(AccordionBlockComponent({ block: { ...block, openItem: 0 }, context: live })),
    )
    expect(closed.querySelectorAll('details[open]')).toHaveLength(0)
  })
})
