// The eleven professional-network widget tags (SPEC 2.2, 3.2) in one table: what editors call each
// tag, which of the module's fields it uses and how they become the `data-` attributes the network
// SDK reads. The schema (config.ts), the element (tags.ts), the rules (validate.ts) and the builder
// placeholder all derive from here. Pure: no React, no Payload.
import type { NetworkWidgetBlock } from '@/payload-types'

type StoredFields = Omit<
  NetworkWidgetBlock,
  'tag' | 'attributes' | 'settings' | 'id' | 'blockName' | 'blockType'
>

/** A field an editor fills for some of the tags (the tag itself and the free attributes aside). */
export type WidgetField = keyof StoredFields

/**
 * The module's data as the admin's validation sees it: every field optional (only the chosen tag's
 * are filled), the tag perhaps not chosen yet and extra attributes perhaps half written.
 */
export type NetworkWidgetData = Partial<StoredFields> & {
  tag?: string | null
  attributes?: { name?: string | null; value?: string | null }[] | null
}

export const INSIDER_MODULES = ['innetwork', 'newhires', 'jobchanges'] as const
export const FOLLOWMEMBER_SIZES = ['20', '25', '33', '48'] as const

type AttributeValue = string | number | undefined

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined
const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined
const flag = (value: boolean | null | undefined): 'true' | undefined =>
  value === true ? 'true' : undefined

export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** 'a, b ,,c' → 'a,b,c' (undefined when empty). */
export function listText(value: string | null | undefined): string | undefined {
  const items = splitList(value)
  return items.length ? items.join(',') : undefined
}

export type AttributeField = Exclude<WidgetField, 'template'>

/**
 * How each field is written: the attribute's name (unless a tag renames it) and its value from the
 * field's own. A value the SDK would treat as its default (format text, theme basic, counter none,
 * related true) or ignore is left out, as the SDK leaves it out of frame URLs. The template has no
 * attribute: it is MemberData's body.
 */
export const FIELD_ATTRIBUTES: {
  readonly [F in AttributeField]: readonly [
    name: string,
    value: (value: NetworkWidgetData[F], d: NetworkWidgetData) => AttributeValue,
  ]
} = {
  company: ['company', text],
  member: ['id', text],
  memberToken: ['id', text],
  product: ['product', text],
  url: ['url', text],
  profileFormat: ['format', (format) => format ?? 'hover'],
  followFormat: ['format', (format) => (format === 'icon' ? 'icon' : 'text')],
  size: ['size', (size) => FOLLOWMEMBER_SIZES.find((known) => known === size)],
  width: ['width', positive],
  // An inline card has no link to put a text on.
  linkText: ['text', (value, d) => (d.profileFormat === 'inline' ? undefined : text(value))],
  related: ['related', (related) => (related === false ? 'false' : undefined)],
  modules: ['modules', (modules) => (modules?.length ? modules.join(',') : undefined)],
  contractId: ['contractid', text],
  urlParserKey: ['urlparserkey', text],
  activity: ['activity', text],
  jobCode: ['jobcode', text],
  extra: ['extra', text],
  industry: ['industry', text],
  jobFunction: ['jobfunction', text],
  country: ['country', (country) => text(country)?.toLowerCase()],
  maxJobs: ['max', positive],
  jobsTitle: ['title', text],
  embedJobs: ['embed', flag],
  jobsCallback: ['callback', flag],
  memberIds: ['ids', listText],
  profileFields: ['fields', listText],
  counter: [
    'counter',
    (counter) => (counter === 'right' || counter === 'top' ? counter : undefined),
  ],
  theme: ['theme', (theme) => (theme === 'flat' ? 'flat' : undefined)],
  showZero: ['showzero', flag],
  trk: ['trk', text],
  onSuccess: ['onsuccess', listText],
  onError: ['onerror', listText],
}

/** A field a tag cannot do without: its message, or, with unlessGiven, needed only without that field. */
type Requirement = string | { message: string; unlessGiven: WidgetField }

