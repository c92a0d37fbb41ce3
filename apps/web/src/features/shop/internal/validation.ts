import { z } from 'zod'

import {
  addressOf,
  billingSchema,
  readAddresses,
  type Address,
  type BillingAddress,
} from './address'
import {
  fieldErrors,
  firstMessage,
  flag,
  optionalText,
  requiredMessage,
  text,
  type FieldError,
  type Validated,
} from './formFields'
import { COUNTRIES, type CountryCode } from './lists/countries'
import { PAYMENT_METHOD_IDS, PAYMENT_METHODS, type PaymentMethodId } from './lists/paymentMethods'
import { newPassword, PASSWORD_MIN_LENGTH } from './validation.accounts'

// What the checkout and account forms render from (their labels, lists and the password rule).
export { FIELD_LABELS, type CheckoutField, type FieldError, type Validated } from './formFields'
export { COUNTRIES, PAYMENT_METHODS, PASSWORD_MIN_LENGTH, type CountryCode, type PaymentMethodId }

const restSchema = z.object({
  ship_to_different_address: flag,
  createaccount: flag,
  order_comments: optionalText('order_comments', 2000),
  shipping_method: text('shipping_method', 64),
  payment_method: z.enum(PAYMENT_METHOD_IDS, {
    error: requiredMessage('payment_method'),
  }),
  idempotency_key: z
    .string({ error: 'Formuläret saknar en beställningsnyckel. Ladda om sidan.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Formuläret saknar en beställningsnyckel. Ladda om sidan.'),
})

export type CheckoutInput = {
  billing: BillingAddress
  /** Where the goods go: the billing address unless 'Skicka till en annan adress' is ticked. */
  shipping: Address
  shipToDifferentAddress: boolean
  createAccount: boolean
  /** The new account's password when 'Skapa ett konto?' is ticked, else ''. Never stored or logged. */
  accountPassword: string
  orderComments: string
  shippingMethod: string
  paymentMethod: PaymentMethodId
  idempotencyKey: string
}

/** `shipping_method[0]` (the form's name) and `shipping_method` are the same field. */
export function normaliseCheckoutFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields }
  if (out.shipping_method === undefined && out['shipping_method[0]'] !== undefined)
    out.shipping_method = out['shipping_method[0]']
  return out
}

/**
 * Validates the checkout form. Every field in error is reported (in form order) with a Swedish
 * message; the shipping block is validated only when 'Skicka till en annan adress' is ticked.
 */
export function validateCheckout(raw: Record<string, unknown>): Validated<CheckoutInput> {
  const fields = normaliseCheckoutFields(raw)
  const rest = restSchema.safeParse(fields)
  const shipToDifferent = rest.success
    ? rest.data.ship_to_different_address
    : flag.parse(fields.ship_to_different_address)
  const addresses = readAddresses(fields, billingSchema, shipToDifferent)
  const errors: FieldError[] = [
    ...addresses.fieldErrors,
    ...(rest.success ? [] : fieldErrors(rest.error)),
    ...addresses.postcodeErrors,
  ]
  const createAccount = flag.parse(fields.createaccount)
  const password = createAccount
    ? newPassword('Ange ett lösenord för ditt nya konto.').safeParse(fields.account_password)
    : null
  if (password && !password.success)
    errors.push({ field: 'account_password', message: firstMessage(password.error) })
  const { billing, shipping } = addresses
  if (errors.length || !rest.success || !billing) return { ok: false, errors }
  return {
    ok: true,
    data: {
      billing,
      shipping: shipping ?? addressOf(billing),
      shipToDifferentAddress: shipToDifferent,
      createAccount: rest.data.createaccount,
      accountPassword: password?.success ? password.data : '',
      orderComments: rest.data.order_comments,
      shippingMethod: rest.data.shipping_method,
      paymentMethod: rest.data.payment_method,
      idempotencyKey: rest.data.idempotency_key,
    },
  }
}

/** Totals are recalculated from these four (spec 4.6), plus the shipping method. */
export const quoteSchema = z.object({
  shipping_method: z.string().max(64).optional(),
  billing_country: z.string().max(2).optional(),
  billing_postcode: z.string().max(10).optional(),
  shipping_country: z.string().max(2).optional(),
  shipping_postcode: z.string().max(10).optional(),
  ship_to_different_address: flag.optional(),
})

/**
 * A document id as a form (string) or JSON (number) sends it. Every branch carries the message: a
 * union's own `error` only covers input matching no branch type.
 */
const documentId = (message: string) =>
  [
    z.string().regex(/^[0-9a-zA-Z-]{1,40}$/, message),
    z.number({ error: message }).int(message).positive(message),
  ] as const
const productId = z
  .union(documentId('Produkten finns inte.'), { error: 'Produkten finns inte.' })
  .transform(String)
/** A variant of the product; absent, null or '' for a product bought as it is. */
const variantId = z
  .union([...documentId('Varianten finns inte.'), z.literal(''), z.null()], {
    error: 'Varianten finns inte.',
  })
  .optional()
  .transform((v) => (v === '' || v == null ? undefined : String(v)))
const quantity = z.coerce
  .number({ error: 'Ange ett antal.' })
  .int('Ange ett helt antal.')
  .min(0, 'Antalet kan inte vara negativt.')
  .max(999, 'Högst 999 av samma vara.')

export const cartRequestSchema = z.discriminatedUnion(
  'op',
  [
    z.object({
      op: z.literal('add'),
      productId,
      variantId,
      quantity: quantity.refine((q) => q >= 1, 'Ange minst 1.').default(1),
    }),
    z.object({
      op: z.literal('update'),
      items: z.array(z.object({ productId, variantId, quantity })).min(1).max(100),
    }),
    z.object({ op: z.literal('remove'), productId, variantId }),
    z.object({
      op: z.literal('coupon'),
      code: z.string().trim().min(1, 'Ange en rabattkod.').max(40, 'Rabattkoden är för lång.'),
    }),
    z.object({ op: z.literal('removeCoupon') }),
  ],
  { error: 'Okänd åtgärd för varukorgen.' },
)
export type CartRequest = z.infer<typeof cartRequestSchema>

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: 'Välj ett betyg.' })
    .int('Välj ett betyg.')
    .min(1, 'Välj ett betyg mellan 1 och 5.')
    .max(5, 'Välj ett betyg mellan 1 och 5.'),
  author: z
    .string({ error: 'Namn är ett obligatoriskt fält.' })
    .trim()
    .min(1, 'Namn är ett obligatoriskt fält.')
    .max(80, 'Namnet är för långt.'),
  email: z
    .string({ error: 'E-postadress är ett obligatoriskt fält.' })
    .trim()
    .min(1, 'E-postadress är ett obligatoriskt fält.')
    .pipe(z.email('E-postadressen är inte giltig.')),
  body: z
    .string({ error: 'Recension är ett obligatoriskt fält.' })
    .trim()
    .min(1, 'Recension är ett obligatoriskt fält.')
    .max(4000, 'Recensionen är för lång.'),
})
export type ReviewInput = z.infer<typeof reviewSchema>
