// The company's network updates as the member API answers them (GET /companies/{id}/updates), read
// into what the module shows. Pure: no SDK, no DOM.

export type CompanyUpdate = {
  key: string
  kind: 'news' | 'job' | 'post' | 'other'
  title: string
  body: string
  /** Milliseconds since 1970, or null when the update has no usable time. */
  publishedAt: number | null
  /** Who the update is about or by, when it names a member. */
  person: string | null
}

const KINDS: Record<string, CompanyUpdate['kind']> = { CMPY: 'news', JOBP: 'job', SHAR: 'post' }

export const KIND_LABELS: Record<CompanyUpdate['kind'], string> = {
  news: 'Nyhet',
  job: 'Ny roll',
  post: 'Inlägg',
  other: 'Uppdatering',
}

/** A company id (1001) or universal name (norrberg-industriservice), as the API addresses companies. */
export const isCompanyIdentifier = (value: string): boolean =>
  /^(\d{1,12}|[a-z0-9][a-z0-9-]{0,99})$/.test(value)

/** The API path of a company's updates. Numeric ids as they are, names as universal-name=…. */
export function companyUpdatesPath(company: string): string {
  const id = company.trim()
  return /^\d+$/.test(id)
    ? `/companies/${id}/updates`
    : `/companies/universal-name=${encodeURIComponent(id)}/updates`
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The API's `values` as updates; entries without a title are left out. */
export function parseUpdates(values: unknown): CompanyUpdate[] {
  if (!Array.isArray(values)) return []
  return values.flatMap((value, index) => {
    const update = record(value)
    const content = record(update.updateContent)
    const title = text(content.title)
    if (!title) return []
    const person = record(content.person)
    const name = [text(person.firstName), text(person.lastName)].filter(Boolean).join(' ')
    const time = update.timestamp
    return [
      {
        key: text(update.updateKey) || `update-${index}`,
        kind: KINDS[text(update.updateType)] ?? 'other',
        title,
        body: text(content.body),
        publishedAt: typeof time === 'number' && Number.isFinite(time) ? time : null,
        person: name || null,
      },
    ]
  })
}

/** '14 november 2026' (sv) or 'November 14, 2026' (en), in Swedish time. */
export function formatUpdateDate(ms: number, locale: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(ms)
}
