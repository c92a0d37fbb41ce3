'use client'

import dynamic from 'next/dynamic'

// Loaded on demand: every page shares the catch-all route, whose entry scripts would otherwise carry
// every island its modules import. See docs/architecture.md, "Islands".
export const CompanyUpdates = dynamic(() =>
  import('./Component.client').then((module) => module.CompanyUpdates),
)
