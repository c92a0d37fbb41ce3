// The /natverk demo page: every professional-network widget tag (SPEC 2.2, 3.2), each with a heading
// that says what it shows. The ids are the network service's seeded demo data (apps/network/README.md).
import type { Payload } from 'payload'

import type { NetworkWidgetBlock, SectionBlock } from '@/payload-types'

import { mod, row, section } from './layout'
import { richText } from './richText'

export const NETWORK_PAGE_SLUG = 'natverk'

type Widget = Omit<NetworkWidgetBlock, 'blockType' | 'id'>

type Entry = { id: string; heading: string; text: string; widget: Widget }

/** One entry per tag, in the order the page shows them. */
export const networkEntries: Entry[] = [
  {
    id: 'foretagsprofil',
    heading: 'Företagsprofil',
    text: 'Företagets sida i nätverket direkt på vår sida: bransch, ort, antal följare och en knapp för att följa företaget.',
    widget: { tag: 'CompanyProfile', company: '1001', profileFormat: 'inline', width: 420 },
  },
  {
    id: 'foretagsinsikt',
    heading: 'Insikt i företaget',
    text: 'Vilka i ditt nätverk som arbetar hos oss, vilka som börjat nyligen och vem som fått en ny roll.',
    widget: {
      tag: 'CompanyInsider',
      company: '1001',
      modules: ['innetwork', 'newhires', 'jobchanges'],
    },
  },
  {
    id: 'jobb',
    heading: 'Lediga jobb',
    text: 'De tjänster vi söker folk till just nu, hämtade från nätverkets platsannonser.',
    widget: { tag: 'jymbii', company: '1001', embedJobs: true, jobsTitle: 'Lediga jobb hos oss' },
  },
  {
    id: 'rekommendera',
    heading: 'Rekommendera vår jour',
    text: 'Har du anlitat vår haverijour? Rekommendera tjänsten till andra i nätverket. Siffran visar hur många som redan gjort det.',
    widget: { tag: 'RecommendProduct', company: '1001', product: '5001', counter: 'right' },
  },
  {
    id: 'medlemsprofil',
    heading: 'Medlemsprofil',
    text: 'Klicka på namnet för att se ett kort med personens profil, utan att lämna sidan.',
    widget: {
      tag: 'MemberProfile',
      member: 'anna-lindqvist',
      profileFormat: 'click',
      linkText: 'Anna Lindqvist, underhållschef',
    },
  },
  {
    id: 'folj',
    heading: 'Följ en medarbetare',
    text: 'Följ Anna Lindqvist i nätverket och se hennes inlägg om underhåll och tillförlitlighet.',
    widget: { tag: 'Followmember', member: 'anna-lindqvist', followFormat: 'text', size: '25' },
  },
  {
    id: 'fullstandig-profil',
    heading: 'Fullständig profil',
    text: 'Hela profilen med erfarenhet och utbildning. Den kräver vår API-nyckel, som sidan skickar med.',
    widget: { tag: 'FullMemberProfile', memberToken: 'mtAnnaL7f3a9Q', width: 420 },
  },
  {
    id: 'medlemsdata',
    heading: 'Medlemsdata',
    text: 'Uppgifter ur profilen visade i vår egen mall. Logga in via nätverket (till exempel i följ-knappen ovan) så visas de här.',
    widget: {
      tag: 'MemberData',
      memberIds: 'anna-lindqvist',
      profileFields: 'first-name,last-name,headline',
      template:
        '<p class="network-member-data"><strong><?js= firstName ?> <?js= lastName ?></strong><?js if headline ?> – <?js= headline ?><?js end ?></p>',
    },
  },
  {
    id: 'alumner',
    heading: 'Alumner',
    text: 'Var tidigare studenter från våra samarbetsskolor arbetar i dag.',
    widget: { tag: 'Alumni' },
  },
  {
    id: 'dela',
    heading: 'Dela',
    text: 'Dela vår webbplats med ditt nätverk. Siffran visar hur många gånger den har delats.',
    widget: { tag: 'Share', url: 'https://smedja.example.se/', counter: 'right' },
  },
  {
    id: 'konvertering',
    heading: 'Mätning av besök',
    text: 'En osynlig fyr registrerar att sidan visats, så att vi kan följa upp våra kampanjer i nätverket. Den syns inte på sidan.',
    widget: {
      tag: 'CsapBeacon',
      contractId: 'norrberg-natverk',
      urlParserKey: 'natverk',
      activity: 'page_view',
    },
  },
]

export function networkSections(): SectionBlock[] {
  return [
    section(
      {
        adminLabel: 'Introduktion',
        background: { type: 'color', color: '#0b2540' },
        textTone: 'light',
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Vi i nätverket',
              level: 'h1',
              subtitle:
                'Företaget, medarbetarna och jobben – direkt från det professionella nätverket.',
            }),
          ],
        ]),
      ],
    ),
    section(
      { adminLabel: 'Nätverkswidgetar' },
      networkEntries.map((entry) =>
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: entry.heading,
              level: 'h2',
              settings: { elementId: entry.id },
            }),
            mod({ blockType: 'text', content: richText(entry.text) }),
            mod({
              blockType: 'networkWidget',
              ...entry.widget,
              settings: { elementId: `${entry.id}-widget` },
            }),
          ],
        ]),
      ),
    ),
  ]
}

/** Creates the /natverk page unless a page with that slug exists (an editor's page is never touched). */
export async function seedNetworkPage(payload: Payload, log: (msg: string) => void): Promise<void> {
  const existing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: NETWORK_PAGE_SLUG } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
  })
  if (existing.docs[0]) return
  log(`pages ${NETWORK_PAGE_SLUG}`)
  await payload.create({
    collection: 'pages',
    draft: false,
    context: { disableRevalidate: true },
    data: {
      title: 'Nätverk',
      slug: NETWORK_PAGE_SLUG,
      _status: 'published',
      meta: {
        title: 'Nätverk | Norrberg Industriservice',
        description:
          'Vårt företag, våra medarbetare och lediga jobb i det professionella nätverket.',
      },
      layout: networkSections(),
    },
  })
}
