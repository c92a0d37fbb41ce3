import { configuredTags, tagSources, type TagSources } from './internal/tagSources'

export type { TagSources }

/**
 * The hosts the Content-Security-Policy allows for the tags staff configured in the consent settings
 * (GTM, GA4, Meta pixel, Google Ads), for the proxy. The settings live in the database, which the
 * proxy does not open: it asks the site's own settings endpoint, keeps the answer for a few seconds
 * and refreshes it in the background, so a request never waits except the very first.
 * Without configured tags (or while the answer is unknown) nothing is added.
 */
const FRESH_MS = 5_000
const SETTINGS_PATH = '/api/samtycke/installningar'

let known: { sources: TagSources; key: string; at: number } | null = null
let pending: Promise<void> | null = null

const none: TagSources = { script: [], connect: [], img: [], frame: [] }

function refresh(origin: string): Promise<void> {
  pending ??= fetch(new URL(SETTINGS_PATH, origin), {
    cache: 'no-store',
    signal: AbortSignal.timeout(3000),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`consent settings: ${response.status}`)
      const body = (await response.json()) as { tags?: Record<string, unknown> }
      const sources = tagSources(configuredTags(body.tags))
      known = { sources, key: JSON.stringify(sources), at: Date.now() }
    })
    .catch(() => {
      // Keep what was known; try again on a later request.
      if (known) known.at = Date.now()
    })
    .finally(() => {
      pending = null
    })
  return pending
}

/** The tag hosts for the policy, and a key that changes when they do (for caching headers). */
export async function consentTagSources(
  origin: string,
): Promise<{ sources: TagSources; key: string }> {
  if (!known) await refresh(origin)
  else if (Date.now() - known.at > FRESH_MS) void refresh(origin)
  return known ?? { sources: none, key: '' }
}
