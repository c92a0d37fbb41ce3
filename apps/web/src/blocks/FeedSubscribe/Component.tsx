import type { FeedSubscribeBlock } from '@/payload-types'
import { siteUrl } from '@/platform/siteUrl'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { BLOG_FEED_PATH, feedService, feedServiceUrl } from './feedPopup'
import { FeedSubscribeLink } from './lazy.client'

/**
 * A feed-subscription button (spec 7.3 item 6): the service opens with `uri=` and the feed's absolute
 * address; without JavaScript the button is a plain link to the feed.
 */
export function FeedSubscribeBlockComponent({
  block,
  context,
}: {
  block: FeedSubscribeBlock
  context: RenderContext
}) {
  const path = block.feedUrl || BLOG_FEED_PATH
  // The link stays on this site's address as the visitor sees it; the service needs it absolute.
  const feedUri = path.startsWith('/') ? `${siteUrl()}${path}` : path
  const label =
    block.label || (context.locale === 'sv' ? 'Prenumerera på bloggen' : 'Subscribe to the blog')
  return (
    <ModuleShell slug="feedSubscribe" settings={block.settings} context={context} linkLabel={label}>
      <FeedSubscribeLink
        feedUrl={path}
        popupUrl={feedServiceUrl(feedService(block.serviceUrl), feedUri)}
        label={label}
        builderMode={context.builderMode}
      />
    </ModuleShell>
  )
}
