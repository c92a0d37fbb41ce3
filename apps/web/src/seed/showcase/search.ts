import { mod, row, section } from '../layout'
import { p, richText } from '../richText'
import type { ShowcasePart } from './index'

/**
 * The search part of /moduler (issue 13): the search module with its Swedish defaults, and one with
 * the editor's own label, placeholder and button in a narrow column with the label for screen
 * readers only. Both send the visitor to /sok.
 */
export const searchShowcase: ShowcasePart = () => [
  section({ adminLabel: 'Sök', settings: { elementId: 'sok' } }, [
    row('1_1', [
      [
        mod({
          blockType: 'heading',
          text: 'Sökruta',
          level: 'h2',
          subtitle:
            'Söker bland sidor, blogginlägg, projekt och produkter och visar träffarna på /sok.',
        }),
        mod({ blockType: 'searchForm', settings: { elementId: 'sokruta' } }),
      ],
    ]),
    row('2_3,1_3', [
      [
        mod({
          blockType: 'text',
          content: richText(
            p(
              'Sökningen hittar också ord som börjar med det du skriver, så ”underhåll” hittar även underhållet och underhållsplan. Träffar i rubriken väger tyngst, och sökorden markeras i utdraget.',
            ),
          ),
        }),
      ],
      [
        mod({
          blockType: 'searchForm',
          label: 'Sök bland tjänster och produkter',
          hideLabel: true,
          placeholder: 'T.ex. vibrationsanalys',
          buttonText: 'Hitta',
          buttonStyle: 'outline',
          settings: { elementId: 'sokruta-smal' },
        }),
      ],
    ]),
  ]),
]
