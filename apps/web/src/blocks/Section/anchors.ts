import { slugify } from '@/platform/slugify'

type AnchoredSection = {
  adminLabel?: string | null
  settings?: { elementId?: string | null } | null
}

/** Every editor-given element id in a layout: of sections, rows, columns and modules. */
function elementIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) elementIds(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'elementId' && typeof inner === 'string' && inner) found.add(inner)
      else if (inner && typeof inner === 'object') elementIds(inner, found)
    }
  }
  return found
}

/**
 * Each section's element id: the editor's element id, else `avsnitt-` and its navigation label, so
 * that the dot navigation (features/navigation) and links can reach it. The prefix keeps it clear of
 * the site's own ids (#innehall); a label used twice, or an id some element of the page already has,
 * gets the section's number appended. Unlabelled sections without an element id get none.
 */
export function sectionAnchors(
  sections: readonly AnchoredSection[] | null | undefined,
): (string | undefined)[] {
  const list = sections ?? []
  const taken = elementIds(list)
  return list.map((section, index) => {
    const own = section.settings?.elementId
    if (own) return own
    const label = section.adminLabel?.trim()
    if (!label) return undefined
    let id = `avsnitt-${slugify(label) || index + 1}`
    if (taken.has(id)) id = `${id}-${index + 1}`
    taken.add(id)
    return id
  })
}
