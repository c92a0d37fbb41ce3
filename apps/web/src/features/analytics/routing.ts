import type { GroupField } from 'payload'

/**
 * First-party analytics: its address, the event names the site promises (spec 7.4) and the data
 * attributes a tagged module carries. Pure and dependency-free: module rendering, the seed, the
 * browser tracker and the server all read it.
 */

/** Where the browser tracker posts its batches (sendBeacon, else fetch). */
export const ANALYTICS_PATH = '/api/statistik'

/** Scroll depths sent once per page view (spec 9.8). */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number]

/** An editor's tag on a module, row or section: its clicks become events with these names. */
export type AnalyticsTag = {
  category?: string | null
  action?: string | null
  label?: string | null
}

/** The longest category, action or label accepted (the admin field, the tracker and the server). */
export const TAG_MAX = 100

/** The category of the Industriunderhåll page's events (spec 7.4). */
export const INDUSTRIUNDERHALL_CATEGORY = 'Industriunderhåll'

/**
 * The Industriunderhåll page's events (spec 2.5, 7.4): clicks of the order button, the main,
 * introduction and demo videos and the video section, all in category `Industriunderhåll`. The seed
 * tags the page's modules with these and the dashboard lists them, so the names live here once.
 */
export const industriunderhallEvents = {
  orderButton: { category: INDUSTRIUNDERHALL_CATEGORY, action: 'Klick', label: 'Beställ' },
  mainVideo: { category: INDUSTRIUNDERHALL_CATEGORY, action: 'Klick', label: 'Huvudvideo' },
  introductionVideo: {
    category: INDUSTRIUNDERHALL_CATEGORY,
    action: 'Klick',
    label: 'Introduktionsvideo',
  },
  demoVideo: { category: INDUSTRIUNDERHALL_CATEGORY, action: 'Klick', label: 'Demovideo' },
  videoSection: { category: INDUSTRIUNDERHALL_CATEGORY, action: 'Klick', label: 'Videosektion' },
} as const satisfies Record<string, Required<{ [K in keyof AnalyticsTag]: string }>>

/** The path of the Industriunderhåll page, for its dashboard panel. */
export const INDUSTRIUNDERHALL_PATH = '/industriunderhall'

/** The attributes the tracker reads on a clicked element and its ancestors. */
export const TAG_ATTRIBUTES = {
  category: 'data-analytics-category',
  action: 'data-analytics-action',
  label: 'data-analytics-label',
} as const

type TagAttributes = {
  'data-analytics-category'?: string
  'data-analytics-action'?: string
  'data-analytics-label'?: string
}

const clean = (value: string | null | undefined) => (value ?? '').trim().slice(0, TAG_MAX)

/**
 * The data attributes of a tagged element: nothing in builder mode (spec 6: no tracking in the
 * editor's preview) or when category or action is missing, since an event needs both.
 */
export function analyticsAttributes(
  tag: AnalyticsTag | null | undefined,
  builderMode: boolean,
): TagAttributes {
  if (builderMode || !tag) return {}
  const category = clean(tag.category)
  const action = clean(tag.action)
  if (!category || !action) return {}
  const label = clean(tag.label)
  return {
    [TAG_ATTRIBUTES.category]: category,
    [TAG_ATTRIBUTES.action]: action,
    ...(label ? { [TAG_ATTRIBUTES.label]: label } : {}),
  }
}

const tagText = (value: unknown) =>
  value == null || String(value).length <= TAG_MAX ? true : `Högst ${TAG_MAX} tecken.`

/**
 * The optional "Statistik" group of every module's, row's and section's advanced settings
 * (blocks/shared/moduleSettings.ts): a click inside the element sends an event with these names.
 */
export function analyticsTagField(): GroupField {
  return {
    name: 'analytics',
    type: 'group',
    label: { sv: 'Statistik', en: 'Analytics' },
    admin: {
      description: {
        sv: 'Ett klick i elementet skickas som en händelse med kategori, åtgärd och etikett (utan cookies eller personuppgifter). Ett klick räknas också för märkta rader och sektioner runt omkring.',
        en: 'A click inside the element is sent as an event with category, action and label (no cookies, no personal data). A click also counts for tagged rows and sections around it.',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            type: 'text',
            label: { sv: 'Kategori', en: 'Category' },
            admin: { width: '33%' },
            validate: (value: unknown, { siblingData }: { siblingData?: AnalyticsTag }) => {
              const length = tagText(value)
              if (length !== true) return length
              const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''
              if (!filled(value) && (filled(siblingData?.action) || filled(siblingData?.label)))
                return 'Ange en kategori, eller töm åtgärd och etikett.'
              return true
            },
          },
          {
            name: 'action',
            type: 'text',
            label: { sv: 'Åtgärd', en: 'Action' },
            admin: { width: '33%', placeholder: 'Klick' },
            validate: (value: unknown, { siblingData }: { siblingData?: AnalyticsTag }) => {
              const length = tagText(value)
              if (length !== true) return length
              const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''
              if (!filled(value) && filled(siblingData?.category))
                return 'Ange en åtgärd (till exempel ”Klick”).'
              return true
            },
          },
          {
            name: 'label',
            type: 'text',
            label: { sv: 'Etikett', en: 'Label' },
            admin: { width: '34%' },
            validate: tagText,
          },
        ],
      },
    ],
  }
}
