import { CATEGORY_LABELS, CONSENT_CATEGORIES, type ConsentCategory } from './categories'
import {
  DEFAULT_CATEGORY_DESCRIPTIONS,
  DEFAULT_CATEGORY_LABELS_EN,
  DEFAULT_TEXTS,
} from './defaults'
import type { ConsentTags } from './pageConfig'
import { configuredTags } from './tagSources'

export type Locale = 'sv' | 'en'

export type CookieRow = { name: string; provider: string; duration: string; purpose: string }

export type CategoryView = {
  key: ConsentCategory
  label: string
  description: string
  cookies: CookieRow[]
}

/** What the banner and the dialog show, with the defaults filled in where staff left a text empty. */
export type ConsentView = {
  policyVersion: number
  bannerTitle: string
  bannerText: string
  dialogTitle: string
  dialogIntro: string
  policyUrl: string | null
  categories: CategoryView[]
  tags: ConsentTags
}

type Text = string | null | undefined

/** The settings global as stored (every field may be empty on a site that has not filled it in). */
export type ConsentSettingsData = {
  policyVersion?: number | null
  banner?: { title?: Text; text?: Text } | null
  dialog?: { title?: Text; intro?: Text } | null
  policyUrl?: Text
  categories?: Partial<
    Record<
      ConsentCategory,
      {
        label?: Text
        description?: Text
        cookies?: { name?: Text; provider?: Text; duration?: Text; purpose?: Text }[] | null
      } | null
    >
  > | null
  tags?: Record<string, unknown> | null
}

const or = (value: Text, fallback: string) => (value && value.trim() ? value.trim() : fallback)

export function consentView(
  data: ConsentSettingsData | null | undefined,
  locale: Locale,
): ConsentView {
  const texts = DEFAULT_TEXTS[locale]
  const version = data?.policyVersion
  return {
    policyVersion: Number.isInteger(version) && (version as number) >= 1 ? (version as number) : 1,
    bannerTitle: or(data?.banner?.title, texts.bannerTitle),
    bannerText: or(data?.banner?.text, texts.bannerText),
    dialogTitle: or(data?.dialog?.title, texts.dialogTitle),
    dialogIntro: or(data?.dialog?.intro, texts.dialogIntro),
    policyUrl: data?.policyUrl?.trim() || null,
    categories: CONSENT_CATEGORIES.map((key) => {
      const stored = data?.categories?.[key]
      return {
        key,
        label: or(
          stored?.label,
          locale === 'sv' ? CATEGORY_LABELS[key] : DEFAULT_CATEGORY_LABELS_EN[key],
        ),
        description: or(stored?.description, DEFAULT_CATEGORY_DESCRIPTIONS[locale][key]),
        cookies: (stored?.cookies ?? [])
          .filter((cookie) => cookie.name?.trim())
          .map((cookie) => ({
            name: cookie.name!.trim(),
            provider: cookie.provider?.trim() ?? '',
            duration: cookie.duration?.trim() ?? '',
            purpose: cookie.purpose?.trim() ?? '',
          })),
      }
    }),
    tags: configuredTags(data?.tags as never),
  }
}
