/**
 * Page-builder deep links in the URL hash (spec 2.3). The hash holds one entry per module, joined by
 * '||'; an entry is the module's element id followed by '|'-separated parameters:
 *
 *   #galleri|3||projekt|underhall|2||flikar|1
 *
 * The pure functions below parse, serialise and update that format; the browser helpers at the end
 * read and write `location.hash` without moving the page and notify modules when the hash changes.
 * Gallery (`#{id}|{page}`), filterable portfolio (`#{id}|{category}|{page}`) and tabs (`#{id}|{tab}`)
 * all share them.
 */

export type HashEntry = { id: string; params: string[] }

const ENTRY_SEPARATOR = '||'
const PARAM_SEPARATOR = '|'

/**
 * Strips the leading '#' and every character other than letters, digits, '-', '_' and '|'. Browsers
 * percent-encode some characters in `location.hash`; those are decoded first, so '%20' goes as a whole.
 */
export function sanitiseHash(raw: string): string {
  let text = raw.replace(/^#/, '')
  try {
    text = decodeURIComponent(text)
  } catch {
    // A stray '%' that is not an escape: strip it like any other character.
  }
  return text.replace(/[^A-Za-z0-9_|-]/g, '')
}

/** The entries of a hash, in order. Empty entries (a stray '||' or '|') are dropped. */
export function parseHashState(hash: string): HashEntry[] {
  const clean = sanitiseHash(hash)
  if (!clean) return []
  const entries: HashEntry[] = []
  for (const part of clean.split(ENTRY_SEPARATOR)) {
    const [id, ...params] = part.split(PARAM_SEPARATOR)
    if (!id) continue
    entries.push({ id, params })
  }
  return entries
}

/** The hash text (without '#') for a list of entries. */
export function serialiseHashState(entries: HashEntry[]): string {
  return entries
    .filter((entry) => entry.id)
    .map((entry) => [entry.id, ...entry.params].join(PARAM_SEPARATOR))
    .join(ENTRY_SEPARATOR)
}

/** One module's parameters, or null when the hash has no entry for it. */
export function getHashEntry(hash: string, id: string): string[] | null {
  return parseHashState(hash).find((entry) => entry.id === id)?.params ?? null
}

/**
 * The hash with one module's entry set (replaced in place, or appended) and every other entry kept.
 * Passing null removes the module's entry. Parameters lose characters the format cannot carry.
 */
export function updateHashEntry(
  hash: string,
  id: string,
  params: (string | number)[] | null,
): string {
  const entries = parseHashState(hash)
  const cleanParams = params?.map((param) =>
    sanitiseHash(String(param)).replaceAll(PARAM_SEPARATOR, ''),
  )
  const index = entries.findIndex((entry) => entry.id === id)
  if (cleanParams == null) {
    if (index !== -1) entries.splice(index, 1)
  } else if (index === -1) {
    entries.push({ id, params: cleanParams })
  } else {
    entries[index] = { id, params: cleanParams }
  }
  return serialiseHashState(entries)
}

/**
 * The `href` of a link that sets one module's entry, e.g. `#galleri%7C3`. Markup cannot carry a raw
 * '|' in a URL (it is not a valid URL code point), so it is written as `%7C`; the browser then shows
 * the encoded form until `subscribeModuleHash` rewrites the address to the spec's `#galleri|3`.
 * Links carry only their own module's entry: a click without JS still opens the right state.
 */
export function moduleHashHref(id: string, params: (string | number)[]): string {
  const text = updateHashEntry('', id, params)
  return `#${text.replaceAll(PARAM_SEPARATOR, '%7C')}`
}

// ---- Browser helpers ------------------------------------------------------------------------------

/** The module's parameters in the current address, or null. */
export function readModuleHash(id: string): string[] | null {
  if (typeof window === 'undefined') return null
  return getHashEntry(window.location.hash, id)
}

/**
 * Writes one module's entry into the address, keeping the other modules' entries and the scroll
 * position. A new history entry is pushed, so the browser's back button steps back through states.
 */
export function writeModuleHash(id: string, params: (string | number)[] | null): void {
  const next = updateHashEntry(window.location.hash, id, params)
  if (next === sanitiseHash(window.location.hash)) return
  const { scrollX, scrollY } = window
  const url = `${window.location.pathname}${window.location.search}${next ? `#${next}` : ''}`
  window.history.pushState(window.history.state, '', url)
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY)
}

/**
 * Calls `listener` with the module's parameters (null when it has no entry) whenever the hash changes,
 * after stripping characters the format does not allow from the address. Returns the unsubscribe
 * function.
 */
export function subscribeModuleHash(
  id: string,
  listener: (params: string[] | null) => void,
): () => void {
  const tidy = () => {
    const raw = window.location.hash.replace(/^#/, '')
    const clean = sanitiseHash(raw)
    if (clean !== raw) {
      const url = `${window.location.pathname}${window.location.search}${clean ? `#${clean}` : ''}`
      window.history.replaceState(window.history.state, '', url)
    }
    return clean
  }
  const onChange = () => listener(getHashEntry(tidy(), id))
  window.addEventListener('hashchange', onChange)
  window.addEventListener('popstate', onChange)
  // Islands load after the page: a hash that changed before this module listened is tidied now (the
  // module reads its state when it mounts, which needs no second call).
  tidy()
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener('popstate', onChange)
  }
}
