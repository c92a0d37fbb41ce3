/**
 * The palette of modules an editor can add to a column: one entry per module block of the config,
 * named by its Swedish label (the same label the admin's block picker shows), searchable by name.
 */
export type PaletteItem = { slug: string; label: string; icon: string }

type BlockLike = { slug: string; labels?: { singular?: unknown } }

/** The Swedish singular label of a block, or its slug when it has none. */
export function swedishLabel(block: BlockLike): string {
  const singular = block.labels?.singular
  if (typeof singular === 'string') return singular
  if (typeof singular === 'object' && singular && 'sv' in singular) {
    const sv = (singular as { sv: unknown }).sv
    if (typeof sv === 'string' && sv) return sv
  }
  return block.slug
}

/**
 * A pictogram per kind of module. Modules without one get the first letter of their name, so a new
 * module shows in the palette without an entry here.
 */
const icons: Readonly<Record<string, string>> = {
  text: '¶',
  heading: 'H',
  image: '🖼',
  button: '⏵',
  callToAction: '📣',
  blurb: '✦',
  divider: '—',
  video: '▶',
  code: '</>',
  testimonial: '❝',
  slider: '⇆',
  gallery: '▦',
  countdown: '⏱',
  tabs: '⊟',
  toggle: '⊕',
  accordion: '≡',
  map: '⌖',
  contactForm: '✉',
  newsletter: '✉',
  searchForm: '⌕',
}

export function paletteItems(blocks: readonly BlockLike[]): PaletteItem[] {
  return blocks
    .map((block) => {
      const label = swedishLabel(block)
      return { slug: block.slug, label, icon: icons[block.slug] ?? label.charAt(0).toUpperCase() }
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'sv'))
}

/** The items whose name (or slug) contains every word of the query, case ignored. */
export function filterPalette(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean)
  if (!words.length) return [...items]
  return items.filter((item) => {
    const haystack = `${item.label} ${item.slug}`.toLocaleLowerCase('sv')
    return words.every((word) => haystack.includes(word))
  })
}
