'use client'

import dynamic from 'next/dynamic'

// Loaded on demand, only by pages with a running test (see docs/architecture.md, "Islands").
export const AbRuntime = dynamic(() =>
  import('./AbRuntime.client').then((module) => module.AbRuntime),
)

export const AbConversion = dynamic(() =>
  import('./AbConversion.client').then((module) => module.AbConversion),
)
