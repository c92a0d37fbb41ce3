import './globals.css'

import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import type React from 'react'

import { AnchorScroll } from '@/components/AnchorScroll.client'
import { LivePreviewListener } from '@/components/LivePreviewListenerLazy.client'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { BrowserClass } from '@/features/navigation/client'
import { featureSlots } from '@/features/registry'
import { createNonce } from '@/platform/nonce'
import { getFooter, getHeader, getSiteSettings } from '@/platform/queries'
import { siteUrl } from '@/platform/siteUrl'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.tagline ?? undefined,
    applicationName: settings.siteName,
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2540' }

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const [{ isEnabled: builderMode }, header, footer, settings, slots] = await Promise.all([
    draftMode(),
    getHeader(),
    getFooter(),
    getSiteSettings(),
    featureSlots(),
  ])
  // Read by client islands: the ajax endpoint and its nonces (spec 6, 7.3). Not executable.
  const pageConfig = {
    ajaxurl: '/api/ajax',
    et_frontend_nonce: createNonce('et_frontend_nonce'),
    et_ab_log_nonce: createNonce('et_ab_log_nonce'),
    builderMode,
  }
  return (
    <html lang="sv">
      <head>
        <noscript>
          {/* Without JavaScript, modules that paginate on the client show everything. A plain
              stylesheet link: it must load only inside <noscript>, which CSS imports cannot do. */}
          {/* eslint-disable-next-line @next/next/no-css-tags */}
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body data-builder-mode={builderMode ? 'true' : undefined}>
        {/* First in <body>, so the browser class is set before anything is painted. */}
        <BrowserClass />
        <a className="skip-link" href="#innehall">
          Hoppa till innehållet
        </a>
        <SiteHeader
          header={header}
          siteName={settings.siteName}
          end={slots.map(({ headerEnd: HeaderEnd }, i) =>
            HeaderEnd ? <HeaderEnd key={i} /> : null,
          )}
        />
        <main id="innehall" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={footer} settings={settings} />
        <script
          id="smedja-config"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(pageConfig).replace(/</g, '\\u003c') }}
        />
        {slots.map(({ bodyEnd: BodyEnd }, i) => (BodyEnd ? <BodyEnd key={i} /> : null))}
        <AnchorScroll />
        {builderMode ? <LivePreviewListener /> : null}
      </body>
    </html>
  )
}
