import type { Payload, PayloadRequest } from 'payload'

import { newsletterProviders, type NewsletterProvider } from '../rules'
import type { ListSettings } from '../providers/types'

const isProvider = (value: unknown): value is NewsletterProvider =>
  newsletterProviders.includes(value as NewsletterProvider)

/** A list with its API key, for the server's own use (overrideAccess and the hidden field). */
export async function loadList(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<ListSettings | null> {
  const doc = await payload
    .findByID({
      collection: 'newsletter-lists',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    .catch(() => null)
  if (!doc || !isProvider(doc.provider)) return null
  return {
    id: doc.id,
    name: doc.name,
    provider: doc.provider,
    providerListId: doc.providerListId?.trim() || null,
    apiKey: (doc as { apiKey?: string | null }).apiKey?.trim() || null,
    baseUrl: doc.baseUrl?.trim() || null,
    doubleOptIn: doc.doubleOptIn !== false,
    tags: (doc.tags ?? []).filter((tag): tag is string => typeof tag === 'string' && tag !== ''),
    brevoTemplateId: typeof doc.brevoTemplateId === 'number' ? doc.brevoTemplateId : null,
  }
}

/** What the browser may know of a list: the three values its form posts (and the checksum signs). */
export const publicListRef = (list: Pick<ListSettings, 'id' | 'provider' | 'providerListId'>) => ({
  listId: String(list.id),
  provider: list.provider,
  account: list.provider === 'local' ? '' : (list.providerListId ?? ''),
})
