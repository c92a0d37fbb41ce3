import { draftMode, headers } from 'next/headers'

import { moduleBlocks } from '@/blocks/modules'
import { payloadClient } from '@/platform/payload'

import { BuilderOverlay } from './internal/overlay/lazy.client'
import { paletteItems } from './internal/palette'

/**
 * At the end of <body>, in builder mode only and only for signed-in staff: the overlay that lets an
 * editor work on the canvas. Visitors' pages never render it, so its code is never in their scripts.
 */
async function BuilderBodyEnd() {
  const { isEnabled: builderMode } = await draftMode()
  if (!builderMode) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (user?.collection !== 'users') return null
  return <BuilderOverlay palette={paletteItems(moduleBlocks)} />
}

export const bodyEnd = BuilderBodyEnd
