import crypto from 'node:crypto'

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
 * Mailchimp Marketing API 3.0. A member is added or updated with
 * PUT /3.0/lists/{list_id}/members/{subscriber_hash} (the MD5 of the lowercased address), so sending
 * one subscriber twice is harmless; `status_if_new` is 'pending' for double opt-in (Mailchimp sends
 * the confirmation) and 'subscribed' otherwise. The list's tags follow with POST …/members/{hash}/tags.
 * Authentication is HTTP basic with any user name and the API key; the key's suffix ('-us21') names the
 * data centre. Errors come as problem documents: { type, title, status, detail, instance }.
 */

export const subscriberHash = (email: string) =>
  crypto.createHash('md5').update(email.toLowerCase()).digest('hex')

/** The API's base: the list's override, else the data centre named by the key's suffix. */
export function mailchimpBase(apiKey: string, override: string | null): string | null {
  if (override) return override.replace(/\/+$/, '')
  const dc = /-([a-z]{2,4}\d{1,3})$/.exec(apiKey)?.[1]
  return dc ? `https://${dc}.api.mailchimp.com` : null
}

/** Merge fields: the names as FNAME and LNAME, custom fields under their own merge tags. */
export function mergeFields(subscriber: SubscriberData): Record<string, string> {
  const fields: Record<string, string> = {}
  if (subscriber.firstName) fields.FNAME = subscriber.firstName
  if (subscriber.lastName) fields.LNAME = subscriber.lastName
  for (const [tag, value] of Object.entries(subscriber.customFields))
    fields[tag] = mergeValue(value)
  return fields
}

function mergeValue(value: CustomValue): string {
  switch (value.type) {
    case 'checkbox':
      return value.values.join(', ')
    case 'booleancheckbox':
      return value.value ? 'Ja' : 'Nej'
    default:
      return value.value
  }
}

type Problem = {
  type?: string
  title?: string
  status?: number
  detail?: string
  instance?: string
}

function refusal(status: number, body: unknown): SyncOutcome {
  const problem = (body && typeof body === 'object' ? body : {}) as Problem
  const text = [problem.title, problem.detail].filter(Boolean).join(': ') || `HTTP ${status}`
  return {
    ok: false,
    retry: retryable(status),
    error: `Mailchimp ${status}: ${text}`.slice(0, 300),
  }
}

export const mailchimpAdapter: NewsletterAdapter = {
  provider: 'mailchimp',
  async push(list: ListSettings, subscriber: SubscriberData, fetchImpl: FetchLike = fetch) {
    const key = list.apiKey ?? ''
    const base = key ? mailchimpBase(key, list.baseUrl) : null
    if (!base || !list.providerListId)
      return { ok: false, retry: true, error: 'Mailchimp: listan saknar API-nyckel eller list-id' }
    const member = `${base}/3.0/lists/${encodeURIComponent(list.providerListId)}/members/${subscriberHash(subscriber.email)}`
    const headers = {
      Authorization: `Basic ${Buffer.from(`smedja:${key}`).toString('base64')}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    }
    try {
      const put = await fetchImpl(member, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          email_address: subscriber.email,
          status_if_new: list.doubleOptIn ? 'pending' : 'subscribed',
          merge_fields: mergeFields(subscriber),
          ...(subscriber.ipAddress ? { ip_signup: subscriber.ipAddress } : {}),
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      if (!put.ok) return refusal(put.status, await readJson(put))
      if (list.tags.length) {
        const tags = await fetchImpl(`${member}/tags`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ tags: list.tags.map((name) => ({ name, status: 'active' })) }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
        if (!tags.ok) return refusal(tags.status, await readJson(tags))
      }
      return { ok: true }
    } catch (error) {
      return unreachable('Mailchimp', error)
    }
  },
}
