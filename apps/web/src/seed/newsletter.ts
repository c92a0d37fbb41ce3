import type { Payload } from 'payload'

import type { SectionBlock } from '@/payload-types'

import { mod, row, section } from './layout'

export const NEWSLETTER_LIST_NAME = 'Nyhetsbrev'

/** The demo's local mailing list, with double opt-in (created once, found by name after that). */
export async function ensureNewsletterList(
  payload: Payload,
  log: (msg: string) => void,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'newsletter-lists',
    where: { name: { equals: NEWSLETTER_LIST_NAME } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  log(`newsletter list ${NEWSLETTER_LIST_NAME}`)
  const list = await payload.create({
    collection: 'newsletter-lists',
    data: { name: NEWSLETTER_LIST_NAME, provider: 'local', doubleOptIn: true },
    overrideAccess: true,
  })
  return list.id
}

/** The newsletter module at the end of the Om oss page (issue 12): first name, e-mail, interests. */
export function newsletterSection(listId: number): SectionBlock {
  return section({ adminLabel: 'Nyhetsbrev' }, [
    row('1_1', [
      [
        mod({
          blockType: 'newsletter',
          list: listId,
          title: 'Prenumerera på vårt nyhetsbrev',
          description:
            'Fyra gånger om året: nyheter från verkstaden, underhållstips och lediga tider för revisionsstopp.',
          showFirstName: true,
          showLastName: false,
          customFields: [
            {
              fieldId: 'INTRESSEN',
              type: 'checkbox',
              label: 'Jag är intresserad av',
              required: false,
              options: [
                { label: 'Förebyggande underhåll' },
                { label: 'Tillståndsövervakning' },
                { label: 'Reparationer' },
              ],
            },
          ],
          buttonText: 'Prenumerera',
          successMessage:
            'Tack! Vi har skickat ett mejl till dig. Öppna länken i det för att bekräfta prenumerationen.',
          botProtection: true,
          settings: { elementId: 'nyhetsbrev' },
        }),
      ],
    ]),
  ])
}
