import { z } from 'zod'

import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './lists/countries'
import { PAYMENT_METHOD_IDS, PAYMENT_METHODS, type PaymentMethodId } from './lists/paymentMethods'

export { COUNTRIES, PAYMENT_METHODS, type CountryCode, type PaymentMethodId }

/** The Swedish label of each checkout field, used in '<fält> är ett obligatoriskt fält' (spec 5.5). */
export const FIELD_LABELS = {
  billing_first_name: 'Förnamn',
  billing_last_name: 'Efternamn',
  billing_company: 'Företagsnamn',
  billing_country: 'Land',
  billing_address_1: 'Gatuadress',
  billing_address_2: 'Lägenhet, c/o m.m.',
  billing_postcode: 'Postnummer',
  billing_city: 'Ort',
  billing_state: 'Län',
  billing_phone: 'Telefon',
  billing_email: 'E-postadress',
  shipping_first_name: 'Förnamn för leverans',
  shipping_last_name: 'Efternamn för leverans',
  shipping_company: 'Företagsnamn för leverans',
  shipping_country: 'Land för leverans',
  shipping_address_1: 'Gatuadress för leverans',
  shipping_address_2: 'Lägenhet, c/o m.m. för leverans',
  shipping_postcode: 'Postnummer för leverans',
  shipping_city: 'Ort för leverans',
  shipping_state: 'Län för leverans',
  order_comments: 'Ordermeddelande',
  shipping_method: 'Leveranssätt',
  payment_method: 'Betalsätt',
  account_password: 'Skapa lösenord',
} as const
export type CheckoutField = keyof typeof FIELD_LABELS

export const requiredMessage = (field: CheckoutField) =>
  `${FIELD_LABELS[field]} är ett obligatoriskt fält.`

const text = (field: CheckoutField, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: requiredMessage(field) })
      .min(1, requiredMessage(field))
      .max(max, `${FIELD_LABELS[field]} är för långt.`),
  )
const optionalText = (field: CheckoutField, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().max(max, `${FIELD_LABELS[field]} är för långt.`),
  )
const country = (field: CheckoutField) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COUNTRY_CODES, {
      error: requiredMessage(field),
    }),
  )
const flag = z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean())

/** Swedish postcodes are five digits ('852 34'); elsewhere we accept 3–10 letters, digits and spaces. */
function postcodeOk(country: string, postcode: string): boolean {
  return country === 'SE'
    ? /^\d{3}\s?\d{2}$/.test(postcode)
    : /^[A-Za-z0-9 -]{3,10}$/.test(postcode)
}

const address = (prefix: 'billing' | 'shipping') => ({
  [`${prefix}_first_name`]: text(`${prefix}_first_name`),
  [`${prefix}_last_name`]: text(`${prefix}_last_name`),
  [`${prefix}_company`]: optionalText(`${prefix}_company`),
  [`${prefix}_country`]: country(`${prefix}_country`),
  [`${prefix}_address_1`]: text(`${prefix}_address_1`, 200),
  [`${prefix}_address_2`]: optionalText(`${prefix}_address_2`, 200),
  [`${prefix}_postcode`]: text(`${prefix}_postcode`, 10),
  [`${prefix}_city`]: text(`${prefix}_city`),
  [`${prefix}_state`]: optionalText(`${prefix}_state`),
})

export type Address = {
  first_name: string
  last_name: string
  company: string
  country: CountryCode
  address_1: string
  address_2: string
  postcode: string
  city: string
  state: string
}

const billingSchema = z.object({
  ...address('billing'),
  billing_phone: text('billing_phone', 30).pipe(
    z.string().regex(/^[+0-9 ()-]{6,30}$/, 'Telefonnumret är inte giltigt.'),
  ),
  billing_email: text('billing_email', 254).pipe(z.email('E-postadressen är inte giltig.')),
})
const shippingSchema = z.object(address('shipping'))
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
  billing: Address & { phone: string; email: string }
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

export type FieldError = { field: string; message: string }
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

function issues(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }))
}

function pick(data: Record<string, unknown>, prefix: 'billing' | 'shipping'): Address {
  const get = (k: string) => String(data[`${prefix}_${k}`] ?? '')
  return {
    first_name: get('first_name'),
    last_name: get('last_name'),
    company: get('company'),
    country: get('country') as CountryCode,
    address_1: get('address_1'),
    address_2: get('address_2'),
    postcode: get('postcode').replace(/\s/g, ''),
    city: get('city'),
    state: get('state'),
  }
}

/** Shortest password an account may have; long passphrases are welcome (up to 128 characters). */
export const PASSWORD_MIN_LENGTH = 10

