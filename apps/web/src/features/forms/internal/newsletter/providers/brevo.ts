import type { CustomValue } from '../rules'
import {
  PROVIDER_TIMEOUT_MS,
  readJson,
  retryable,
  unreachable,
  type FetchLike,
  type ListSettings,
  type NewsletterAdapter,
  type SubscriberData,
  type SyncOutcome,
} from './types'

/**
 * Brevo API v3 contacts. With double opt-in, POST /v3/contacts/doubleOptinConfirmation (Brevo mails
 * the confirmation from the list's template and adds the contact to `includeListIds` once confirmed,
 * then sends the visitor to `redirectionUrl`); without, POST /v3/contacts with `updateEnabled`, so a
 * known address is updated rather than refused. Both answer 201 or 204. The key goes in the
 * `api-key` header; errors come as { code, message }.
 */

export const BREVO_BASE = 'https://api.brevo.com'

/** Attributes: the names as FIRSTNAME and LASTNAME, custom fields under their own attribute names. */
export function brevoAttributes(subscriber: SubscriberData): Record<string, unknown> {
  const attributes: Record<string, unknown> = {}
  if (subscriber.firstName) attributes.FIRSTNAME = subscriber.firstName
  if (subscriber.lastName) attributes.LASTNAME = subscriber.lastName
  for (const [name, value] of Object.entries(subscriber.customFields))
    attributes[name] = attributeValue(value)
  return attributes
}

function attributeValue(value: CustomValue): unknown {
  switch (value.type) {
    case 'checkbox':
      // A multiple-choice attribute takes the chosen values.
      return value.values
    case 'booleancheckbox':
      return value.value
    case 'select':
      // A category attribute is set by its value's number.
      return /^\d+$/.test(value.dataId) ? Number(value.dataId) : value.dataId
    default:
      return value.value
  }
}

function refusal(status: number, body: unknown): SyncOutcome {
  const error = (body && typeof body === 'object' ? body : {}) as {
    code?: string
    message?: string
  }
  const text = [error.code, error.message].filter(Boolean).join(': ') || `HTTP ${status}`
  return { ok: false, retry: retryable(status), error: `Brevo ${status}: ${text}`.slice(0, 300) }
}

/** Where Brevo sends a visitor who has confirmed: the site's own confirmation page. */
export const brevoRedirectionUrl = (siteUrl: string) =>
  `${siteUrl}/nyhetsbrev/bekrafta?status=bekraftad`

export function brevoAdapter(siteUrl: () => string): NewsletterAdapter {
  return {
    provider: 'brevo',
    async push(list: ListSettings, subscriber: SubscriberData, fetchImpl: FetchLike = fetch) {
      const listNumber = Number(list.providerListId)
      if (!list.apiKey || !Number.isInteger(listNumber) || listNumber < 1)
        return {
          ok: false,
          retry: true,
          error: 'Brevo: listan saknar API-nyckel eller list-nummer',
        }
      const base = (list.baseUrl || BREVO_BASE).replace(/\/+$/, '')
      const attributes = brevoAttributes(subscriber)
      const [path, body] = list.doubleOptIn
        ? [
            '/v3/contacts/doubleOptinConfirmation',
            {
              email: subscriber.email,
              attributes,
              includeListIds: [listNumber],
              templateId: list.brevoTemplateId,
              redirectionUrl: brevoRedirectionUrl(siteUrl()),
            },
          ]
        : [
            '/v3/contacts',
            { email: subscriber.email, attributes, listIds: [listNumber], updateEnabled: true },
          ]
      try {
        const response = await fetchImpl(`${base}${path}`, {
          method: 'POST',
          headers: {
            'api-key': list.apiKey,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
        if (response.status === 201 || response.status === 204 || response.ok) return { ok: true }
        return refusal(response.status, await readJson(response))
      } catch (error) {
        return unreachable('Brevo', error)
      }
    },
  }
}
