import type { Payload } from 'payload'

import { getFormMessages } from '../../messages/getFormMessages'
import { botActionList } from '../../bot/actions'
import type {
  CustomField,
  CustomFieldType,
  NewsletterProvider,
  RedirectQueryChoice,
} from '../rules'
import { issueChecksum } from './checksum'
import { loadList, publicListRef } from './lists'

/** The module's stored settings, as much of them as the form needs (payload-types' NewsletterBlock). */
export type NewsletterModuleSettings = {
  list: number | { id: number } | null
  showFirstName?: boolean | null
  showLastName?: boolean | null
  customFields?:
    | {
        id?: string | null
        fieldId: string
        type: CustomFieldType
        label: string
        required?: boolean | null
        options?: { id?: string | null; label: string; dataId?: string | null }[] | null
      }[]
    | null
  botProtection?: boolean | null
  includeIp?: boolean | null
}

/** What the rendered form carries: its hidden fields (3.5) and what the island needs to post them. */
export type NewsletterFormModel = {
  listId: string
  provider: NewsletterProvider
  account: string
  checksum: string
  ipAddress: 'true' | 'false'
  botAction: string | null
  firstName: { label: string } | null
  lastName: { label: string } | null
  customFields: CustomField[]
  messages: { subscription_failed: string; invalid: string }
}

export const nameLabels = {
  sv: { first: 'Förnamn', last: 'Efternamn', email: 'E-post' },
  en: { first: 'First name', last: 'Last name', email: 'E-mail' },
} as const

/**
 * Everything a newsletter module renders besides its texts, read on the server: the list's public
 * reference, the checksum that signs it with the form's settings, and the message texts. Null when
 * the module's list is gone (the module then renders nothing).
 */
export async function newsletterFormModel(
  payload: Payload,
  settings: NewsletterModuleSettings,
  locale: 'sv' | 'en' = 'sv',
): Promise<NewsletterFormModel | null> {
  const listId = typeof settings.list === 'object' ? settings.list?.id : settings.list
  if (listId == null) return null
  const [list, messages] = await Promise.all([
    loadList(payload, listId),
    getFormMessages(payload, locale),
  ])
  if (!list) return null
  const ref = publicListRef(list)
  const labels = nameLabels[locale]
  const firstName = settings.showFirstName !== false ? { label: labels.first } : null
  const lastName = settings.showLastName ? { label: labels.last } : null
  const customFields: CustomField[] = (settings.customFields ?? []).map((field, index) => ({
    id: field.fieldId,
    type: field.type,
    label: field.label,
    required: Boolean(field.required),
    options: (field.options ?? []).map((option, n) => {
      const id = option.id || `${index}-${n}`
      return { id, value: option.label, dataId: option.dataId?.trim() || id }
    }),
  }))
  const botProtection = Boolean(settings.botProtection)
  return {
    ...ref,
    checksum: issueChecksum({
      ...ref,
      firstName: firstName?.label ?? null,
      lastName: lastName?.label ?? null,
      customFields,
      botProtection,
    }),
    ipAddress: settings.includeIp ? 'true' : 'false',
    botAction: botProtection ? botActionList(ref.listId) : null,
    firstName,
    lastName,
    customFields,
    messages: { subscription_failed: messages.subscription_failed, invalid: messages.invalid },
  }
}

export type { RedirectQueryChoice }
