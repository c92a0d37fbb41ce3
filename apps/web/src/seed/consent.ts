// The cookie banner's texts and Norrberg Industriservice's cookie list (features/consent), in Swedish
// and English. Filled only while the settings are still empty, so staff's own wording is never
// overwritten. The tag ids (GTM, GA4, Meta, Google Ads) are left empty: nothing third-party is loaded
// until the company sets them.
import type { Payload } from 'payload'

type Cookie = {
  name: string
  provider: string
  duration: [sv: string, en: string]
  purpose: [sv: string, en: string]
}
type Category = { label: [string, string]; description: [string, string]; cookies: Cookie[] }

const site = 'norrbergindustriservice.se'

const categories: Record<
  'necessary' | 'functional' | 'analytics' | 'performance' | 'advertisement' | 'other',
  Category
> = {
  necessary: {
    label: ['Nödvändiga', 'Necessary'],
    description: [
      'Krävs för att webbplatsen ska fungera: säkerhet, varukorg, inloggning och att ditt cookieval sparas. De kan inte stängas av.',
      'Needed for the site to work: security, cart, sign-in and remembering your cookie choice. They cannot be turned off.',
    ],
    cookies: [
      {
        name: 'smedja-consent',
        provider: site,
        duration: ['1 år', '1 year'],
        purpose: [
          'Sparar dina cookieval och ditt samtyckes-id.',
          'Stores your cookie choices and consent id.',
        ],
      },
      {
        name: 'smedja-consent-version',
        provider: site,
        duration: ['1 år', '1 year'],
        purpose: [
          'Vilken version av cookielistan du har tagit ställning till.',
          'Which version of the cookie list you answered.',
        ],
      },
      {
        name: 'smedja_cart',
        provider: site,
        duration: ['30 dagar', '30 days'],
        purpose: [
          'Håller reda på varorna i din varukorg.',
          'Keeps track of the items in your cart.',
        ],
      },
      {
        name: 'payload-token',
        provider: site,
        duration: ['Upp till 8 timmar', 'Up to 8 hours'],
        purpose: [
          'Håller dig inloggad på ditt kundkonto.',
          'Keeps you signed in to your customer account.',
        ],
      },
      {
        name: 'smedja-sso',
        provider: site,
        duration: ['Sessionen', 'Session'],
        purpose: [
          'Inloggning via din organisations konto (enkel inloggning).',
          'Sign-in through your organisation (single sign-on).',
        ],
      },
    ],
  },
  functional: {
    label: ['Funktionella', 'Functional'],
    description: [
      'Låter oss visa inbäddat innehåll från andra tjänster: våra filmer på YouTube och Vimeo, kartan över våra kontor och musik från Spotify. Tjänsterna kan sätta egna cookies och ser din IP-adress.',
      'Lets us show embedded content from other services: our films on YouTube and Vimeo, the map of our offices and music from Spotify. These services may set their own cookies and see your IP address.',
    ],
    cookies: [
      {
        name: 'YSC, VISITOR_INFO1_LIVE',
        provider: 'YouTube (Google)',
        duration: ['Sessionen respektive 6 månader', 'Session and 6 months'],
        purpose: [
          'Spelar upp inbäddade videor och räknar visningar.',
          'Plays embedded videos and counts views.',
        ],
      },
      {
        name: 'vuid',
        provider: 'Vimeo',
        duration: ['2 år', '2 years'],
        purpose: ['Spelar upp inbäddade videor.', 'Plays embedded videos.'],
      },
      {
        name: 'sp_t, sp_landing',
        provider: 'Spotify',
        duration: ['1 år respektive 1 dag', '1 year and 1 day'],
        purpose: ['Spelar upp inbäddad musik och poddar.', 'Plays embedded music and podcasts.'],
      },
      {
        name: 'Kartbilder (inga cookies)',
        provider: 'OpenStreetMap',
        duration: ['–', '–'],
        purpose: [
          'Kartbilderna hämtas från tile.openstreetmap.org, som då ser din IP-adress.',
          'Map tiles are loaded from tile.openstreetmap.org, which then sees your IP address.',
        ],
      },
    ],
  },
  analytics: {
    label: ['Analys', 'Analytics'],
    description: [
      'Hjälper oss förstå hur webbplatsen används, till exempel vilka sidor och filmer om industriunderhåll som intresserar besökarna, så att vi kan förbättra den.',
      'Helps us understand how the site is used, for example which pages and maintenance films interest visitors, so we can improve it.',
    ],
    cookies: [
      {
        name: '_ga',
        provider: 'Google Analytics',
        duration: ['2 år', '2 years'],
        purpose: ['Skiljer besökare åt i statistiken.', 'Tells visitors apart in the statistics.'],
      },
      {
        name: '_ga_*',
        provider: 'Google Analytics',
        duration: ['2 år', '2 years'],
        purpose: ['Håller reda på besöket (sessionen).', 'Keeps track of the visit (session).'],
      },
    ],
  },
  performance: {
    label: ['Prestanda', 'Performance'],
    description: [
      'Mäter hur snabbt sidorna laddas och fungerar. Vi använder inga sådana cookies just nu.',
      'Measures how fast pages load and work. We use no such cookies at the moment.',
    ],
    cookies: [],
  },
  advertisement: {
    label: ['Marknadsföring', 'Advertisement'],
    description: [
      'Används för att mäta våra annonser i sociala medier och på Google, och för att visa relevanta annonser om våra tjänster.',
      'Used to measure our ads in social media and on Google, and to show relevant ads about our services.',
    ],
    cookies: [
      {
        name: '_fbp',
        provider: 'Meta (Facebook)',
        duration: ['3 månader', '3 months'],
        purpose: ['Mäter och anpassar annonser i Meta.', 'Measures and tailors ads on Meta.'],
      },
      {
        name: '_gcl_au',
        provider: 'Google Ads',
        duration: ['3 månader', '3 months'],
        purpose: [
          'Mäter förfrågningar som kommer från Google-annonser.',
          'Measures enquiries that come from Google ads.',
        ],
      },
    ],
  },
  other: {
    label: ['Övriga', 'Other'],
    description: [
      'Cookies som inte passar i någon annan kategori. Vi använder inga sådana just nu.',
      'Cookies that fit no other category. We use none at the moment.',
    ],
    cookies: [],
  },
}

