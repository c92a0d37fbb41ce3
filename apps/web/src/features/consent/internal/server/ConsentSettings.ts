import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminField } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { revalidateEverything } from '@/hooks/revalidate'

import { CATEGORY_LABELS, CONSENT_CATEGORIES, type ConsentCategory } from '../categories'
import { TAG_NAMES, TAGS, type TagName } from '../tagSources'

export const consentGroup = { sv: 'Samtycke', en: 'Consent' }

export const CONSENT_SETTINGS_SLUG = 'consent-settings'

const categoryHelp: Record<ConsentCategory, { sv: string; en: string }> = {
  necessary: {
    sv: 'Alltid på: det som krävs för att sidan, varukorgen och inloggningen ska fungera.',
    en: 'Always on: what the site, cart and sign-in need to work.',
  },
  functional: {
    sv: 'Inbäddat innehåll: videor, karta, musik.',
    en: 'Embedded content: videos, map, music.',
  },
  analytics: {
    sv: 'Besöksstatistik (GA4, Tag Manager).',
    en: 'Visitor statistics (GA4, Tag Manager).',
  },
  performance: { sv: 'Mätning av sidans prestanda.', en: 'Measuring site performance.' },
  advertisement: {
    sv: 'Annonser och konverteringar (Meta, Google Ads).',
    en: 'Ads and conversions.',
  },
  other: { sv: 'Det som inte passar någon annan kategori.', en: 'Anything else.' },
}

const categoryField = (category: ConsentCategory): Field => ({
  name: category,
  type: 'group',
  label: { sv: CATEGORY_LABELS[category], en: category[0]!.toUpperCase() + category.slice(1) },
  admin: { description: categoryHelp[category] },
  fields: [
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Namn', en: 'Name' },
      admin: { placeholder: CATEGORY_LABELS[category] },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { sv: 'Beskrivning', en: 'Description' },
    },
    {
      name: 'cookies',
      type: 'array',
      dbName: `consent_cookies_${category}`,
      label: { sv: 'Cookies och tjänster', en: 'Cookies and services' },
      labels: {
        singular: { sv: 'Cookie', en: 'Cookie' },
        plural: { sv: 'Cookies', en: 'Cookies' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
            { name: 'provider', type: 'text', label: { sv: 'Tjänst', en: 'Service' } },
            {
              name: 'duration',
              type: 'text',
              localized: true,
              label: { sv: 'Lagringstid', en: 'Duration' },
            },
          ],
        },
        { name: 'purpose', type: 'text', localized: true, label: { sv: 'Syfte', en: 'Purpose' } },
      ],
    },
  ],
})

const tagField = (name: TagName): Field => ({
  name,
  type: 'text',
  label: TAGS[name].label,
  admin: {
    placeholder: TAGS[name].example,
    description: {
      sv: `Laddas först när besökaren godkänt kategorin ${CATEGORY_LABELS[TAGS[name].category].toLowerCase()}. Tomt = laddas inte.`,
      en: `Loaded only after the visitor allows ${TAGS[name].category}. Empty = not loaded.`,
    },
  },
  validate: (value: unknown) =>
    value == null || value === '' || TAGS[name].pattern.test(String(value).trim())
      ? true
      : `Ogiltigt id, ange t.ex. ${TAGS[name].example}.`,
})

/**
 * The cookie banner and preferences dialog (spec 1, 4.9): texts per language, the six categories
 * with the cookies each covers, the policy version (raised when the list changes, so visitors are
 * asked again) and the ids of the tags loaded after consent. Staff edit the texts; only admins the
 * tag ids, since those choose what code runs on every page.
 */
export const ConsentSettings: GlobalConfig = {
  slug: CONSENT_SETTINGS_SLUG,
  label: { sv: 'Cookie-inställningar', en: 'Cookie settings' },
  admin: { group: consentGroup },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'policyVersion',
      type: 'number',
      required: true,
      min: 1,
      max: 1_000_000,
      defaultValue: 1,
      label: { sv: 'Policyversion', en: 'Policy version' },
      admin: {
        description: {
          sv: 'Höj när cookielistan ändras: alla besökare får då välja igen.',
          en: 'Raise when the cookie list changes: every visitor is asked again.',
        },
      },
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 ? true : 'Ange ett heltal från 1.',
    },
    {
      name: 'banner',
      type: 'group',
      label: { sv: 'Bannern', en: 'Banner' },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Heading' } },
        { name: 'text', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
      ],
    },
    {
      name: 'dialog',
      type: 'group',
      label: { sv: 'Inställningsdialogen', en: 'Preferences dialog' },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Heading' } },
        { name: 'intro', type: 'textarea', localized: true, label: { sv: 'Ingress', en: 'Intro' } },
      ],
    },
    {
      name: 'policyUrl',
      type: 'text',
      label: { sv: 'Länk till integritetspolicyn', en: 'Privacy policy link' },
      admin: {
        description: { sv: 'T.ex. /integritet eller https://…', en: 'E.g. /privacy or https://…' },
      },
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        /^\/(?!\/)[^\s]*$/.test(String(value)) ||
        /^https:\/\/[^\s/]+(\/\S*)?$/.test(String(value))
          ? true
          : 'Ange en sökväg som börjar med / eller en adress som börjar med https://',
    },
    {
      name: 'categories',
      type: 'group',
      label: { sv: 'Kategorier', en: 'Categories' },
      fields: CONSENT_CATEGORIES.map(categoryField),
    },
    {
      name: 'tags',
      type: 'group',
      label: { sv: 'Taggar efter samtycke', en: 'Tags after consent' },
      access: { update: isAdminField },
      admin: {
        description: {
          sv: 'Laddas bara efter besökarens samtycke, och Content-Security-Policy tillåter deras värdar bara när ett id är angivet.',
          en: 'Loaded only after consent; the Content-Security-Policy allows their hosts only when an id is set.',
        },
      },
      fields: TAG_NAMES.map(tagField),
    },
  ],
  hooks: { afterChange: [revalidateEverything] },
}