export interface WidgetTag {
  /** Shown to editors: in the tag select, beside the tag's name, and in the builder placeholder. */
  label: { sv: string; en: string }
  /** The fields the admin shows and checks, in the order their attributes are written. */
  fields: readonly WidgetField[]
  /** Attribute names of this tag that differ from the field's own (FIELD_ATTRIBUTES). */
  attributeNames?: Partial<Record<WidgetField, string>>
  required?: Partial<Record<WidgetField, Requirement>>
  /** The field written, script-safe, as the element's body (the SDK reads its template there). */
  body?: WidgetField
  /** Fields the SDK ignores with this data: their attributes are left out. */
  ignored?: (d: NetworkWidgetData) => readonly WidgetField[]
}

const NEED_COMPANY = 'Ange företaget (id eller unikt namn).'
const NEED_MEMBER = 'Ange medlemmens profilnamn eller profiladress.'

// Key order is the order of the tag select's options, so of its database enum too.
const TAGS = {
  Alumni: {
    label: { sv: 'Alumner', en: 'Alumni' },
    fields: ['width'],
  },
  CompanyInsider: {
    label: { sv: 'Företagsinsikt', en: 'Company insider' },
    fields: ['company', 'modules'],
    attributeNames: { company: 'id' },
    required: { company: NEED_COMPANY },
  },
  CompanyProfile: {
    label: { sv: 'Företagsprofil', en: 'Company profile' },
    fields: ['company', 'profileFormat', 'width', 'related', 'linkText'],
    attributeNames: { company: 'id' },
    required: { company: NEED_COMPANY },
  },
  CsapBeacon: {
    label: { sv: 'Konverteringsfyr (osynlig)', en: 'Conversion beacon (invisible)' },
    fields: ['contractId', 'urlParserKey', 'activity', 'jobCode', 'extra'],
    required: { contractId: 'Ange avtals-id:t för konverteringsfyren.' },
  },
  Followmember: {
    label: { sv: 'Följ medlem', en: 'Follow member' },
    fields: ['member', 'followFormat', 'size', 'width'],
    required: { member: NEED_MEMBER },
  },
  FullMemberProfile: {
    label: { sv: 'Fullständig medlemsprofil', en: 'Full member profile' },
    fields: ['memberToken', 'width'],
    required: { memberToken: 'Ange medlemmens id (medlemstoken).' },
  },
  jymbii: {
    label: { sv: 'Jobbrekommendationer', en: 'Job recommendations' },
    fields: [
      'company',
      'industry',
      'jobFunction',
      'country',
      'maxJobs',
      'jobsTitle',
      'embedJobs',
      'jobsCallback',
      'profileFormat',
      'linkText',
    ],
    attributeNames: { company: 'companyid' },
    // An embedded list always shows 3 jobs, in the page, without a link.
    ignored: (d) => (d.embedJobs === true ? ['maxJobs', 'profileFormat', 'linkText'] : []),
  },
  MemberData: {
    label: { sv: 'Medlemsdata (mall)', en: 'Member data (template)' },
    fields: ['memberIds', 'profileFields', 'template', 'onError'],
    body: 'template',
    required: { template: 'Skriv mallen som visar medlemsdatan.' },
  },
  MemberProfile: {
    label: { sv: 'Medlemsprofil', en: 'Member profile' },
    fields: ['member', 'profileFormat', 'width', 'related', 'linkText'],
    required: { member: NEED_MEMBER },
  },
  RecommendProduct: {
    label: { sv: 'Rekommendera produkt', en: 'Recommend product' },
    fields: ['company', 'product', 'url', 'counter'],
    // SPEC 5.2: the SDK finds the product by company and product id, or by its page's address.
    required: {
      company: {
        message: 'Ange företaget och produkten, eller en adress till produkten.',
        unlessGiven: 'url',
      },
      product: {
        message: 'Ange produktens id (eller en adress till produkten).',
        unlessGiven: 'url',
      },
    },
  },
  Share: {
    label: { sv: 'Dela', en: 'Share' },
    fields: ['url', 'counter', 'theme', 'showZero', 'trk', 'onSuccess', 'onError'],
  },
} satisfies Record<string, WidgetTag>

export type NetworkTag = keyof typeof TAGS

export const WIDGET_TAGS: Readonly<Record<NetworkTag, WidgetTag>> = TAGS

export const NETWORK_TAGS = Object.keys(TAGS) as readonly NetworkTag[]

export const isNetworkTag = (value: unknown): value is NetworkTag =>
  typeof value === 'string' && (NETWORK_TAGS as readonly string[]).includes(value)
