// The eleven professional-network widget tags (SPEC 2.2, 3.2) and how an editor's module becomes the
// `<script type="IN/<Tag>" data-…>` element the network SDK parses. Pure: no React, no Payload.

export const NETWORK_TAGS = [
  'Alumni',
  'CompanyInsider',
  'CompanyProfile',
  'CsapBeacon',
  'Followmember',
  'FullMemberProfile',
  'jymbii',
  'MemberData',
  'MemberProfile',
  'RecommendProduct',
  'Share',
] as const

export type NetworkTag = (typeof NETWORK_TAGS)[number]

export const isNetworkTag = (value: unknown): value is NetworkTag =>
  typeof value === 'string' && (NETWORK_TAGS as readonly string[]).includes(value)

/** Swedish names shown to editors and in the builder placeholder. */
export const TAG_LABELS: Record<NetworkTag, string> = {
  Alumni: 'Alumner',
  CompanyInsider: 'Företagsinsikt',
  CompanyProfile: 'Företagsprofil',
  CsapBeacon: 'Konverteringsfyr (osynlig)',
  Followmember: 'Följ medlem',
  FullMemberProfile: 'Fullständig medlemsprofil',
  jymbii: 'Jobbrekommendationer',
  MemberData: 'Medlemsdata (mall)',
  MemberProfile: 'Medlemsprofil',
  RecommendProduct: 'Rekommendera produkt',
  Share: 'Dela',
}

export const INSIDER_MODULES = ['innetwork', 'newhires', 'jobchanges'] as const
export const FOLLOWMEMBER_SIZES = ['20', '25', '33', '48'] as const

/** The module's data as stored (every field optional: only the chosen tag's fields are filled). */
export type NetworkWidgetData = {
  tag?: string | null
  company?: string | null
  member?: string | null
  memberToken?: string | null
  product?: string | null
  url?: string | null
  profileFormat?: 'hover' | 'click' | 'inline' | null
  followFormat?: 'text' | 'icon' | null
  size?: string | null
  width?: number | null
  related?: boolean | null
  linkText?: string | null
  modules?: string[] | null
  contractId?: string | null
  urlParserKey?: string | null
  activity?: string | null
  jobCode?: string | null
  extra?: string | null
  industry?: string | null
  jobFunction?: string | null
  country?: string | null
  maxJobs?: number | null
  jobsTitle?: string | null
  embedJobs?: boolean | null
  jobsCallback?: boolean | null
  memberIds?: string | null
  profileFields?: string | null
  template?: string | null
  counter?: 'none' | 'right' | 'top' | null
  theme?: 'basic' | 'flat' | null
  showZero?: boolean | null
  trk?: string | null
  onSuccess?: string | null
  onError?: string | null
  attributes?: { name?: string | null; value?: string | null }[] | null
}

type Attr = [name: string, value: string | number | boolean | null | undefined]

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined
const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined
const flag = (value: boolean | null | undefined): 'true' | undefined =>
  value === true ? 'true' : undefined
const counter = (value: NetworkWidgetData['counter']): string | undefined =>
  value === 'right' || value === 'top' ? value : undefined

