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

export const MEMBERS_PAGE_SLUG = 'medarbetare-i-natverket'

/** The network's demo company and its post (apps/network/README.md), as the members page shows them. */
export const DEMO_COMPANY = '1001'
export const DEMO_COMPANY_POST = '9001'

/**
 * The page that calls the member API from the page itself (issue 18): the company's updates, a people
 * search with facets, and a company post a signed-in member can like and comment on.
 */
export function membersSections(): SectionBlock[] {
  const part = (id: string, heading: string, text: string, module: ReturnType<typeof mod>) =>
    row('1_1', [
      [
        mod({ blockType: 'heading', text: heading, level: 'h2', settings: { elementId: id } }),
        mod({ blockType: 'text', content: richText(text) }),
        module,
      ],
    ])
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
              text: 'Medarbetare i nätverket',
              level: 'h1',
              subtitle:
                'Nytt från oss, sök bland yrkesfolket i branschen och säg din mening om våra inlägg.',
            }),
          ],
        ]),
      ],
    ),
    section({ adminLabel: 'Nätverkets API på sidan' }, [
      part(
        'nytt-fran-oss',
        'Nytt från oss i nätverket',
        'Det senaste vi har berättat i det professionella nätverket: avtal, nyanställda och jobb.',
        mod({
          blockType: 'networkUpdates',
          company: DEMO_COMPANY,
          count: 5,
          settings: { elementId: 'nytt-fran-oss-lista' },
        }),
      ),
      part(
        'hitta-personer',
        'Hitta personer i branschen',
        'Sök på namn, yrke eller kunskap och avgränsa med ort, bransch, företag eller skola.',
        mod({
          blockType: 'networkPeopleSearch',
          pageSize: 10,
          settings: { elementId: 'hitta-personer-sok' },
        }),
      ),
      part(
        'tyck-till',
        'Tyck till om vårt inlägg',
        'Logga in via nätverket för att gilla inlägget eller skriva en kommentar. Dina egna kommentarer kan du ta bort.',
        mod({
          blockType: 'networkPost',
          post: DEMO_COMPANY_POST,
          settings: { elementId: 'tyck-till-inlagg' },
        }),
      ),
    ]),
  ]
}

/** Creates a page unless a page with that slug exists (an editor's page is never touched). */
async function seedPageOnce(
  payload: Payload,
  log: (msg: string) => void,
  data: { title: string; slug: string; description: string; layout: SectionBlock[] },
): Promise<void> {
  const existing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: data.slug } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
  })
  if (existing.docs[0]) return
  log(`pages ${data.slug}`)
  await payload.create({
    collection: 'pages',
    draft: false,
    context: { disableRevalidate: true },
    data: {
      title: data.title,
      slug: data.slug,
      _status: 'published',
      meta: { title: `${data.title} | Norrberg Industriservice`, description: data.description },
      layout: data.layout,
    },
  })
}

/** Creates /natverk (every widget tag) and /medarbetare-i-natverket (the member API from the page). */
export async function seedNetworkPage(payload: Payload, log: (msg: string) => void): Promise<void> {
  await seedPageOnce(payload, log, {
    title: 'Nätverk',
    slug: NETWORK_PAGE_SLUG,
    description: 'Vårt företag, våra medarbetare och lediga jobb i det professionella nätverket.',
    layout: networkSections(),
  })
  await seedPageOnce(payload, log, {
    title: 'Medarbetare i nätverket',
    slug: MEMBERS_PAGE_SLUG,
    description:
      'Våra nyheter i det professionella nätverket, personsök i branschen och våra inlägg att kommentera.',
    layout: membersSections(),
  })
}
