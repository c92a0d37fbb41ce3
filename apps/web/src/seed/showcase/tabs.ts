import type { SectionBlock } from '@/payload-types'

import { mod, row, section, urlLink } from '../layout'
import { richText, ul } from '../richText'
import type { ShowcasePart } from './index'

/**
 * The tabs, toggle and accordion part of /moduler (issue 13): tabs whose open tab is kept in the hash
 * (`#flikar|{tabIndex}`) and opened by `#tab-{slug}` links, tabs with manual activation, two toggles,
 * an accordion, and a module linking to a product's reviews tab (`#product_reviews_tab`).
 */
export const tabsShowcase: ShowcasePart = () => {
  const sections: SectionBlock[] = [
    section({ adminLabel: 'Flikar', settings: { elementId: 'flikar-och-dragspel' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Flikar',
            level: 'h2',
            subtitle:
              'Piltangenterna byter flik, Home och End går till den första och den sista. Fliken du väljer sparas i adressen.',
          }),
          mod({
            blockType: 'tabs',
            label: 'Våra tjänster',
            activation: 'automatic',
            tabs: [
              {
                title: 'Översikt',
                content: richText(
                  'Vi tar hand om hela kedjan – från underhållsplan och tillståndsövervakning till jour när något går sönder.',
                  'Alla uppdrag utförs av egna tekniker med certifikat för heta arbeten, lyft och el.',
                ),
              },
              {
                title: 'Förebyggande underhåll',
                content: richText(
                  'En underhållsplan som bygger på maskinernas faktiska skick, inte bara på kalendern.',
                  ul([
                    'Smörjscheman och periodiska kontroller',
                    'Reservdelsplanering för kritiska maskiner',
                    'Årlig genomgång av planen med er driftledning',
                  ]),
                ),
              },
              {
                title: 'Tillståndsövervakning',
                content: richText(
                  'Vibrationsanalys, termografi och oljeanalys visar slitaget i tid, så att byten kan planeras in i ordinarie stopp.',
                ),
              },
              {
                title: 'Jour & haverier',
                content: richText(
                  'Avtalskunder når vår jour dygnet runt på 060-12 34 99. I Mellannorrland är vi på plats inom fyra timmar.',
                ),
              },
            ],
            settings: { elementId: 'flikar' },
          }),
          mod({
            blockType: 'button',
            link: urlLink('#tab-jour-haverier', 'Till fliken Jour & haverier'),
            style: 'secondary',
          }),
        ],
      ]),
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Flikar som öppnas med Enter',
            level: 'h3',
            subtitle:
              'Här flyttar piltangenterna bara fokus; Enter eller mellanslag öppnar fliken.',
          }),
          mod({
            blockType: 'tabs',
            label: 'Avtalsnivåer',
            activation: 'manual',
            activeBackground: '#fff7ed',
            tabs: [
              {
                title: 'Bas',
                content: richText('Två planerade besök per år och rabatt på reservdelar.'),
              },
              {
                title: 'Plus',
                content: richText('Kvartalsvisa besök, vibrationsmätning och prioriterad jour.'),
              },
              {
                title: 'Premium',
                content: richText(
                  'Egen kontaktperson, kontinuerlig övervakning och jour inom fyra timmar dygnet runt.',
                ),
              },
            ],
            settings: { elementId: 'avtalsnivaer' },
          }),
        ],
      ]),
      row(
        '1_2,1_2',
        [
          [
            mod({ blockType: 'heading', text: 'Fällbar text', level: 'h3' }),
            mod({
              blockType: 'toggle',
              title: 'Vad ingår i ett serviceavtal?',
              content: richText(
                'Planerade besök, en underhållsplan som uppdateras varje år och prioriterad jour. Reservdelar debiteras till avtalspris.',
              ),
              open: true,
              settings: { elementId: 'fallbar-avtal' },
            }),
            mod({
              blockType: 'toggle',
              title: 'Kan vi prova innan vi tecknar avtal?',
              content: richText(
                'Ja. Vi börjar gärna med en provmätning av era mest kritiska maskiner, till fast pris.',
              ),
              icon: 'chevron',
              closedBackground: '#fff7ed',
              settings: { elementId: 'fallbar-prova' },
            }),
          ],
          [
            mod({ blockType: 'heading', text: 'Dragspel', level: 'h3' }),
            mod({
              blockType: 'accordion',
              openItem: 1,
              items: [
                {
                  title: 'Hur planeras ett stopp?',
                  content: richText(
                    'Vi går igenom åtgärdslistan med er sex månader före stoppet, beställer långledtidsdelar och bemannar dygnet runt under själva stoppet.',
                  ),
                },
                {
                  title: 'Vilka maskiner övervakar ni?',
                  content: richText(
                    'Pumpar, fläktar, växlar, valsar och elmotorer – allt som roterar och kan mätas med vibrationsgivare.',
                  ),
                },
                {
                  title: 'Hur får vi rapporterna?',
                  content: richText(
                    'Som PDF efter varje besök och i vår kundportal, där ni också ser trender över tid.',
                  ),
                },
              ],
              settings: { elementId: 'dragspel' },
            }),
          ],
        ],
        { verticalAlign: 'start' },
      ),
      row('1_1', [
        [
          mod({
            blockType: 'blurb',
            mediaType: 'icon',
            icon: 'check',
            title: 'Vad tycker kunderna om oljefiltret?',
            body: 'Hela rutan är en länk till produktens recensioner (#product_reviews_tab).',
            settings: { link: { url: '/produkt/oljefilter-hf-200#product_reviews_tab' } },
          }),
        ],
      ]),
    ]),
  ]
  return sections
}

