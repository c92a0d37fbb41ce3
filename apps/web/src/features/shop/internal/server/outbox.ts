import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

import { formatSek } from '../money'
import { PAYMENT_METHODS } from '../validation'
import { queryRows, sql } from '@/platform/database/sql'

export type MailMessage = { to: string; subject: string; text: string }
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>
}

/** The shop's own address for new-order notices (SHOP_NOTICE_EMAIL), and the sender. */
export const shopEmail = () => process.env.SHOP_NOTICE_EMAIL || 'order@norrberg-industriservice.se'
const fromAddress = () =>
  process.env.SHOP_FROM_EMAIL || 'Norrberg Industriservice <order@norrberg-industriservice.se>'

function orderText(order: Order): string {
  const lines = (order.lines ?? []).map(
    (l) =>
      `${l.quantity} × ${l.title}${l.variantLabel ? `, ${l.variantLabel}` : ''} (${l.sku})  ${formatSek(l.lineTotal ?? 0)}`,
  )
  const t = order.totals ?? {}
  const ship = order.shipping ?? {}
  return [
    `Order ${order.id}`,
    '',
    ...lines,
    '',
    `Delsumma: ${formatSek(t.subtotal ?? 0)}`,
    ...(t.discount
      ? [`Rabatt${order.couponCode ? ` (${order.couponCode})` : ''}: −${formatSek(t.discount)}`]
      : []),
    `Frakt (${order.shippingMethodName ?? ''}): ${formatSek(t.shipping ?? 0)}`,
    `Totalt: ${formatSek(t.total ?? 0)} (varav moms ${formatSek(t.vat ?? 0)})`,
    `Betalsätt: ${order.paymentMethod ? PAYMENT_METHODS[order.paymentMethod].label : ''}`,
    '',
    'Leveransadress:',
    `${ship.firstName ?? ''} ${ship.lastName ?? ''}`.trim(),
    ...(ship.company ? [ship.company] : []),
    ship.address1 ?? '',
    ...(ship.address2 ? [ship.address2] : []),
    `${ship.postcode ?? ''} ${ship.city ?? ''}`.trim(),
  ].join('\n')
}

/** Writes the customer's confirmation and the shop's notice in the order's own unit of work. */
export async function queueOrderEmails(
  payload: Payload,
  req: PayloadRequest,
  order: Order,
): Promise<void> {
  const body = orderText(order)
  const name = order.billing?.firstName ?? ''
  await payload.create({
    collection: 'outbox',
    req,
    overrideAccess: true,
    data: {
      to: order.customerEmail ?? '',
      subject: `Tack för din beställning – order ${order.id}`,
      text: `Hej ${name}!\n\nTack för din beställning hos Norrberg Industriservice. Här är en sammanfattning.\n\n${body}\n\nVänliga hälsningar\nNorrberg Industriservice`,
      kind: 'order-confirmation',
      order: order.id,
      status: 'queued',
    },
  })
  await payload.create({
    collection: 'outbox',
    req,
    overrideAccess: true,
    data: {
      to: shopEmail(),
      subject: `Ny order ${order.id} (${formatSek(order.totals?.total ?? 0)})`,
      text: `Ny order från ${order.customerEmail}.\n\n${body}`,
      kind: 'order-notice',
      order: order.id,
      status: 'queued',
    },
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
        from: fromAddress(),
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
