import Link from 'next/link'
import type React from 'react'

import { menuTypeOf } from '@/features/navigation'
import { HeaderSearch, MainMenu, SubmenuToggle } from '@/features/navigation/client'
import { SEARCH_PATH } from '@/features/search/routing'
import type { Header, Media } from '@/payload-types'

import { CmsLink } from './CmsLink'

function Logo({ logo, siteName }: { logo: Header['logo']; siteName: string }) {
  const media = logo && typeof logo === 'object' ? (logo as Media) : null
  return (
    <Link href="/" className="site-logo" aria-label={`${siteName} – till startsidan`}>
      {media?.url ? (
        // The logo is an SVG we ship: no optimiser needed, and its size is fixed in CSS.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={media.url} alt="" width={180} height={40} />
      ) : null}
      <span className={media?.url ? 'visually-hidden' : 'site-logo-text'}>{siteName}</span>
    </Link>
  )
}

/**
 * Site header: logo, nested main menu (opened as the header settings' menu type says, see
 * features/navigation), the search button and an optional call to action.
 */
export function SiteHeader({
  header,
  siteName,
  end,
}: {
  header: Header
  siteName: string
  /** What features put after the menu (the shop's account link and cart count). */
  end?: React.ReactNode
}) {
  const items = header.navItems ?? []
  return (
    <header className="site-header" data-menu-type={menuTypeOf(header.menuType)}>
      <div className="site-header-inner">
        <Logo logo={header.logo} siteName={siteName} />
        <MainMenu type={menuTypeOf(header.menuType)} label="Huvudmeny">
          <ul className="menu">
            {items.map((item, i) => {
              const children = item.children ?? []
              return (
                <li
                  key={item.id ?? i}
                  className={children.length ? 'menu-item has-children' : 'menu-item'}
                >
                  <CmsLink link={item.link} className="menu-link" />
                  {children.length ? (
                    <SubmenuToggle controls={`undermeny-${i + 1}`} label={item.link.label} />
                  ) : null}
                  {children.length ? (
                    <ul className="sub-menu" id={`undermeny-${i + 1}`}>
                      {children.map((child, j) => (
                        <li key={child.id ?? j} className="menu-item">
                          <CmsLink link={child.link} className="menu-link" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ul>
          {header.cta?.link?.label ? (
            <CmsLink link={header.cta.link} className="button button-primary header-cta" />
          ) : null}
        </MainMenu>
        <HeaderSearch action={SEARCH_PATH} />
        {end}
      </div>
    </header>
  )
}
