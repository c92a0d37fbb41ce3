import type { Order } from '@/payload-types'
import { siteUrl } from '@/platform/siteUrl'

import { PAYMENT_METHODS } from '../lists/paymentMethods'
import { formatSek } from '../money'

// Every e-mail the shop writes, in one place. `shop` is the shop's name from the site settings
// (platform/siteIdentity), never written here.

export type EmailText = { subject: string; text: string }

type Recipient = { firstName?: string | null; email: string }

/** A greeting by first name, the body and the shop's signature. */
const letter = (shop: string, firstName: string | null | undefined, body: string[]) =>
  [`Hej${firstName ? ` ${firstName}` : ''}!`, '', ...body, '', 'Vänliga hälsningar', shop].join(
    '\n',
  )

export const welcomeEmail = (shop: string, customer: Recipient): EmailText => ({
  subject: `Välkommen till ${shop}`,
  text: letter(shop, customer.firstName, [
    `Tack för att du har skapat ett konto hos ${shop}. Du loggar in med din e-postadress`,
    `(${customer.email}) och lösenordet du valde.`,
    '',
    `Under Mitt konto (${siteUrl()}/konto) ser du dina beställningar och ändrar dina adresser.`,
  ]),
})

/** `key` is the one-time key Payload made for the reset (it is the link's only secret). */
export const passwordResetEmail = (shop: string, customer: Recipient, key: string): EmailText => ({
  subject: `Välj ett nytt lösenord för ditt konto hos ${shop}`,
  text: letter(shop, customer.firstName, [
    'Någon (förhoppningsvis du) har bett om att få välja ett nytt lösenord för ditt konto hos',
    `${shop}. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.`,
    '',
    `${siteUrl()}/konto/aterstall-losenord?nyckel=${key}`,
    '',
    'Har du inte bett om det här kan du bortse från mejlet – ditt lösenord ändras inte.',
  ]),
})

export const passwordChangedEmail = (shop: string, customer: Recipient): EmailText => ({
  subject: 'Ditt lösenord har ändrats',
  text: letter(shop, customer.firstName, [
    `Lösenordet till ditt konto hos ${shop} (${customer.email}) har just ändrats.`,
    'Du har loggats ut på dina andra enheter och loggar in där med det nya lösenordet.',
    '',
    'Var det inte du som ändrade det? Välj ett nytt lösenord på en gång under ”Glömt lösenordet?”',
    `(${siteUrl()}/konto/aterstall-losenord) och kontakta oss.`,
  ]),
})

/** The order as both its mails list it: lines, totals, payment and where it goes. */
function orderSummary(order: Order): string {
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

/** The customer's confirmation. */
export const orderConfirmationEmail = (shop: string, order: Order): EmailText => ({
  subject: `Tack för din beställning – order ${order.id}`,
  text: letter(shop, order.billing?.firstName, [
    `Tack för din beställning hos ${shop}. Här är en sammanfattning.`,
    '',
    orderSummary(order),
  ]),
})

/** The shop's own notice of a new order. */
export const orderNoticeEmail = (order: Order): EmailText => ({
  subject: `Ny order ${order.id} (${formatSek(order.totals?.total ?? 0)})`,
  text: `Ny order från ${order.customerEmail}.\n\n${orderSummary(order)}`,
})
