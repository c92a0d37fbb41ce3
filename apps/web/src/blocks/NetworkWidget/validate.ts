// What an editor may enter for each widget tag. The rules follow the SDK (SPEC 5.2) and what the
// network service accepts, so a saved module never renders a widget the service refuses.
import { ATTRIBUTE_NAME, MAX_ATTRIBUTE_VALUE, typedAttributeNames } from './tags'
import {
  WIDGET_TAGS,
  isNetworkTag,
  splitList,
  type NetworkWidgetData,
  type WidgetField,
} from './widgetTags'

/** Whether the tag shows the field; the admin hides the others and validation skips them. */
export const usesField = (tag: unknown, field: WidgetField): boolean =>
  isNetworkTag(tag) && WIDGET_TAGS[tag].fields.includes(field)

export const MAX_WIDTH = 2000
export const MAX_JOBS = 25
export const MAX_TEMPLATE = 5000

const COMPANY = /^(?:\d{1,12}|[a-z0-9][a-z0-9-]{0,99})$/i
const PROFILE_NAME = /^[a-z0-9-]{2,100}$/i
const MEMBER_TOKEN = /^[\w-]{4,64}$/
const DIGITS = /^\d{1,12}$/
const CONTRACT_ID = /^[\w-]{1,64}$/
const ACTIVITY = /^[\w.:-]{1,100}$/
const JOB_CODE = /^[\w-]{1,40}$/
const COUNTRY = /^[a-z]{2}$/i
const TRK = /^[\w.-]{1,64}$/
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9-]{0,59}$/
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/

