/**
 * The key a share count is stored under: an absolute http(s) URL without its fragment (the same page
 * reached through different in-page anchors is one page). Returns undefined for anything else.
 */
export function normalizeShareUrl(raw: string): string | undefined {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password) return undefined
  url.hash = ''
  return url.href
}
