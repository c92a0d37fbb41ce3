// People search through the member API (SPEC 7.2, 3.2): the query the form sends, the answer read into
// people and facets, and the sentence the live region reads. Pure: no SDK, no DOM.

export type Person = {
  id: string
  name: string
  headline: string
  location: string
}

export type FacetBucket = { code: string; name: string; count: number }

export type Facet = { code: string; name: string; buckets: FacetBucket[] }

export type SearchResult = { total: number; people: Person[]; facets: Facet[] }

/** The refinements the visitor ticked: facet code to the bucket codes chosen in it. */
export type Selection = Readonly<Record<string, readonly string[]>>

/** The profile fields the result list shows. */
export const PERSON_FIELDS = ['id', 'first-name', 'last-name', 'headline', 'location']

/** The service's facet codes, in the order the form shows them. */
export const FACET_ORDER = ['current-company', 'location', 'industry', 'school']

/** Ticks or unticks one bucket; a facet left with none disappears from the selection. */
export function toggleBucket(selection: Selection, facet: string, bucket: string): Selection {
  const chosen = selection[facet] ?? []
  const next = chosen.includes(bucket) ? chosen.filter((b) => b !== bucket) : [...chosen, bucket]
  const { [facet]: _previous, ...rest } = selection
  return next.length ? { ...rest, [facet]: next } : rest
}

/**
 * The query parameters of one search: the keywords (if any), the page size, and one
 * `facet=code,value,value` per facet with a choice (the API's refinement format). Bucket codes with a
 * comma cannot be expressed in that format and are left out.
 */
export function searchParams(
  keywords: string,
  selection: Selection,
  count: number,
): Record<string, string | number | string[]> {
  const params: Record<string, string | number | string[]> = { count }
  const words = keywords.trim()
  if (words) params.keywords = words
  const facets = Object.entries(selection)
    .map(([code, values]) => [code, values.filter((v) => v && !v.includes(','))] as const)
    .filter(([, values]) => values.length)
    .map(([code, values]) => [code, ...values].join(','))
  if (facets.length) params.facet = facets
  return params
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const list = (value: unknown): unknown[] => {
  const values = record(value).values
  return Array.isArray(values) ? values : []
}
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function readPerson(value: unknown, index: number): Person | null {
  const p = record(value)
  const name = [text(p.firstName), text(p.lastName)].filter(Boolean).join(' ')
  if (!name) return null
  return {
    id: text(p.id) || `person-${index}`,
    name,
    headline: text(p.headline),
    location: text(record(p.location).name),
  }
}

function readFacet(value: unknown): Facet | null {
  const f = record(value)
  const code = text(f.code)
  if (!code) return null
  const buckets = list(f.buckets).flatMap((b) => {
    const bucket = record(b)
    const bucketCode = text(bucket.code)
    const count = Number(bucket.count)
    if (!bucketCode || !Number.isFinite(count)) return []
    return [{ code: bucketCode, name: text(bucket.name) || bucketCode, count }]
  })
  return { code, name: text(f.name) || code, buckets }
}

/** The SDK's PeopleSearch result (values = people, meta = numResults and facets) read for the module. */
export function parseSearchResult(values: unknown, meta: Record<string, unknown>): SearchResult {
  const people = (Array.isArray(values) ? values : [])
    .map(readPerson)
    .filter((p): p is Person => p !== null)
  const facets = list(meta.facets)
    .map(readFacet)
    .filter((f): f is Facet => f !== null && f.buckets.length > 0)
    .sort((a, b) => rank(a.code) - rank(b.code))
  const total = Number(meta.numResults)
  return { total: Number.isFinite(total) ? total : people.length, people, facets }
}

const rank = (code: string) => {
  const i = FACET_ORDER.indexOf(code)
  return i === -1 ? FACET_ORDER.length : i
}

/** What the live region says after a search. */
export function resultCountText(total: number, shown: number): string {
  if (total === 0) return 'Ingen person matchar sökningen.'
  const found = total === 1 ? '1 person hittades.' : `${total} personer hittades.`
  return shown < total ? `${found} Visar de ${shown} första.` : found
}

/**
 * The facets to show: the answer's, plus every ticked bucket the answer no longer lists (count 0), so a
 * choice can always be unticked.
 */
export function withSelected(facets: Facet[], selection: Selection): Facet[] {
  return facets.map((facet) => {
    const missing = (selection[facet.code] ?? []).filter(
      (code) => !facet.buckets.some((b) => b.code === code),
    )
    return missing.length
      ? {
          ...facet,
          buckets: [...facet.buckets, ...missing.map((code) => ({ code, name: code, count: 0 }))],
        }
      : facet
  })
}
