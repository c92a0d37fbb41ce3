import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { SiteHeader } from '@/components/SiteHeader'
import type { Header, SectionBlock } from '@/payload-types'

import { BrowserClass } from './BrowserClass.client'
import { BROWSER_CLASS_SCRIPT_HASH } from './browserClass'
import { DotNavigation } from './DotNavigation'

const pathname = vi.hoisted(() => ({ current: '/' }))
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ push: () => {} }),
}))

const link = (label: string, url: string) => ({ type: 'custom' as const, url, label })

const header: Header = {
  id: 1,
  menuType: 'slide-in',
  navItems: [
    { link: link('Hem', '/') },
    {
      link: link('Tjänster', '/tjanster'),
      children: [{ link: link('Industriunderhåll', '/industriunderhall') }],
    },
  ],
}

describe('the header rendered on the server', () => {
  const html = renderToStaticMarkup(<SiteHeader header={header} siteName="Företaget" />)

  it('carries the menu type and a closed disclosure button for the menu', () => {
    expect(html).toContain('data-menu-type="slide-in"')
    expect(html).toMatch(
      /<button[^>]*class="menu-toggle"[^>]*aria-controls="huvudmeny"[^>]*aria-expanded="false"/,
    )
    expect(html).toContain('<nav id="huvudmeny" class="main-nav" aria-label="Huvudmeny">')
  })

  it('gives a nested menu its own button, pointing at it', () => {
    expect(html).toMatch(/class="submenu-toggle" aria-controls="undermeny-2" aria-expanded="false"/)
    expect(html).toContain('<ul class="sub-menu" id="undermeny-2">')
    expect(html).toContain('<span class="visually-hidden">Undermeny: Tjänster</span>')
  })

  it('makes the search button a link to the search page until the page is interactive', () => {
    expect(html).toMatch(/<a class="search-toggle" href="\/sok">/)
    expect(html).toMatch(/<div id="sidsok" class="search-overlay" inert="">/)
    expect(html).toMatch(
      /<form class="search-overlay-form" role="search"[^>]*action="\/sok" method="get">/,
    )
  })

  it('reads an unknown stored menu type as the mobile menu', () => {
    const other = renderToStaticMarkup(
      <SiteHeader header={{ ...header, menuType: 'x' as Header['menuType'] }} siteName="F" />,
    )
    expect(other).toContain('data-menu-type="mobile"')
  })
})

describe('dot navigation rendered on the server', () => {
  const section = (fields: Partial<SectionBlock>) =>
    ({ blockType: 'section', ...fields }) as SectionBlock

  it('links each section by its id, names it by its label and marks the first as current', () => {
    const html = renderToStaticMarkup(
      <DotNavigation
        sections={[
          section({ adminLabel: 'Beställ' }),
          section({ adminLabel: 'Videor', settings: { elementId: 'videosektion' } }),
        ]}
      />,
    )
    expect(html).toContain('<nav class="dot-nav" aria-label="Sidans avsnitt">')
    expect(html).toContain(
      'href="#avsnitt-bestall" aria-current="location"><span class="visually-hidden">Till avsnittet </span><span class="dot-nav-label">Beställ</span>',
    )
    expect(html).toContain(
      'href="#videosektion"><span class="visually-hidden">Till avsnittet </span><span class="dot-nav-label">Videor</span>',
    )
  })

  it('draws nothing for a page with fewer than two sections to go to', () => {
    expect(
      renderToStaticMarkup(<DotNavigation sections={[section({ adminLabel: 'Ensam' })]} />),
    ).toBe('')
  })
})

describe('the browser-class script tag', () => {
  it('is a blocking script from our origin carrying its hash, on every page', () => {
    for (const path of ['/om-oss', '/kassan']) {
      pathname.current = path
      expect(renderToStaticMarkup(<BrowserClass />)).toBe(
        `<script src="/webblasare.js" integrity="${BROWSER_CLASS_SCRIPT_HASH}"></script>`,
      )
    }
  })
})