export const isHttpUrl = (value: string, max = 2000): boolean => {
  if (value.length > max || !/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}

const isProfile = (value: string) =>
  PROFILE_NAME.test(value) || (isHttpUrl(value, 500) && /\/in\/[^/]+/.test(value))

const given = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number'

type Check = (value: unknown, data: NetworkWidgetData) => string | null

const textCheck =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    given(value) && !pattern.test(String(value).trim()) ? message : null

const maxLength =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? `Högst ${max} tecken.` : null

const listCheck =
  (item: (value: string) => boolean, message: (bad: string) => string): Check =>
  (value) => {
    if (typeof value !== 'string') return null
    const bad = splitList(value).find((v) => !item(v))
    return bad === undefined ? null : message(bad)
  }

const wholeNumber =
  (max: number): Check =>
  (value) =>
    value === null || value === undefined || value === ''
      ? null
      : Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
        ? null
        : `Ange ett heltal mellan 0 och ${max}.`

/** Rules of the fields that are checked beyond being required. */
const CHECKS: Partial<Record<WidgetField, Check>> = {
  company: textCheck(
    COMPANY,
    'Ange ett numeriskt företags-id (t.ex. 1001) eller företagets unika namn (t.ex. norrberg-industriservice).',
  ),
  member: (value) =>
    given(value) && !isProfile(String(value).trim())
      ? 'Ange profilnamnet (t.ex. anna-lindqvist) eller adressen till den publika profilen (…/in/namn).'
      : null,
  memberToken: textCheck(
    MEMBER_TOKEN,
    'Medlemstoken består av 4–64 bokstäver, siffror, _ eller -.',
  ),
  product: textCheck(DIGITS, 'Produktens id består bara av siffror.'),
  url: (value) =>
    given(value) && !isHttpUrl(String(value).trim())
      ? 'Ange en fullständig adress som börjar med https://.'
      : null,
  width: wholeNumber(MAX_WIDTH),
  contractId: textCheck(CONTRACT_ID, 'Avtals-id består av 1–64 bokstäver, siffror, _ eller -.'),
  urlParserKey: maxLength(200),
  activity: textCheck(
    ACTIVITY,
    'Aktiviteten består av bokstäver, siffror, _ . : eller - (högst 100 tecken).',
  ),
  jobCode: textCheck(JOB_CODE, 'Jobbkoden består av 1–40 bokstäver, siffror, _ eller -.'),
  extra: maxLength(2000),
  industry: maxLength(100),
  jobFunction: maxLength(100),
  country: textCheck(COUNTRY, 'Ange en landskod med två bokstäver, t.ex. se.'),
  maxJobs: wholeNumber(MAX_JOBS),
  jobsTitle: maxLength(200),
  memberIds: listCheck(
    (v) => v === 'me' || v === '~' || isProfile(v),
    (bad) => `”${bad}” är inte ett profilnamn, en profiladress eller me.`,
  ),
  profileFields: listCheck(
    (v) => FIELD_NAME.test(v),
    (bad) => `”${bad}” är inte ett fältnamn (t.ex. first-name eller headline).`,
  ),
  template: (value) => (typeof value === 'string' ? templateProblem(value) : null),
  trk: textCheck(TRK, 'Spårningskoden består av 1–64 bokstäver, siffror, _ . eller -.'),
  onSuccess: listCheck(
    CALLBACK.test.bind(CALLBACK),
    (bad) => `”${bad}” är inte ett funktionsnamn.`,
  ),
  onError: listCheck(CALLBACK.test.bind(CALLBACK), (bad) => `”${bad}” är inte ett funktionsnamn.`),
}

/** Why a MemberData template cannot be used, or null. */
export function templateProblem(template: string): string | null {
  if (template.length > MAX_TEMPLATE) return `Högst ${MAX_TEMPLATE} tecken.`
  if (/<\/script/i.test(template)) return 'Mallen får inte innehålla </script>.'
  if (template.includes('<!--')) return 'Mallen får inte innehålla HTML-kommentarer (<!--).'
  return null
}

/**
 * The problem with one field of a module, or null. A field the chosen tag does not use is never a
 * problem (the admin hides it; what it still holds is not rendered).
 */
export function fieldProblem(
  field: WidgetField,
  value: unknown,
  data: NetworkWidgetData,
): string | null {
  const tag = data.tag
  if (!isNetworkTag(tag) || !usesField(tag, field)) return null
  if (!given(value)) {
    const requirement = WIDGET_TAGS[tag].required?.[field]
    if (typeof requirement === 'object')
      return given(data[requirement.unlessGiven]) ? null : requirement.message
    return requirement ?? null
  }
  return CHECKS[field]?.(value, data) ?? null
}

/** Problems of the editor's extra attributes: invalid names, names a typed field covers, repeats. */
export function attributesProblem(
  attributes: NetworkWidgetData['attributes'],
  tag: unknown,
): string | null {
  const seen = new Set<string>()
  const typed = isNetworkTag(tag) ? typedAttributeNames(tag) : []
  for (const attr of attributes ?? []) {
    const name = attr.name?.trim() ?? ''
    if (name.startsWith('data-')) return `Skriv ”${name.slice(5)}” utan data- i början.`
    if (!ATTRIBUTE_NAME.test(name))
      return `”${name}” är inget giltigt attributnamn: små bokstäver, siffror, - och _, börja med en bokstav (utan data-).`
    if (typed.includes(name)) return `Attributet ”${name}” har ett eget fält för den här widgeten.`
    if (seen.has(name)) return `Attributet ”${name}” finns redan.`
    seen.add(name)
    if ((attr.value ?? '').length > MAX_ATTRIBUTE_VALUE)
      return `Värdet av ”${name}” är för långt (högst ${MAX_ATTRIBUTE_VALUE} tecken).`
  }
  return null
}

/** Every problem of a module, as the builder placeholder lists them. */
export function widgetProblems(data: NetworkWidgetData): string[] {
  if (!isNetworkTag(data.tag)) return ['Välj vilken widget som ska visas.']
  const problems: string[] = []
  for (const field of WIDGET_TAGS[data.tag].fields) {
    const problem = fieldProblem(field, data[field], data)
    if (problem) problems.push(problem)
  }
  const attrs = attributesProblem(data.attributes, data.tag)
  if (attrs) problems.push(attrs)
  return problems
}
