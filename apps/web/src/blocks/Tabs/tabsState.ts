import { parseHashState, sanitiseHash } from '@/ui/hashState'
import { slugify } from '@/platform/slugify'

/**
 * The rules of the tabs module (spec 2.3, 6): which tab a URL hash opens, the slugs that name tabs,
 * and where the arrow keys move focus (WAI-ARIA tabs pattern). No DOM here.
 */

/** A plain hash naming a tab is `#tab-{slug}`; the prefix is added when missing (spec 2.3). */
export const TAB_HASH_PREFIX = 'tab-'

/** The id of a tab's panel, which is also the plain hash that opens it: `tab-{slug}`. */
export function tabPanelId(slug: string): string {
  return `${TAB_HASH_PREFIX}${slug}`
}

/**
 * One slug per tab title, unique within the module: a repeated title gets `-2`, `-3`, …, and a title
 * with no letters or digits becomes `flik-{n}` (n counted from 1).
 */
export function tabSlugs(titles: string[]): string[] {
  const used = new Set<string>()
  return titles.map((title, index) => {
    const base = slugify(title) || `flik-${index + 1}`
    let slug = base
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
    used.add(slug)
    return slug
  })
}

/** The tab a hash parameter names (0-based, like the spec's tabIndex), or null when it names none. */
export function tabIndexFromParam(param: string | undefined, count: number): number | null {
  if (param == null || !/^\d+$/.test(param)) return null
  const index = Number(param)
  return index < count ? index : null
}

/**
 * `tab-{slug}` for a plain hash (one that holds no module entries), with the prefix added if it is
 * missing; null for an empty hash or a hash of module entries (`#galleri|2`).
 */
export function plainTabName(hash: string): string | null {
  const clean = sanitiseHash(hash)
  if (!clean || clean.includes('|')) return null
  return clean.startsWith(TAB_HASH_PREFIX) ? clean : `${TAB_HASH_PREFIX}${clean}`
}

/**
 * The tab a hash opens in one module: its own entry `#{moduleId}|{tabIndex}` first, otherwise a plain
 * `#tab-{slug}` (or `#{slug}`) naming one of its tabs; null when the hash says nothing about it.
 */
export function tabFromHash(hash: string, moduleId: string, slugs: string[]): number | null {
  const entry = parseHashState(hash).find((candidate) => candidate.id === moduleId)
  if (entry) return tabIndexFromParam(entry.params[0], slugs.length)
  const name = plainTabName(hash)
  if (!name) return null
  const index = slugs.findIndex((slug) => tabPanelId(slug) === name)
  return index === -1 ? null : index
}

/** The tab shown first: always the first one in builder mode (spec 6), else what the hash says. */
export function initialTab(options: {
  builderMode: boolean
  hash: string
  moduleId: string
  slugs: string[]
}): number {
  if (options.builderMode) return 0
  return tabFromHash(options.hash, options.moduleId, options.slugs) ?? 0
}

/**
 * Where a key moves focus in a horizontal tab list of `count` tabs: left and right wrap around, Home
 * and End go to the ends. Null for any other key, which the tab list leaves to the browser.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 1) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
