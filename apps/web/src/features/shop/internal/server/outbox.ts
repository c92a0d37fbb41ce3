import type { Payload, PayloadRequest } from 'payload'

import { queueMail } from '@/features/mail'
import type { Customer, Order } from '@/payload-types'
import { siteIdentity, type SiteIdentity } from '@/platform/siteIdentity'

import { orderConfirmationEmail, orderNoticeEmail, type EmailText } from './emails'

/** Where new-order notices go: SHOP_NOTICE_EMAIL, else the organisation's address in the site settings. */
const noticeAddress = (shop: SiteIdentity) => process.env.SHOP_NOTICE_EMAIL || shop.email

/** Queues an e-mail to a customer; `write` gets the shop's name from the site settings. */
export async function queueCustomerEmail(
  payload: Payload,
  req: PayloadRequest,
  customer: Customer,
  kind: 'welcome' | 'password-reset' | 'password-changed',
  write: (shop: string) => EmailText,
): Promise<void> {
  const shop = await siteIdentity(payload, req)
  await queueMail(payload, req, {
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
  const shop = await siteIdentity(payload, req)
  await queueMail(payload, req, {
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
  await queueMail(payload, req, {
    to,
    ...orderNoticeEmail(order),
    kind: 'order-notice',
    order: order.id,
  })
}
