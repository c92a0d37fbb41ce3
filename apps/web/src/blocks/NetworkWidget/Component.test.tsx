import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { NetworkWidgetBlock } from '@/payload-types'

import { NetworkWidgetBlockComponent } from './Component'

const share: NetworkWidgetBlock = {
  blockType: 'networkWidget',
  tag: 'Share',
  url: 'https://smedja.example.se/',
  counter: 'right',
  settings: { elementId: 'dela-widget' },
}

const render = (block: NetworkWidgetBlock, builderMode: boolean) =>
  renderToString(
    <NetworkWidgetBlockComponent block={block} context={{ builderMode, locale: 'sv' }} />,
  )

describe('NetworkWidgetBlockComponent', () => {
  it('renders the tag for the SDK inside the module on a public page', () => {
    const html = render(share, false)
    expect(html).toContain('id="dela-widget"')
    expect(html).toContain(
      '<div class="network-widget network-widget-Share" data-network-tag="Share"><script type="IN/Share" data-url="https://smedja.example.se/" data-counter="right"></script></div>',
    )
  })

  it('shows a labelled placeholder in the builder and loads nothing there (spec 6)', () => {
    const html = render(share, true)
    expect(html).toContain('Nätverkswidget: Dela (Share)')
    expect(html).toContain('data-url=&quot;https://smedja.example.se/&quot;')
    expect(html).not.toContain('type="IN/')
    expect(html).not.toContain('in.js')
  })

  it('lists what the editor still has to fix in the placeholder', () => {
    const html = render({ blockType: 'networkWidget', tag: 'CompanyProfile' }, true)
    expect(html).toContain('Ange företaget (id eller unikt namn).')
  })

  it('cleans the MemberData template before it reaches the page', () => {
    const html = render(
      {
        blockType: 'networkWidget',
        tag: 'MemberData',
        memberIds: 'anna-lindqvist',
        template: '<p onmouseover="steal()"><?js= firstName ?></p><script>alert(1)</script>',
      },
      false,
    )
    expect(html).toContain(
      '<script type="IN/MemberData" data-ids="anna-lindqvist"><p><?js= firstName ?></p></script>',
    )
  })
})
