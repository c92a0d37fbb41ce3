import crypto from 'node:crypto'

import { persistentSecret } from '@/platform/secrets'
import { siteUrl } from '@/platform/siteUrl'

/** The confirmation page and the unsubscribe page (each takes `?t=` and shows a button that posts it). */
export const CONFIRM_PATH = '/nyhetsbrev/bekrafta'
export const UNSUBSCRIBE_PATH = '/nyhetsbrev/avregistrera'

export type LinkKind = 'confirm' | 'unsubscribe'
const code: Record<LinkKind, string> = { confirm: 'c', unsubscribe: 'u' }

const secret = () => persistentSecret('nonce-secret', process.env.NONCE_SECRET)

function sign(kind: string, id: number, nonce: string, key: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`newsletter-link|${kind}|${id}|${nonce}`)
    .digest('base64url')
    .slice(0, 32)
}

/** A fresh random part for a link, stored on the subscriber (the confirmation's is emptied when used). */
export const newLinkNonce = () => crypto.randomBytes(16).toString('hex')

/** `c.{id}.{nonce}.{signature}`: which subscriber, which stored nonce, signed by the site. */
export function linkToken(kind: LinkKind, id: number, nonce: string, key = secret()): string {
  return `${code[kind]}.${id}.${nonce}.${sign(code[kind], id, nonce, key)}`
}

/** The subscriber and nonce a token names, when the site signed it for this kind of link. */
export function readLinkToken(
  kind: LinkKind,
  token: unknown,
  key = secret(),
): { id: number; nonce: string } | null {
  if (typeof token !== 'string') return null
  const match = /^([cu])\.(\d{1,12})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match || match[1] !== code[kind]) return null
  const id = Number(match[2])
  const nonce = match[3]!
  const expected = Buffer.from(sign(code[kind], id, nonce, key))
  if (!crypto.timingSafeEqual(expected, Buffer.from(match[4]!))) return null
  return { id, nonce }
}

export const confirmUrl = (id: number, nonce: string) =>
  `${siteUrl()}${CONFIRM_PATH}?t=${linkToken('confirm', id, nonce)}`
export const unsubscribeUrl = (id: number, nonce: string) =>
  `${siteUrl()}${UNSUBSCRIBE_PATH}?t=${linkToken('unsubscribe', id, nonce)}`
