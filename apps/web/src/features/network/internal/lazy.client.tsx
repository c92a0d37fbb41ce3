'use client'

import dynamic from 'next/dynamic'

// Only pages of a site with a partner id load the island.
export const InsightTag = dynamic(() =>
  import('./InsightTag.client').then((module) => module.InsightTag),
)
