import { z } from 'zod'

import {
  fieldErrors,
  optionalText,
  requiredMessage,
  text,
  type CheckoutField,
  type FieldError,
} from './formFields'
import { COUNTRY_CODES, type CountryCode } from './lists/countries'

/** A form's address blocks: fields named `billing_…` and `shipping_…`. */
export type AddressPrefix = 'billing' | 'shipping'

/** A postal address as orders and accounts keep it: every part trimmed, the postcode without spaces. */
export type Address = {
  firstName: string
  lastName: string
  company: string
  country: CountryCode
  address1: string
  address2: string
  postcode: string
  city: string
  state: string
}
/** The checkout's billing address, with the buyer's phone and e-mail. */
export type BillingAddress = Address & { phone: string; email: string }
/** The billing address saved on an account: the e-mail is the account's own. */
export type AccountBilling = Address & { phone: string }

const country = (field: CheckoutField) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COUNTRY_CODES, { error: requiredMessage(field) }),
  )

/**
 * Each part of an address: its form field after the block's prefix and its rule, in form order (the
 * order problems are reported in).
 */
const PARTS = {
  firstName: { name: 'first_name', rule: (f) => text(f) },
  lastName: { name: 'last_name', rule: (f) => text(f) },
  company: { name: 'company', rule: (f) => optionalText(f) },
  country: { name: 'country', rule: country },
  address1: { name: 'address_1', rule: (f) => text(f, 200) },
  address2: { name: 'address_2', rule: (f) => optionalText(f, 200) },
  postcode: { name: 'postcode', rule: (f) => text(f, 10) },
  city: { name: 'city', rule: (f) => text(f) },
  state: { name: 'state', rule: (f) => optionalText(f) },
} satisfies Record<keyof Address, { name: string; rule: (field: CheckoutField) => z.ZodType }>

const PART_KEYS = Object.keys(PARTS) as (keyof Address)[]

const fieldName = (prefix: AddressPrefix, part: keyof Address) =>
  `${prefix}_${PARTS[part].name}` as CheckoutField

const blockShape = (prefix: AddressPrefix): Record<string, z.ZodType> =>
  Object.fromEntries(
    PART_KEYS.map((part) => [fieldName(prefix, part), PARTS[part].rule(fieldName(prefix, part))]),
  )

/** A block's validated (trimmed) fields as an address. */
function toAddress(prefix: AddressPrefix, fields: Record<string, unknown>): Address {
  const part = (p: keyof Address) => fields[fieldName(prefix, p)] as string
  return {
    firstName: part('firstName'),
    lastName: part('lastName'),
    company: part('company'),
    country: part('country') as CountryCode,
    address1: part('address1'),
    address2: part('address2'),
    postcode: part('postcode').replace(/\s/g, ''),
    city: part('city'),
    state: part('state'),
  }
}

/** The address part of an address with more on it (a billing address with phone and e-mail). */
export const addressOf = (a: Address): Address =>
  Object.fromEntries(PART_KEYS.map((part) => [part, a[part]])) as Address

/** One address block of a form, checked and trimmed, as an address. */
export const addressSchema = (prefix: AddressPrefix) =>
  z.object(blockShape(prefix)).transform((v) => toAddress(prefix, v))

const phone = text('billing_phone', 30).pipe(
  z.string().regex(/^[+0-9 ()-]{6,30}$/, 'Telefonnumret är inte giltigt.'),
)
const email = text('billing_email', 254).pipe(z.email('E-postadressen är inte giltig.'))

/** The checkout's billing block: the address, a phone number and the e-mail (lower-cased). */
export const billingSchema = z
  .object({ ...blockShape('billing'), billing_phone: phone, billing_email: email })
  .transform((v): BillingAddress => ({
    ...toAddress('billing', v),
    phone: v.billing_phone,
    email: v.billing_email.toLowerCase(),
  }))

/** The billing block of /konto's address form: the checkout's rules without the e-mail. */
export const accountBillingSchema = z
  .object({ ...blockShape('billing'), billing_phone: phone })
  .transform((v): AccountBilling => ({ ...toAddress('billing', v), phone: v.billing_phone }))

const shippingSchema = addressSchema('shipping')

const POSTCODE_MESSAGES = {
  billing: 'Postnumret är inte giltigt.',
  shipping: 'Postnumret för leverans är inte giltigt.',
} satisfies Record<AddressPrefix, string>

/** Swedish postcodes are five digits ('852 34'); elsewhere 3–10 letters, digits and hyphens. */
export function postcodeError(prefix: AddressPrefix, address: Address): FieldError | null {
  const valid =
    address.country === 'SE'
      ? /^\d{5}$/.test(address.postcode)
      : /^[A-Za-z0-9-]{3,10}$/.test(address.postcode)
  return valid ? null : { field: `${prefix}_postcode`, message: POSTCODE_MESSAGES[prefix] }
}

export type AddressesRead<B extends Address> = {
  /** null when the block has problems. */
  billing: B | null
  /** null when goods go to the billing address, or when the block has problems. */
  shipping: Address | null
  /** Missing and malformed fields, billing before shipping, in form order. */
  fieldErrors: FieldError[]
  /** Postcodes that do not fit their country, for the blocks whose fields passed. */
  postcodeErrors: FieldError[]
}

/** A form's billing block and, when goods go elsewhere, its shipping block. */
export function readAddresses<B extends Address>(
  fields: Record<string, unknown>,
  billingBlock: z.ZodType<B>,
  shipElsewhere: boolean,
): AddressesRead<B> {
  const billing = billingBlock.safeParse(fields)
  const shipping = shipElsewhere ? shippingSchema.safeParse(fields) : null
  const postcodes = [
    billing.success ? postcodeError('billing', billing.data) : null,
    shipping?.success ? postcodeError('shipping', shipping.data) : null,
  ]
  return {
    billing: billing.success ? billing.data : null,
    shipping: shipping?.success ? shipping.data : null,
    fieldErrors: [
      ...(billing.success ? [] : fieldErrors(billing.error)),
      ...(shipping && !shipping.success ? fieldErrors(shipping.error) : []),
    ],
    postcodeErrors: postcodes.filter((e): e is FieldError => e !== null),
  }
}

/** An address as an order keeps it; the shipping address has no phone or e-mail of its own. */
export const orderAddress = (address: Address, contact = { phone: '', email: '' }) => ({
  ...addressOf(address),
  ...contact,
})

const NO_SHIPPING_ADDRESS = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  postcode: '',
  city: '',
  state: '',
  country: null,
}

/**
 * What an account keeps of a form's addresses: the billing name and phone on the account itself, the
 * rest in its billing group; no shipping address (goods go to billing) empties its shipping group.
 */
export function customerAddresses(billing: AccountBilling, shipping: Address | null) {
  const { firstName, lastName, ...billingGroup } = addressOf(billing)
  return {
    firstName,
    lastName,
    phone: billing.phone,
    billing: billingGroup,
    shipping: shipping ? addressOf(shipping) : NO_SHIPPING_ADDRESS,
  }
}

/** A stored address under a form's field names (`billing_first_name`, …), to fill the form in again. */
export function addressFormFields(
  prefix: AddressPrefix,
  stored: { [P in keyof Address]?: string | null },
): Record<string, string | null | undefined> {
  return Object.fromEntries(PART_KEYS.map((part) => [fieldName(prefix, part), stored[part]]))
}