/** The typed attributes of each tag, in the order they are written (names as the SDK reads them). */
function typedAttributes(tag: NetworkTag, d: NetworkWidgetData): Attr[] {
  switch (tag) {
    case 'Alumni':
      return [['width', positive(d.width)]]
    case 'CompanyInsider':
      return [
        ['id', text(d.company)],
        ['modules', d.modules?.length ? d.modules.join(',') : undefined],
      ]
    case 'CompanyProfile':
    case 'MemberProfile': {
      const format = d.profileFormat ?? 'hover'
      return [
        ['id', text(tag === 'CompanyProfile' ? d.company : d.member)],
        ['format', format],
        ['width', positive(d.width)],
        ['related', d.related === false ? 'false' : undefined],
        ['text', format === 'inline' ? undefined : text(d.linkText)],
      ]
    }
    case 'CsapBeacon':
      return [
        ['contractid', text(d.contractId)],
        ['urlparserkey', text(d.urlParserKey)],
        ['activity', text(d.activity)],
        ['jobcode', text(d.jobCode)],
        ['extra', text(d.extra)],
      ]
    case 'Followmember':
      return [
        ['id', text(d.member)],
        ['format', d.followFormat === 'icon' ? 'icon' : 'text'],
        [
          'size',
          d.size && (FOLLOWMEMBER_SIZES as readonly string[]).includes(d.size) ? d.size : undefined,
        ],
        ['width', positive(d.width)],
      ]
    case 'FullMemberProfile':
      return [
        ['id', text(d.memberToken)],
        ['width', positive(d.width)],
      ]
    case 'jymbii': {
      const embed = d.embedJobs === true
      const format = d.profileFormat ?? 'hover'
      return [
        ['companyid', text(d.company)],
        ['industry', text(d.industry)],
        ['jobfunction', text(d.jobFunction)],
        ['country', text(d.country)?.toLowerCase()],
        // The SDK forces max 3 for an embedded list; anything given would be ignored.
        ['max', embed ? undefined : positive(d.maxJobs)],
        ['title', text(d.jobsTitle)],
        ['embed', flag(embed)],
        ['callback', flag(d.jobsCallback)],
        ['format', embed ? undefined : format],
        ['text', embed || format === 'inline' ? undefined : text(d.linkText)],
      ]
    }
    case 'MemberData':
      return [
        ['ids', listText(d.memberIds)],
        ['fields', listText(d.profileFields)],
        ['onerror', listText(d.onError)],
      ]
    case 'RecommendProduct':
      return [
        ['company', text(d.company)],
        ['product', text(d.product)],
        ['url', text(d.url)],
        ['counter', counter(d.counter)],
      ]
    case 'Share':
      return [
        ['url', text(d.url)],
        ['counter', counter(d.counter)],
        ['theme', d.theme === 'flat' ? 'flat' : undefined],
        ['showzero', flag(d.showZero)],
        ['trk', text(d.trk)],
        ['onsuccess', listText(d.onSuccess)],
        ['onerror', listText(d.onError)],
      ]
  }
}

/** 'a, b ,,c' → 'a,b,c' (undefined when empty). */
export function listText(value: string | null | undefined): string | undefined {
  const items = splitList(value)
  return items.length ? items.join(',') : undefined
}

export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Attribute names (without 'data-') each tag reads through its typed fields. */
export function typedAttributeNames(tag: NetworkTag): string[] {
  return typedAttributes(tag, {}).map(([name]) => name)
}

/**
 * Name/value pairs of a tag: its typed fields, then the editor's extra attributes that are valid and
 * do not repeat a typed one. Empty values are left out, as the SDK leaves them out of frame URLs.
 */
export function tagAttributes(tag: NetworkTag, data: NetworkWidgetData): [string, string][] {
  const typed = typedAttributes(tag, data)
  const taken = new Set(typed.map(([name]) => name))
  const result: [string, string][] = []
  for (const [name, value] of typed) {
    if (value === undefined || value === null || value === '' || value === false) continue
    result.push([name, String(value)])
  }
  for (const attr of data.attributes ?? []) {
    const name = attr.name?.trim().toLowerCase() ?? ''
    const value = attr.value ?? ''
    if (!ATTRIBUTE_NAME.test(name) || name.startsWith('data-') || taken.has(name) || value === '')
      continue
    if (value.length > MAX_ATTRIBUTE_VALUE) continue
    taken.add(name)
    result.push([name, value])
  }
  return result
}

/** An attribute name as it follows 'data-': lower-case letters, digits, '-' and '_'. */
export const ATTRIBUTE_NAME = /^[a-z][a-z0-9_-]{0,39}$/
export const MAX_ATTRIBUTE_VALUE = 2000

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Escapes text for a double-quoted HTML attribute value. */
export const escapeAttribute = (value: string): string =>
  value.replace(/[&"'<>]/g, (c) => HTML_ESCAPES[c] ?? c)

/**
 * A template sits inside a <script> element as raw text: '</script' would end the element early and
 * '<!--' would change how the browser looks for its end. Both are neutralised here as a last line
 * of defence (the editor's field refuses them, see templateProblem).
 */
export const scriptSafe = (template: string): string =>
  template.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')

/** The tag element exactly as the network SDK reads it: type="IN/<Tag>" and data-<name> attributes. */
export function renderTagHtml(tag: NetworkTag, data: NetworkWidgetData): string {
  const attrs = tagAttributes(tag, data)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('')
  const body = tag === 'MemberData' ? scriptSafe(data.template ?? '') : ''
  return `<script type="IN/${tag}"${attrs}>${body}</script>`
}
