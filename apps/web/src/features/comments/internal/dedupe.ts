import crypto from 'node:crypto'

import { DEDUPE_WINDOW_MS } from './limits'

/**
 * The same comment sent again is stored once. Two rules, both checked before a comment is stored:
 *
 * - With JavaScript, the form's island sends a random key it made for this comment; a retry, a double
 *   click or a resend after a lost answer carries the same key. The key is stored (unique), so even
 *   two requests at the same moment store one comment.
 * - Without JavaScript the cached page cannot give each visitor a key, so the comment's content is
 *   the key: the same post, address and text within DEDUPE_WINDOW_MS is the same comment. Its stored
 *   key is the content hash and the window it fell in (unique too, for a double submit), and a
 *   lookup by content hash over the last window catches a resend that crosses into the next one.
 */

/** Spacing and line breaks do not make a different comment, nor the address's case; the words do. */
export function contentHash(postId: number, email: string, text: string): string {
  const normalised = text.normalize('NFC').replace(/\s+/g, ' ').trim()
  return crypto
    .createHash('sha256')
    .update(`${postId}\n${email.trim().toLowerCase()}\n${normalised}`)
    .digest('hex')
}

/**
 * The key a comment is stored under: the form's own key (per post, so one post's key can never
 * answer for another's comment), or the content hash and its time window.
 */
export function idempotencyKeyFor(args: {
  postId: number
  formKey: string | null
  contentHash: string
  now: Date
}): string {
  if (args.formKey) return `form:${args.postId}:${args.formKey}`
  return `content:${args.contentHash}:${Math.floor(args.now.getTime() / DEDUPE_WINDOW_MS)}`
}

/** The earliest creation time a stored comment may have to count as this one sent again. */
export function dedupeSince(now: Date): Date {
  return new Date(now.getTime() - DEDUPE_WINDOW_MS)
}
