import './popup.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

export const metadata: Metadata = { robots: { index: false } }

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2540' }

/**
 * Pages opened in a small popup window by a module (the feed button's subscription page): a document
 * of their own, without the site's header, menus and scripts.
 */
export default function PopupLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  )
}