type StoredCookie = { id?: string | null }
type Stored = {
  banner?: { title?: string | null } | null
  categories?: Record<string, { cookies?: StoredCookie[] | null } | null> | null
}

const names = Object.keys(categories) as (keyof typeof categories)[]

export async function seedConsentSettings(payload: Payload, log: (msg: string) => void) {
  const slug = 'consent-settings' as never
  const current = (await payload.findGlobal({ slug, depth: 0, locale: 'sv' })) as Stored
  if (current.banner?.title) return
  log('global consent-settings')
  const context = { disableRevalidate: true }
  await payload.updateGlobal({
    slug,
    locale: 'sv',
    context,
    data: {
      policyVersion: 1,
      banner: {
        title: 'Vi använder cookies',
        text: 'Nödvändiga cookies håller webbplatsen igång. Med ditt samtycke använder vi även cookies för filmer och kartor, statistik och marknadsföring. Du kan ändra dig när som helst under Cookie-inställningar längst ned på sidan.',
      },
      dialog: {
        title: 'Cookie-inställningar',
        intro:
          'Här väljer du vilka cookies och tjänster Norrberg Industriservice får använda. Nödvändiga cookies kan inte stängas av. Ditt val sparas i ett år.',
      },
      categories: Object.fromEntries(
        names.map((name) => [
          name,
          {
            label: categories[name].label[0],
            description: categories[name].description[0],
            cookies: categories[name].cookies.map((c) => ({
              name: c.name,
              provider: c.provider,
              duration: c.duration[0],
              purpose: c.purpose[0],
            })),
          },
        ]),
      ),
      tags: { gtmContainerId: '', ga4MeasurementId: '', metaPixelId: '', googleAdsId: '' },
    } as never,
  })
  // English: the same cookie rows (by id), their localized fields in English.
  const saved = (await payload.findGlobal({ slug, depth: 0, locale: 'sv' })) as Stored
  await payload.updateGlobal({
    slug,
    locale: 'en',
    context,
    data: {
      banner: {
        title: 'We use cookies',
        text: 'Necessary cookies keep the site running. With your consent we also use cookies for films and maps, statistics and marketing. You can change your mind at any time under Cookie settings at the bottom of the page.',
      },
      dialog: {
        title: 'Cookie settings',
        intro:
          'Choose which cookies and services Norrberg Industriservice may use. Necessary cookies cannot be turned off. Your choice is kept for a year.',
      },
      categories: Object.fromEntries(
        names.map((name) => [
          name,
          {
            label: categories[name].label[1],
            description: categories[name].description[1],
            cookies: categories[name].cookies.map((c, i) => ({
              id: saved.categories?.[name]?.cookies?.[i]?.id ?? undefined,
              name: c.name,
              provider: c.provider,
              duration: c.duration[1],
              purpose: c.purpose[1],
            })),
          },
        ]),
      ),
    } as never,
  })
}
