import { AbConversion } from '@/features/ab-testing/client'
import type { ConversionTrackerBlock } from '@/payload-types'

import type { RenderContext } from '../shared/types'

/** Nothing visible on the public page; in the builder a note, so editors can find and remove it. */
export function ConversionTrackerBlockComponent({
  block,
  context,
}: {
  block: ConversionTrackerBlock
  context: RenderContext
}) {
  const page = block.testPage
  const postId = typeof page === 'object' && page ? page.id : page
  if (context.builderMode)
    return <p className="conversion-tracker-note">Konverteringsspårare för sida {postId}</p>
  return typeof postId === 'number' ? <AbConversion kind="tracker" postId={postId} /> : null
}