/** Questions and answers for the FAQ accordion on the seeded Tjänster page. */
const servicesFaq: [question: string, answer: string][] = [
  [
    'Hur snabbt kan ni vara på plats vid ett haveri?',
    'Avtalskunder i Mellannorrland har en tekniker på plats inom fyra timmar, dygnet runt. Övriga kunder hjälper vi så snart en tekniker är ledig – oftast samma dag.',
  ],
  [
    'Vad kostar ett serviceavtal?',
    'Avtalen har fast månadspris efter antal maskiner och besök per år. Efter en kostnadsfri genomgång av anläggningen får ni ett skriftligt förslag inom en vecka.',
  ],
  [
    'Kan ni ta över underhållet mitt i ett pågående avtal med någon annan?',
    'Ja. Vi läser in er befintliga underhållshistorik och maskinregister, så att inga kontroller faller bort vid bytet.',
  ],
  [
    'Hur lång tid tar en vibrationsmätning?',
    'En rutinmätning tar 5–10 minuter per maskin och görs under drift. Rapporten med åtgärdsförslag kommer inom två arbetsdagar.',
  ],
  [
    'Arbetar ni under planerade produktionsstopp?',
    'Ja, stoppen är vår vardag. Vi planerar bemanning och reservdelar tillsammans med er i god tid och arbetar i skift så att stoppet blir så kort som möjligt.',
  ],
  [
    'Har era tekniker de behörigheter som krävs?',
    'Alla tekniker har certifikat för heta arbeten, ställningsbygge och travers, och våra elektriker har auktorisation enligt Elsäkerhetsverkets regler.',
  ],
]

/** The 'Vanliga frågor' section of the Tjänster page: an accordion of questions customers ask. */
export function servicesFaqSection(): SectionBlock {
  return section({ adminLabel: 'Vanliga frågor', settings: { elementId: 'vanliga-fragor' } }, [
    row('1_1', [
      [
        mod({ blockType: 'heading', text: 'Vanliga frågor', level: 'h2' }),
        mod({
          blockType: 'accordion',
          openItem: 1,
          items: servicesFaq.map(([title, answer]) => ({ title, content: richText(answer) })),
          settings: { elementId: 'fragor' },
        }),
      ],
    ]),
  ])
}
