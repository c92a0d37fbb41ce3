import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { NetworkPeopleSearchBlockComponent } from '../NetworkPeopleSearch/Component'
import { NetworkPostBlockComponent } from '../NetworkPost/Component'
import { NetworkWidgetBlockComponent } from '../NetworkWidget/Component'
import { NetworkUpdatesBlockComponent } from './Component'

// The network modules that call the member API, rendered on the server as a cached page has them.
const context = (builderMode: boolean) => ({ builderMode, locale: 'sv' as const })
const modules = (builderMode: boolean) => [
  renderToString(
    <NetworkUpdatesBlockComponent
      block={{ blockType: 'networkUpdates', company: '1001', count: 5 }}
      context={context(builderMode)}
    />,
  ),
  renderToString(
    <NetworkPeopleSearchBlockComponent
      block={{ blockType: 'networkPeopleSearch', pageSize: 10 }}
      context={context(builderMode)}
    />,
  ),
  renderToString(
    <NetworkPostBlockComponent
      block={{ blockType: 'networkPost', post: '9001' }}
      context={context(builderMode)}
    />,
  ),
  renderToString(
    <NetworkWidgetBlockComponent
      block={{ blockType: 'networkWidget', tag: 'Share', url: 'https://smedja.example.se/' }}
      context={context(builderMode)}
    />,
  ),
]

describe('network modules on the server', () => {
  it('put nothing from the network host in the page: no script, preload or frame before consent', () => {
    for (const html of modules(false)) {
      expect(html).not.toMatch(/in\.js|:3100|:3310|<iframe|rel="preload"/)
    }
  })

  it('show what they are in the builder preview and load nothing there (spec 6)', () => {
    const [updates, search, post] = modules(true)
    expect(updates).toContain('Nätverksnyheter för företag 1001')
    expect(search).toContain('Personsök i nätverket')
    expect(post).toContain('Inlägg 9001 i nätverket')
    for (const html of modules(true)) expect(html).not.toContain('in.js')
  })
})
