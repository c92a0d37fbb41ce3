'use client'

import type { Network } from '@smedja/network-sdk'
import { useCallback, useRef } from 'react'

import { connectNetwork } from './networkClient'

/**
 * The network SDK for an island: a function that resolves with `IN` once it is ready, loading in.js
 * on the first call. The same promise for the island's life, so a retry after a failure loads again.
 */
export function useNetwork(sdk: { src: string; options: string }): () => Promise<Network> {
  const { src, options } = sdk
  const connection = useRef<Promise<Network> | null>(null)
  return useCallback(() => {
    const pending = (connection.current ??= connectNetwork(document, { src, options }))
    pending.catch(() => {
      if (connection.current === pending) connection.current = null
    })
    return pending
  }, [src, options])
}
