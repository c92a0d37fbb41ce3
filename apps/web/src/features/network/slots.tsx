import { draftMode } from 'next/headers'

import { networkUrl } from '@/blocks/NetworkWidget/sdk'
import { getSiteSettings } from '@/platform/queries'

import { insightScriptUrl, isPartnerId } from './internal/insight'
import { InsightTag } from './internal/lazy.client'

/**
 * At the end of every page: the network's insight tag when the site settings name a partner id. Not
 * in the builder preview, where nothing is measured (spec 6).
 */
async function NetworkBodyEnd() {
  const [{ isEnabled: builderMode }, settings] = await Promise.all([draftMode(), getSiteSettings()])
  const partnerId = settings.network?.insightPartnerId?.trim() ?? ''
  if (builderMode || !isPartnerId(partnerId)) return null
  return <InsightTag src={insightScriptUrl(networkUrl())} partnerId={partnerId} />
}

export const bodyEnd = NetworkBodyEnd
