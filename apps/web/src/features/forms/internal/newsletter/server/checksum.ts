import crypto from 'node:crypto'

import { z } from 'zod'

import { persistentSecret } from '@/platform/secrets'

import {
  customFieldTypes,
  newsletterProviders,
  type CustomField,
  type NewsletterProvider,
} from '../rules'

/**
 * What a rendered newsletter form promises the server, signed into `et_checksum`: the list, provider
 * and account it subscribes to (so a browser cannot point a subscription at another list), and the
 * settings the server re-validates against (name fields shown, custom fields, bot protection), since
 * the server never trusts what the browser says about the form.
 */
export type FormPromise = {
  listId: string
  provider: NewsletterProvider
  account: string
  /** Labels of the name fields the form shows (and so requires); null when not shown. */
  firstName: string | null
  lastName: string | null
  customFields: CustomField[]
  botProtection: boolean
}

const promiseBody = z.object({
  f: z.string().max(200).nullable(),
  l: z.string().max(200).nullable(),
  b: z.boolean(),
  c: z
    .array(
      z.object({
        id: z.string().max(100),
        type: z.enum(customFieldTypes),
        label: z.string().max(200),
        required: z.boolean(),
        options: z
          .array(
            z.object({
              id: z.string().max(100),
              value: z.string().max(200),
              dataId: z.string().max(100),
            }),
          )
          .max(50),
      }),
    )
    .max(30),
})

// The nonce secret, as the form guard uses it: shared by every instance; 'newsletter-form|' keeps a
// checksum from passing for anything else signed with it.
const secret = () => persistentSecret('nonce-secret', process.env.NONCE_SECRET)

function sign(head: string, body: string, key: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`newsletter-form|${head}|${body}`)
    .digest('base64url')
}

const head = (p: Pick<FormPromise, 'listId' | 'provider' | 'account'>) =>
  JSON.stringify([p.listId, p.provider, p.account])

/** The checksum a rendered form carries: its settings (base64url JSON) and their signature. */
export function issueChecksum(promise: FormPromise, key = secret()): string {
  const body = Buffer.from(
    JSON.stringify({
      f: promise.firstName,
      l: promise.lastName,
      b: promise.botProtection,
      c: promise.customFields,
    }),
  ).toString('base64url')
  return `${body}.${sign(head(promise), body, key)}`
}

/**
 * The form's settings when `checksum` was issued for exactly this list, provider and account; null
 * when it was not (forged, altered, or issued for another list).
 */
export function verifyChecksum(
  checksum: string,
  target: { listId: string; provider: string; account: string },
  key = secret(),
): FormPromise | null {
  const provider = z.enum(newsletterProviders).safeParse(target.provider)
  if (!provider.success) return null
  const [body, signature, extra] = checksum.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(head({ ...target, provider: provider.data }), body, key))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = promiseBody.safeParse(json)
  if (!parsed.success) return null
  return {
    listId: target.listId,
    provider: provider.data,
    account: target.account,
    firstName: parsed.data.f,
    lastName: parsed.data.l,
    customFields: parsed.data.c,
    botProtection: parsed.data.b,
  }
}
