'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { usesNonce } from '@/platform/security/perRequestPages'

import { BROWSER_CLASS_SCRIPT_PATH, BROWSER_CLASSES, browserClasses } from './browserClass'

/**
 * The browser class on <body> (spec 2.7), placed as the first element of <body>: a blocking script
 * from our origin (browserClass.ts), so the class is there before anything is painted, on pages that
 * are cached and the same for everyone. The pages rendered per request allow only scripts with their
 * nonce ('strict-dynamic', platform/security/headers.ts), which a static layout cannot know; there
 * the script is left out and the class is added when the page hydrates.
 */
export function BrowserClass() {
  const pathname = usePathname()
  useEffect(() => {
    const body = document.body
    if (BROWSER_CLASSES.some((c) => body.classList.contains(c))) return
    body.classList.add(...browserClasses(navigator.userAgent))
  }, [])
  // Blocking on purpose: the class must be set before the page below it is painted.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return usesNonce(pathname ?? '/') ? null : <script src={BROWSER_CLASS_SCRIPT_PATH} />
}
