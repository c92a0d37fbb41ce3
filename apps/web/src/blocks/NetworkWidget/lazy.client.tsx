'use client'

import dynamic from 'next/dynamic'

// Loaded on demand: every page shares the catch-all route, whose entry scripts would otherwise carry
// every island its modules import. See docs/architecture.md, "Islands".
export const NetworkSdk = dynamic(() =>
  import('./Component.client').then((module) => module.NetworkSdk),
)

// The consent placeholder of network content: server-rendered, its script only on pages with network
// modules.
export const NetworkConsentGate = dynamic(() =>
  import('@/features/consent/ConsentGate').then((module) => module.ConsentGate),
)