/** A new password (never trimmed: spaces are part of it). */
const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken långt.`,
      abort: true,
    })
    .max(128, 'Lösenordet får vara högst 128 tecken långt.')

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Ogiltiga uppgifter.'

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
  const billing = billingSchema.safeParse(fields)
  const shipToDifferent = rest.success
    ? rest.data.ship_to_different_address
    : flag.parse(fields.ship_to_different_address)
  const shipping = shipToDifferent ? shippingSchema.safeParse(fields) : null
  const errors: FieldError[] = [
    ...(billing.success ? [] : issues(billing.error)),
    ...(shipping && !shipping.success ? issues(shipping.error) : []),
    ...(rest.success ? [] : issues(rest.error)),
  ]
  if (
    billing.success &&
    !postcodeOk(String(fields.billing_country), String(fields.billing_postcode))
  ) {
    errors.push({ field: 'billing_postcode', message: 'Postnumret är inte giltigt.' })
  }
  if (
    shipping?.success &&
    !postcodeOk(String(fields.shipping_country), String(fields.shipping_postcode))
  ) {
    errors.push({ field: 'shipping_postcode', message: 'Postnumret för leverans är inte giltigt.' })
  }
  const createAccount = flag.parse(fields.createaccount)
  const password = createAccount
    ? newPassword('Ange ett lösenord för ditt nya konto.').safeParse(fields.account_password)
    : null
  if (password && !password.success)
    errors.push({ field: 'account_password', message: firstMessage(password.error) })
  if (errors.length || !rest.success || !billing.success) return { ok: false, errors }
  const billingAddress = pick(fields, 'billing')
  return {
    ok: true,
    data: {
      billing: {
        ...billingAddress,
        phone: String(billing.data.billing_phone),
        email: String(billing.data.billing_email).toLowerCase(),
      },
      shipping: shipToDifferent ? pick(fields, 'shipping') : billingAddress,
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

// Customer accounts ("Mitt konto", /konto): sign-in, registration, password reset and change, addresses.

const accountEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'E-postadress är ett obligatoriskt fält.' })
    .min(1, { error: 'E-postadress är ett obligatoriskt fält.', abort: true })
    .max(254, { error: 'E-postadressen är för lång.', abort: true })
    .pipe(z.email('E-postadressen är inte giltig.'))
    .transform((e) => e.toLowerCase()),
)

/** Where to go after signing in: a path on this site (checked again with safeLocalPath). */
const returnTo = z.preprocess(
  (v) => (typeof v === 'string' && v ? v : undefined),
  z.string().max(200).optional(),
)

export const signInSchema = z.object({
  email: accountEmail,
  // Any length: the rules for new passwords may have changed since this one was chosen.
  password: z
    .string({ error: 'Lösenord är ett obligatoriskt fält.' })
    .min(1, 'Lösenord är ett obligatoriskt fält.')
    .max(128, 'Fel e-postadress eller lösenord.'),
  till: returnTo,
})
export type SignInInput = z.infer<typeof signInSchema>

export const registerSchema = z.object({
  email: accountEmail,
  password: newPassword('Välj ett lösenord.'),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: accountEmail })

const resetKeyMessage = 'Länken för att välja ett nytt lösenord är ogiltig. Begär en ny länk.'

export const resetPasswordSchema = z
  .object({
    nyckel: z.string({ error: resetKeyMessage }).regex(/^[a-f0-9]{40}$/, resetKeyMessage),
    password: newPassword('Välj ett nytt lösenord.'),
    password_confirm: z.string({ error: 'Upprepa det nya lösenordet.' }),
  })
  .refine((d) => d.password === d.password_confirm, {
    error: 'Lösenorden stämmer inte överens.',
    path: ['password_confirm'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/** 'Byt lösenord' on /konto: the current password (checked by Payload), the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Ange ditt nuvarande lösenord.' })
      .min(1, 'Ange ditt nuvarande lösenord.')
      .max(128, 'Nuvarande lösenord stämmer inte.'),
    password: newPassword('Välj ett nytt lösenord.'),
    password_confirm: z.string({ error: 'Upprepa det nya lösenordet.' }),
  })
  .refine((d) => d.password === d.password_confirm, {
    error: 'Lösenorden stämmer inte överens.',
    path: ['password_confirm'],
  })
  .refine((d) => d.password !== d.current_password, {
    error: 'Det nya lösenordet måste skilja sig från det nuvarande.',
    path: ['password'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/**
 * Validates one of the account forms: the first problem of each field, in form order, so every
 * field in error gets one Swedish message.
 */
export function validateForm<T>(schema: z.ZodType<T>, raw: unknown): Validated<T> {
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, data: result.data }
  const seen = new Set<string>()
  const errors = issues(result.error).filter((e) => !seen.has(e.field) && seen.add(e.field))
  return { ok: false, errors }
}

export type AccountAddresses = {
  billing: Address & { phone: string }
  /** null: goods go to the billing address. */
  shipping: Address | null
}

const accountBillingSchema = billingSchema.omit({ billing_email: true })

/** The saved addresses on /konto: the checkout's rules, without the e-mail (that is the sign-in). */
export function validateAccountAddresses(
  raw: Record<string, unknown>,
): Validated<AccountAddresses> {
  const billing = accountBillingSchema.safeParse(raw)
  const shipElsewhere = flag.parse(raw.ship_to_different_address)
  const shipping = shipElsewhere ? shippingSchema.safeParse(raw) : null
  const errors: FieldError[] = [
    ...(billing.success ? [] : issues(billing.error)),
    ...(shipping && !shipping.success ? issues(shipping.error) : []),
  ]
  if (billing.success && !postcodeOk(String(raw.billing_country), String(raw.billing_postcode)))
    errors.push({ field: 'billing_postcode', message: 'Postnumret är inte giltigt.' })
  if (shipping?.success && !postcodeOk(String(raw.shipping_country), String(raw.shipping_postcode)))
    errors.push({ field: 'shipping_postcode', message: 'Postnumret för leverans är inte giltigt.' })
  if (errors.length || !billing.success) return { ok: false, errors }
  return {
    ok: true,
    data: {
      billing: { ...pick(raw, 'billing'), phone: String(billing.data.billing_phone) },
      shipping: shipElsewhere ? pick(raw, 'shipping') : null,
    },
  }
}
