'use client'

import { useEffect } from 'react'

import { startAbRuntime } from '../runtime/start'

/** Starts the page's A/B runtime once (a page may have several test slots); renders nothing. */
export function AbRuntime() {
  useEffect(() => {
    startAbRuntime()
  }, [])
  return null
}
