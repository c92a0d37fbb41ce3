import type { Payload } from 'payload'

import { withDefaults, type FormMessages } from './defaults'

/** The site's form messages (spec 8.3) in one language, each falling back to its default wording. */
export async function getFormMessages(
  payload: Payload,
  locale: 'sv' | 'en' = 'sv',
): Promise<FormMessages> {
  const settings = await payload
    .findGlobal({ slug: 'form-settings', locale, depth: 0, overrideAccess: true })
    .catch(() => null)
  return withDefaults(settings?.messages, locale)
}
