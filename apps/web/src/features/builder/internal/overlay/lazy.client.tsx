'use client'

import dynamic from 'next/dynamic'

// Only builder-mode pages of signed-in staff render the overlay (slots.tsx); through next/dynamic its
// code is a chunk of its own that no visitor's page lists.
export const BuilderOverlay = dynamic(
  () => import('./BuilderOverlay.client').then((module) => module.BuilderOverlay),
  { ssr: false },
)
