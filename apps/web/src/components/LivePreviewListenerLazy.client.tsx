'use client'

import dynamic from 'next/dynamic'

// Loaded on demand: only the admin's live preview (builder mode) renders it, so visitors' pages do
// not carry Payload's live-preview client in the layout's scripts.
export const LivePreviewListener = dynamic(() =>
  import('./LivePreviewListener.client').then((module) => module.LivePreviewListener),
)
