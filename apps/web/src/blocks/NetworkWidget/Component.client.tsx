'use client'

import { useEffect } from 'react'

import { loadNetworkSdk } from './loadSdk'

/**
 * Starts the network SDK after the page is interactive, so it never holds up rendering. Every widget
 * on the page renders one of these; the first adds in.js and the others find it there.
 */
export function NetworkSdk({ src, options }: { src: string; options: string }) {
  useEffect(() => {
    loadNetworkSdk(document, { src, options })
  }, [src, options])
  return null
}
