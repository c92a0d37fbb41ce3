import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { staffSignInField } from '@/features/sso/feature'
import { networkSettingsField } from '@/features/network/feature'
import { revalidateEverything } from '@/hooks/revalidate'
import { isSecurityContact } from '@/platform/securityTxt'
import { mapTileOriginsFromEnv } from '@/platform/security/headers'
import {
  checkTileUrl,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_ATTRIBUTION_URL,
  DEFAULT_TILE_SUBDOMAINS,
  DEFAULT_TILE_URL,
  disallowedTileOrigins,
  parseSubdomains,
  tileOriginsMessage,
} from '@/blocks/Map/mapTiles'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { sv: 'Webbplatsinställningar', en: 'Site settings' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      label: { sv: 'Webbplatsens namn', en: 'Site name' },
    },
    { name: 'tagline', type: 'text', localized: true, label: { sv: 'Slogan', en: 'Tagline' } },
    {
      name: 'siteUrl',
      type: 'text',
      label: { sv: 'Webbplatsens adress', en: 'Site URL' },
      admin: {
        description: {
          sv: 'Används i sitemap, kanoniska länkar och Open Graph. Lämna tomt för att använda SITE_URL.',
          en: 'Used for the sitemap, canonical links and Open Graph. Leave empty to use SITE_URL.',
        },
      },
      validate: (value: unknown) =>
        value == null || value === '' || /^https?:\/\/[^\s/]+(\/.*)?$/.test(String(value))
          ? true
          : 'Ange en adress som börjar med https://',
    },
    {
      name: 'defaultOgImage',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Standardbild för delning', en: 'Default share image' },
    },
    {
      name: 'organisation',
      type: 'group',
      label: { sv: 'Företaget', en: 'Organisation' },
      fields: [
        { name: 'legalName', type: 'text', label: { sv: 'Juridiskt namn', en: 'Legal name' } },
        {
          name: 'orgNumber',
          type: 'text',
          label: { sv: 'Organisationsnummer', en: 'Company number' },
        },
        { name: 'phone', type: 'text', label: { sv: 'Telefon', en: 'Phone' } },
        { name: 'email', type: 'email', label: { sv: 'E-post', en: 'E-mail' } },
        { name: 'address', type: 'textarea', label: { sv: 'Adress', en: 'Address' } },
      ],
    },
    {
      name: 'securityContact',
      type: 'group',
      label: { sv: 'Säkerhetskontakt (security.txt)', en: 'Security contact (security.txt)' },
      admin: {
        description: {
          sv: 'Visas på /.well-known/security.txt så att den som hittar en säkerhetsbrist vet vart den ska rapporteras. Utan kontakt används företagets e-post.',
          en: 'Published at /.well-known/security.txt so whoever finds a vulnerability knows where to report it. Without a contact, the organisation e-mail is used.',
        },
      },
      fields: [
        {
          name: 'contact',
          type: 'text',
          label: { sv: 'Kontakt', en: 'Contact' },
          admin: {
            description: { sv: 'E-postadress eller https-adress.', en: 'E-mail or https URL.' },
          },
          validate: (value: unknown) =>
            value == null || value === '' || isSecurityContact(String(value))
              ? true
              : 'Ange en e-postadress eller en adress som börjar med https://',
        },
        {
          name: 'expires',
          type: 'date',
          label: { sv: 'Gäller till', en: 'Expires' },
          admin: {
            description: {
              sv: 'Högst ett år fram. Tomt: 180 dagar från dagens datum.',
              en: 'At most a year ahead. Empty: 180 days from today.',
            },
          },
        },
        {
          name: 'policy',
          type: 'text',
          label: { sv: 'Policy (adress)', en: 'Policy (URL)' },
          validate: (value: unknown) =>
            value == null || value === '' || /^https:\/\/\S+$/.test(String(value))
              ? true
              : 'Ange en adress som börjar med https://',
        },
        {
          name: 'preferredLanguages',
          type: 'text',
          defaultValue: 'sv, en',
          label: { sv: 'Språk', en: 'Preferred languages' },
        },
      ],
    },
    {
      name: 'map',
      type: 'group',
      label: { sv: 'Karta', en: 'Map' },
      admin: {
        description: {
          sv: 'Varifrån kartmodulernas kartbilder hämtas. Kartbilderna laddas först när besökaren väljer "Visa karta". Värden som inte står i MAP_TILE_ORIGINS (driftinställning, standard OpenStreetMap) tillåts inte av säkerhetspolicyn.',
          en: 'Where the map modules load their tiles from, only after the visitor chooses "Show map". Hosts not in MAP_TILE_ORIGINS (operator setting, OpenStreetMap by default) are refused by the security policy.',
        },
      },
      fields: [
        {
          name: 'tileUrl',
          type: 'text',
          defaultValue: DEFAULT_TILE_URL,
          label: { sv: 'Adressmall för kartbilder', en: 'Tile URL template' },
          admin: { placeholder: DEFAULT_TILE_URL },
          validate: (value: unknown, { siblingData }: { siblingData: { subdomains?: string } }) => {
            if (value == null || value === '') return true
            const checked = checkTileUrl(String(value), parseSubdomains(siblingData?.subdomains))
            if ('error' in checked) return checked.error
            // Checked on the server, where the operator's MAP_TILE_ORIGINS is known.
            const blocked = disallowedTileOrigins(
              checked.origins,
              mapTileOriginsFromEnv(process.env),
            )
            return blocked.length ? tileOriginsMessage(blocked) : true
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'subdomains',
              type: 'text',
              defaultValue: DEFAULT_TILE_SUBDOMAINS,
              label: { sv: 'Underdomäner för {s}', en: 'Subdomains for {s}' },
              admin: {
                width: '25%',
                description: {
                  sv: 'En per tecken (abc) eller kommaseparerade.',
                  en: 'One per character (abc) or comma separated.',
                },
              },
            },
            {
              name: 'attribution',
              type: 'text',
              defaultValue: DEFAULT_TILE_ATTRIBUTION,
              label: { sv: 'Källhänvisning', en: 'Attribution' },
              admin: { width: '40%' },
            },
            {
              name: 'attributionUrl',
              type: 'text',
              defaultValue: DEFAULT_TILE_ATTRIBUTION_URL,
              label: { sv: 'Länk för källhänvisningen', en: 'Attribution link' },
              admin: { width: '35%' },
              validate: (value: unknown) =>
                value == null || value === '' || /^https:\/\/\S+$/.test(String(value))
                  ? true
                  : 'Ange en adress som börjar med https://',
            },
          ],
        },
      ],
    },
    staffSignInField,
    networkSettingsField,
  ],
  hooks: { afterChange: [revalidateEverything] },
}
