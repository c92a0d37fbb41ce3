import { Forbidden, type Access, type CollectionConfig, type Field } from 'payload'

import { siteUrl } from '@/platform/siteUrl'

import { countryOptions } from '../lists/countries'
import { isCustomer, isShopStaff, shopStaff } from './access'
import { shopGroup } from './labelled'

/** How long a customer stays signed in (the auth cookie lives as long as the token). */
export const CUSTOMER_SESSION_SECONDS = 60 * 60 * 24 * 14

/** Set in the context of our own account calls; Payload's REST forgot-password is refused without it. */
export const SHOP_ACCOUNT_CONTEXT = 'shopAccount'

/** Staff see every customer; a customer only themself. */
const staffOrSelf: Access = ({ req: { user } }) => {
  if (isShopStaff(user)) return true
  return isCustomer(user) ? { id: { equals: user.id } } : false
}

const text = (name: string, sv: string, en: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label: { sv, en }, maxLength: 200, ...extra }) as Field

const country = (defaultValue?: string): Field => ({
  name: 'country',
  type: 'select',
  defaultValue,
  label: { sv: 'Land', en: 'Country' },
  options: countryOptions,
})

const addressFields = (defaultCountry?: string): Field[] => [
  text('company', 'Företag', 'Company'),
  text('address1', 'Gatuadress', 'Street address'),
  text('address2', 'Lägenhet, c/o m.m.', 'Address line 2'),
  {
    type: 'row',
    fields: [
      text('postcode', 'Postnummer', 'Postcode', { maxLength: 10 }),
      text('city', 'Ort', 'City'),
      text('state', 'Län', 'County'),
    ],
  },
  country(defaultCountry),
]

/**
 * Shop customers ("Mitt konto"): an auth collection of its own, so a customer can never open the
 * admin (admin.user stays `users`). The billing contact (name, phone) and the saved billing and
 * shipping addresses prefill the checkout. Accounts are created by the checkout and /konto through
 * features/shop/server/accounts.ts, never through Payload's REST create.
 */
export const Customers: CollectionConfig<'customers'> = {
  slug: 'customers',
  labels: {
    singular: { sv: 'Kund', en: 'Customer' },
    plural: { sv: 'Kunder', en: 'Customers' },
  },
  auth: {
    tokenExpiration: CUSTOMER_SESSION_SECONDS,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https://') },
  },
  access: {
    admin: () => false,
    create: shopStaff,
    delete: shopStaff,
    read: staffOrSelf,
    update: staffOrSelf,
    unlock: shopStaff,
  },
  admin: {
    group: shopGroup,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'phone', 'createdAt'],
  },
  hooks: {
    beforeOperation: [
      ({ operation, context }) => {
        // Reset links go out through the shop's outbox (/konto/aterstall-losenord), not Payload's mailer.
        if (operation === 'forgotPassword' && !context?.[SHOP_ACCOUNT_CONTEXT])
          throw new Forbidden()
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        text('firstName', 'Förnamn', 'First name', { maxLength: 100 }),
        text('lastName', 'Efternamn', 'Last name', { maxLength: 100 }),
        text('phone', 'Telefon', 'Phone', { maxLength: 30 }),
      ],
    },
    {
      name: 'billing',
      type: 'group',
      label: { sv: 'Faktureringsadress', en: 'Billing address' },
      fields: addressFields('SE'),
    },
    {
      name: 'shipping',
      type: 'group',
      label: { sv: 'Leveransadress', en: 'Shipping address' },
      admin: {
        description: {
          sv: 'Lämnas tom när varorna skickas till faktureringsadressen.',
          en: 'Left empty when goods go to the billing address.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            text('firstName', 'Förnamn', 'First name', { maxLength: 100 }),
            text('lastName', 'Efternamn', 'Last name', { maxLength: 100 }),
          ],
        },
        ...addressFields(),
      ],
    },
  ],
  timestamps: true,
}
