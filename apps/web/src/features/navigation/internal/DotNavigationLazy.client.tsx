'use client'

import dynamic from 'next/dynamic'

// Loaded on demand: only pages with dot navigation ship the tracker (see docs/architecture.md,
// "Islands").
export const DotNavigationTracker = dynamic(() =>
  import('./DotNavigation.client').then((module) => module.DotNavigationTracker),
)
