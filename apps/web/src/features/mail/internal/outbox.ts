import type { Payload, PayloadRequest } from 'payload'

import { queryRows, sql } from '@/platform/database/sql'
import { siteIdentity, type SiteIdentity } from '@/platform/siteIdentity'
import { siteUrl } from '@/platform/siteUrl'

import type { MailKind } from './kinds'

/** A message to queue. `order` and `customer` link shop mail to what it tells of. */
export type QueuedMail = {
  to: string
  subject: string
  text: string
  kind: MailKind
  replyTo?: string | null
  order?: number | null
  customer?: number | null
}

export type MailMessage = {
  from: string
  to: string
  subject: string
  text: string
  replyTo?: string
}
export interface MailTransport {
  send(message: MailMessage): Promise<void>
  /** Throws when the server cannot be reached or refuses us, before any message is claimed. */
  verify?(): Promise<void>
}

/** The sender: MAIL_FROM (or the older SHOP_FROM_EMAIL), else the site's name at its address. */
export const fromAddress = (site: SiteIdentity) =>
  process.env.MAIL_FROM ||
  process.env.SHOP_FROM_EMAIL ||
  mailbox(site.name, site.email ?? `no-reply@${new URL(siteUrl()).hostname}`)

/** `Name <address>`; a name with characters that mean something there is quoted. */
export function mailbox(name: string, address: string): string {
  const plain = /^[\p{L}\p{N} .'-]+$/u.test(name)
  return `${plain ? name : `"${name.replace(/["\\]/g, '')}"`} <${address}>`
}

/**
 * Puts a message in the outbox. With `req` it is written in the caller's unit of work, so it goes (or
 * is rolled back) with the change it tells of.
 */
export async function queueMail(
  payload: Payload,
  req: PayloadRequest | undefined,
  mail: QueuedMail,
): Promise<{ id: number }> {
  const doc = await payload.create({
    collection: 'outbox',
    req,
    overrideAccess: true,
    // Only the id is used: the default depth read back the whole order and customer it names.
    depth: 0,
    data: { ...mail, status: 'queued' },
  })
  return { id: doc.id }
}

/** An SMTP transport when SMTP_URL is set (smtp://user:pass@host:port), else null: mail stays queued. */
export async function smtpTransport(url = process.env.SMTP_URL): Promise<MailTransport | null> {
  if (!url) return null
  const nodemailer = await import('nodemailer')
  const transporter = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transporter.sendMail(message)
    },
    async verify() {
      await transporter.verify()
    },
  }
}

/** Sends queued e-mail through the transport; each message is marked sent or failed. */
export async function deliverOutbox(
  payload: Payload,
  transport: MailTransport | null,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 }
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { status: { equals: 'queued' } },
    sort: 'createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return { sent: 0, failed: 0 }
  const from = fromAddress(await siteIdentity(payload))
  let sent = 0
  let failed = 0
  for (const mail of docs) {
    // Claim the message first, so two senders running at once never send it twice.
    const claimed = await queryRows(
      payload,
      undefined,
      sql`UPDATE outbox SET sent_at = ${new Date().toISOString()} WHERE id = ${mail.id} AND sent_at IS NULL RETURNING id`,
    )
    if (!claimed.length) continue
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      })
      await payload.update({
        collection: 'outbox',
        id: mail.id,
        data: { status: 'sent', sentAt: new Date().toISOString() },
        overrideAccess: true,
      })
      sent++
    } catch (err) {
      payload.logger.warn({ err, mail: mail.id }, 'mail: delivery failed')
      await payload.update({
        collection: 'outbox',
        id: mail.id,
        data: { status: 'failed', error: String((err as Error).message).slice(0, 200) },
        overrideAccess: true,
      })
      failed++
    }
  }
  return { sent, failed }
}
