/** Shortest query the site search answers (features/search: `smedja_site_search`). */
export const SUGGEST_MIN_LENGTH = 2
/** Wait after the last key press before asking (spec 9.6: 200 ms, as for resizing). */
export const SUGGEST_DEBOUNCE_MS = 200

export type Suggestion = { title: string; url: string; excerpt: string | null }

/**
 * The hits of a `smedja_site_search` answer, or null for a refusal or an answer of another shape.
 * Only site-relative URLs are kept: a suggestion never leads off the site.
 */
export function parseSuggestions(body: unknown): Suggestion[] | null {
  if (!body || typeof body !== 'object') return null
  const { success, data } = body as { success?: unknown; data?: { hits?: unknown } }
  if (success !== true || !data || !Array.isArray(data.hits)) return null
  return data.hits.flatMap((hit: unknown) => {
    if (!hit || typeof hit !== 'object') return []
    const { title, url, excerpt } = hit as Record<string, unknown>
    if (typeof title !== 'string' || typeof url !== 'string' || !/^\/(?!\/)/.test(url)) return []
    return [{ title, url, excerpt: typeof excerpt === 'string' && excerpt ? excerpt : null }]
  })
}

/**
 * The option a key makes active in the suggestion list (-1: none, the field keeps the focus).
 * Down from the field goes to the first, Up from the field to the last, and both wrap through it.
 */
export function nextActiveOption(active: number, count: number, key: string): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? -1 : active + 1
    case 'ArrowUp':
      return active === -1 ? count - 1 : active - 1
    default:
      return active
  }
}

/** What a screen reader hears when the list changes. */
export function suggestionStatus(count: number): string {
  if (count === 0) return 'Inga förslag.'
  return count === 1
    ? '1 förslag. Använd pil upp och ned för att välja.'
    : `${count} förslag. Använd pil upp och ned för att välja.`
}
