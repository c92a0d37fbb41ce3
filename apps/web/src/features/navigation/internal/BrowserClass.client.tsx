'use client'

import { useEffect } from 'react'

import {
  BROWSER_CLASS_SCRIPT_HASH,
  BROWSER_CLASS_SCRIPT_PATH,
  BROWSER_CLASSES,
  browserClasses,
} from './browserClass'

/**
 * The browser class on <body> (spec 2.7), placed as the first element of <body>: a blocking script
 * from our origin (browserClass.ts), so the class is there before anything is painted, on pages that
 * are cached and the same for everyone. The pages rendered per request allow only scripts with their
 * nonce or a listed hash ('strict-dynamic', platform/security/headers.ts): the script carries its
 * hash as `integrity`, which the proxy lists there. A browser that does not match hashes to external
 * scripts skips it, and gets the class when the page hydrates.
 */
export function BrowserClass() {
  useEffect(() => {
    const body = document.body
    if (BROWSER_CLASSES.some((c) => body.classList.contains(c))) return
    body.classList.add(...browserClasses(navigator.userAgent))
  }, [])
  // Blocking on purpose: the class must be set before the page below it is painted.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script src={BROWSER_CLASS_SCRIPT_PATH} integrity={BROWSER_CLASS_SCRIPT_HASH} />
}
