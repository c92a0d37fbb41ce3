import type { RowBlock, SectionBlock } from '@/payload-types'

import { mod, row, section } from '../layout'
import type { ShowcasePart } from './index'

/**
 * The map on the Kontakt page (issue 13): the office and workshop in Sundsvall and the store in
 * Birsta. The wheel does not zoom and one finger scrolls the page, as suits a contact page.
 */
export function contactMapRow(): RowBlock {
  return row('1_1', [
    [
      mod({
        blockType: 'heading',
        text: 'Hitta hit',
        level: 'h2',
        subtitle: 'Besöksparkering finns på gården. Ring gärna innan du kommer till lagret.',
      }),
      mod({
        blockType: 'map',
        title: 'Karta över Norrberg Industriservice i Sundsvall',
        lat: 62.4187,
        lng: 17.3117,
        zoom: 11,
        scrollWheelZoom: false,
        mobileDragging: false,
        pins: [
          {
            title: 'Kontor och verkstad',
            lat: 62.3929,
            lng: 17.2936,
            info: 'Verkstadsgatan 4\n852 34 Sundsvall\nVardagar 07–16, tel. 060-12 34 50',
          },
          {
            title: 'Lager och servicebilar, Birsta',
            lat: 62.4445,
            lng: 17.3298,
            info: 'Hämtning av reservdelar efter överenskommelse.\nRing 060-12 34 50 innan du kommer.',
          },
        ],
        settings: { elementId: 'karta' },
      }),
    ],
  ])
}

/**
 * The map part of /moduler (issue 13): where the company works, in grey on desktops, half grey on
 * tablets and in colour on phones; the mouse wheel zooms, and dragging on touch screens is off.
 */
export const mapShowcase: ShowcasePart = () => {
  const sections: SectionBlock[] = [
    section({ adminLabel: 'Karta', settings: { elementId: 'kartor' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Karta',
            level: 'h2',
            subtitle:
              'Markeringar med informationsrutor. Kartbilderna hämtas först när besökaren väljer att visa kartan.',
          }),
          mod({
            blockType: 'map',
            title: 'Karta över våra kontor och uppdrag i Norrland',
            lat: 63.1,
            lng: 18.8,
            zoom: 6,
            scrollWheelZoom: true,
            mobileDragging: false,
            grayscale: { desktop: 100, tablet: 50, phone: 0 },
            pins: [
              {
                title: 'Huvudkontor, Sundsvall',
                lat: 62.3929,
                lng: 17.2936,
                info: 'Verkstadsgatan 4\n852 34 Sundsvall',
              },
              {
                title: 'Kontor, Umeå',
                lat: 63.8258,
                lng: 20.263,
                info: 'Västra Esplanaden, Umeå\nSex tekniker och jourbil för Västerbotten.',
              },
              {
                title: 'Uppdrag: Härnösands sågverk',
                lat: 62.6323,
                lng: 17.9379,
                info: 'Vibrationsövervakning på 38 maskiner.',
              },
            ],
            settings: { elementId: 'karta-norrland' },
          }),
        ],
      ]),
    ]),
  ]
  return sections
}
