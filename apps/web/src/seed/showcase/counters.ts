import type { RowBlock, SectionBlock } from '@/payload-types'

import { mod, row, section } from '../layout'
import { p, richText } from '../richText'
import type { ShowcasePart } from './index'

const DAY_MS = 86_400_000

/** The showcase's countdown ends about 40 days after seeding, on the hour. */
export function showcaseCountdownEnd(seededAt = Date.now()): string {
  const end = new Date(seededAt + 40 * DAY_MS)
  end.setUTCMinutes(0, 0, 0)
  return end.toISOString()
}

/**
 * The countdown and counters part of /moduler (issue 13): a countdown in a wide column with full
 * labels and one in a 1/4 column with short ones, number and circle counters in a row, and bar
 * counters beside a counter whose colours change per device and under the pointer.
 */
export const countersShowcase: ShowcasePart = () => {
  const endTime = showcaseCountdownEnd()
  const sections: SectionBlock[] = [
    section({ adminLabel: 'Nedräkning', settings: { elementId: 'nedrakningar' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Nedräkning',
            level: 'h2',
            subtitle:
              'Räknar ned till en sluttid varje sekund och visar ett meddelande när tiden är ute.',
          }),
          mod({
            blockType: 'countdown',
            title: 'Vårens underhållskampanj slutar om',
            endTime,
            showEndTime: true,
            endMessage: 'Kampanjen har avslutats. Kontakta oss för aktuella erbjudanden.',
            settings: { elementId: 'nedrakning' },
          }),
        ],
      ]),
      row('1_4,3_4', [
        [
          mod({
            blockType: 'countdown',
            title: 'Revisionsstopp',
            endTime,
            showEndTime: false,
            endMessage: 'Stoppet har börjat.',
            settings: { elementId: 'nedrakning-smal' },
          }),
        ],
        [
          mod({
            blockType: 'text',
            content: richText(
              p(
                'I en smal kolumn (1/4 eller 3/8) och i moduler som är 400 px eller smalare används korta etiketter: d, h, min och s.',
              ),
            ),
          }),
        ],
      ]),
    ]),
    section(
      {
        adminLabel: 'Räknare',
        background: { type: 'color', color: '#f3f5f8' },
        settings: { elementId: 'raknare' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Räknare',
              level: 'h2',
              subtitle: 'Siffror, cirklar och staplar räknas upp när de rullas in i bild.',
            }),
          ],
        ]),
        row('1_4,1_4,1_4,1_4', [
          [
            mod({
              blockType: 'numberCounter',
              title: 'Kontrollerade lager per år',
              value: 12_500,
              separator: 'space',
              settings: { elementId: 'raknare-lager' },
            }),
          ],
          [
            mod({
              blockType: 'numberCounter',
              title: 'Timmar i veckan med jour',
              value: 168,
              settings: { elementId: 'raknare-jour' },
            }),
          ],
          [
            mod({
              blockType: 'circleCounter',
              title: 'Stopp avslutade i tid',
              percent: 96,
              percentSign: true,
              settings: { elementId: 'cirkel-i-tid' },
            }),
          ],
          [
            mod({
              blockType: 'circleCounter',
              title: 'Nöjda kunder',
              percent: 92,
              percentSign: true,
              colours: {
                desktop: { bar: '#0b2540' },
                phone: { bar: '#b43c0c', trackAlpha: 0.15 },
                hover: { bar: '#12365c' },
              },
              settings: { elementId: 'cirkel-nojda' },
            }),
          ],
        ]),
        row('2_3,1_3', [
          [
            mod({
              blockType: 'barCounters',
              bars: [
                { label: 'Planerat underhåll', percent: 72 },
                { label: 'Tillståndsövervakning', percent: 18 },
                { label: 'Akuta reparationer', percent: 10 },
              ],
              showPercent: true,
              colours: { desktop: { bar: '#0b2540' }, hover: { bar: '#b43c0c' } },
              settings: { elementId: 'stapelraknare' },
            }),
          ],
          [
            mod({
              blockType: 'numberCounter',
              title: 'Av uppdragen är planerade',
              value: 72,
              percentSign: true,
              colours: { desktop: { number: '#0b2540' }, hover: { number: '#8f2f09' } },
              settings: { elementId: 'raknare-procent' },
            }),
          ],
        ]),
      ],
    ),
  ]
  return sections
}

/** The company in figures on the Om oss page, counted up when scrolled into view. */
export function aboutCountersRow(seededAt = new Date()): RowBlock {
  return row('1_4,1_4,1_4,1_4', [
    [
      mod({
        blockType: 'numberCounter',
        title: 'år i processindustrin',
        // Founded in 1991 (the text above).
        value: seededAt.getFullYear() - 1991,
      }),
    ],
    [
      mod({
        blockType: 'numberCounter',
        title: 'serviceuppdrag per år',
        value: 1850,
      }),
    ],
    [mod({ blockType: 'numberCounter', title: 'tekniker med egna servicebilar', value: 45 })],
    [
      mod({
        blockType: 'circleCounter',
        title: 'av jourlarmen besvarade inom en timme',
        percent: 98,
        percentSign: true,
      }),
    ],
  ])
}
