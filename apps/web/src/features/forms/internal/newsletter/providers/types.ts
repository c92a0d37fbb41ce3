import type { Payload, PayloadRequest } from 'payload'

import type { CustomValue, NewsletterProvider } from '../rules'

/** A list as the adapters need it, read on the server only (the API key never leaves it). */
export type ListSettings = {
  id: number
  name: string
  provider: NewsletterProvider
  providerListId: string | null
  apiKey: string | null
  baseUrl: string | null
  doubleOptIn: boolean
  tags: string[]
  brevoTemplateId: number | null
}

/** A subscriber as stored locally, handed to the provider. */
export type SubscriberData = {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  customFields: Record<string, CustomValue>
  ipAddress: string | null
}

/**
 * What a provider said: accepted, or refused. `retry` is true when asking again later may work (the
 * provider is down, overloaded, or refuses our credentials until staff fix them); false when it
 * refused this subscriber for good (an address it will not take), which the visitor is told.
 */
export type SyncOutcome = { ok: true } | { ok: false; retry: boolean; error: string }

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** One kind of mailing list. Every subscription is stored locally first, then handed to its adapter. */
export interface NewsletterAdapter {
  provider: NewsletterProvider
  /**
   * Runs in the subscription's own unit of work, right after the row is written (local lists queue
   * their confirmation mail here, so the row and its mail commit together).
   */
  onStored?: (
    payload: Payload,
    req: PayloadRequest,
    list: ListSettings,
    subscriber: SubscriberData & { confirmNonce: string | null; unsubscribeNonce: string },
  ) => Promise<void>
  /** Sends the subscriber to the provider; absent for lists kept here only. */
  push?: (
    list: ListSettings,
    subscriber: SubscriberData,
    fetchImpl?: FetchLike,
  ) => Promise<SyncOutcome>
}

/** How long one call to a provider may take before it counts as down. */
export const PROVIDER_TIMEOUT_MS = 8_000

/** A network failure or timeout: the provider may be back later. */
export function unreachable(provider: string, error: unknown): SyncOutcome {
  const reason = error instanceof Error ? error.message : String(error)
  return { ok: false, retry: true, error: `${provider} svarade inte (${reason})`.slice(0, 300) }
}

/** Whether an HTTP refusal may go away by itself or after staff fix the settings. */
export const retryable = (status: number) =>
  status >= 500 ||
  status === 429 ||
  status === 401 ||
  status === 403 ||
  status === 404 ||
  status === 408

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}
