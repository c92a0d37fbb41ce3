import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import type { Customer, Order } from '@/payload-types'
import { queryRows, sql } from '@/platform/database/sql'
import { siteUrl } from '@/platform/siteUrl'

import { orderConfirmationEmail, orderNoticeEmail, type EmailText } from './emails'
import { shopIdentity, type ShopIdentity } from './shopIdentity'

export type MailMessage = { to: string; subject: string; text: string }
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>
}

/** Where new-order notices go: SHOP_NOTICE_EMAIL, else the organisation's address in the site settings. */
const noticeAddress = (shop: ShopIdentity) => process.env.SHOP_NOTICE_EMAIL || shop.email

/** The sender: SHOP_FROM_EMAIL, else the shop's name at the organisation's address. */
const fromAddress = (shop: ShopIdentity) =>
  process.env.SHOP_FROM_EMAIL ||
  mailbox(shop.name, shop.email ?? `no-reply@${new URL(siteUrl()).hostname}`)

/** `Name <address>`; a name with characters that mean something there is quoted. */
function mailbox(name: string, address: string): string {
  const plain = /^[\p{L}\p{N} .'-]+$/u.test(name)
  return `${plain ? name : `"${name.replace(/["\\]/g, '')}"`} <${address}>`
}

/** Puts a message in the outbox, in the caller's unit of work (it goes with the change it tells of). */
const queue = (
  payload: Payload,
  req: PayloadRequest,
  mail: Omit<RequiredDataFromCollectionSlug<'outbox'>, 'status'>,
) =>
  payload.create({
    collection: 'outbox',
    req,
    overrideAccess: true,
    data: { ...mail, status: 'queued' },
  })

/** Queues an e-mail to a customer; `write` gets the shop's name from the site settings. */
export async function queueCustomerEmail(
  payload: Payload,
  req: PayloadRequest,
  customer: Customer,
  kind: 'welcome' | 'password-reset' | 'password-changed',
  write: (shop: string) => EmailText,
): Promise<void> {
  const shop = await shopIdentity(payload, req)
  await queue(payload, req, {
    to: customer.email,
    ...write(shop.name),
    kind,
    customer: customer.id,
  })
}

/** Writes the customer's confirmation and the shop's notice in the order's own unit of work. */
export async function queueOrderEmails(
  payload: Payload,
  req: PayloadRequest,
  order: Order,
): Promise<void> {
  const shop = await shopIdentity(payload, req)
  await queue(payload, req, {
    to: order.customerEmail ?? '',
    ...orderConfirmationEmail(shop.name, order),
    kind: 'order-confirmation',
    order: order.id,
  })
  const to = noticeAddress(shop)
  if (!to) {
    // The order stands without its notice; staff see it in the admin.
    payload.logger.warn(
      { order: order.id },
      'shop: no address for new-order notices; set SHOP_NOTICE_EMAIL or the e-mail in the site settings',
    )
    return
  }
  await queue(payload, req, {
    to,
    ...orderNoticeEmail(order),
    kind: 'order-notice',
    order: order.id,
  })
}

/** An SMTP transport when SMTP_URL is set (smtp://user:pass@host:port), else null: mail stays queued. */
export async function smtpTransport(url = process.env.SMTP_URL): Promise<MailTransport | null> {
  if (!url) return null
  const nodemailer = await import('nodemailer')
  const transporter = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
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
  const from = fromAddress(await shopIdentity(payload))
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
      })
      await payload.update({
        collection: 'outbox',
        id: mail.id,
        data: { status: 'sent', sentAt: new Date().toISOString() },
        overrideAccess: true,
      })
      sent++
    } catch (err) {
      payload.logger.warn({ err, mail: mail.id }, 'shop: e-mail delivery failed')
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
