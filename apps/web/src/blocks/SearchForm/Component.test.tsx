// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SearchFormBlock } from '@/payload-types'

import type { RenderContext } from '../shared/types'
import { SearchFormBlockComponent } from './Component'

const live: RenderContext = { builderMode: false, locale: 'sv' }
const html = (block: SearchFormBlock, context = live) =>
  renderToStaticMarkup(<SearchFormBlockComponent block={block} context={context} />)

describe('search module', () => {
  it('renders a GET form to /sok with a labelled search field and Swedish defaults', () => {
    const out = html({ blockType: 'searchForm' })
    const form = new DOMParser().parseFromString(out, 'text/html').querySelector('form')!
    expect(form.getAttribute('action')).toBe('/sok')
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('role')).toBe('search')
    const input = form.querySelector('label.search-field > input[name="q"][type="search"]')
    expect(input?.closest('label')?.textContent).toBe('Sök på webbplatsen')
    expect(out).toContain('placeholder="Vad letar du efter?"')
    expect(out).toContain('<button type="submit" class="button button-primary">Sök</button>')
    expect(out).not.toContain('<script')
  })

  it('uses the label, placeholder, button text and style the editor chose', () => {
    const out = html({
      blockType: 'searchForm',
      label: 'Hitta tjänster',
      placeholder: 'T.ex. vibrationsanalys',
      buttonText: 'Hitta',
      buttonStyle: 'outline',
      hideLabel: true,
      settings: { elementId: 'sokruta' },
    })
    expect(out).toContain('id="sokruta"')
    expect(out).toContain('<span class="visually-hidden">Hitta tjänster</span>')
    expect(out).toContain('aria-label="Hitta tjänster"')
    expect(out).toContain('placeholder="T.ex. vibrationsanalys"')
    expect(out).toContain('class="button button-outline">Hitta</button>')
  })

  it('falls back to English texts on the English site', () => {
    const out = html({ blockType: 'searchForm' }, { builderMode: false, locale: 'en' })
    expect(out).toContain('Search the site')
    expect(out).toContain('>Search</button>')
  })
})
