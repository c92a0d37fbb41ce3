import type { Payload } from 'payload'

import { mod, row, section, urlLink } from './layout'
import { richText } from './richText'

export const AB_TEST_PAGE_SLUG = 'serviceavtal'

/**
 * /serviceavtal with a running split test (features/ab-testing): two versions of the offer's
 * heading, the booking button as the goal, a bounce-rate limit of 2 seconds. Created once; an
 * editor's page of that slug is never touched.
 */
export async function seedAbTestPage(payload: Payload, log: (msg: string) => void): Promise<void> {
  const existing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: AB_TEST_PAGE_SLUG } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
  })
  if (existing.docs[0]) return
  log(`pages ${AB_TEST_PAGE_SLUG}`)
  const page = await payload.create({
    collection: 'pages',
    draft: false,
    context: { disableRevalidate: true },
    data: {
      title: 'Serviceavtal',
      slug: AB_TEST_PAGE_SLUG,
      _status: 'published',
      meta: {
        title: 'Serviceavtal | Norrberg Industriservice',
        description: 'Förebyggande underhåll med fast pris: serviceavtal för er anläggning.',
      },
      layout: [
        section({ adminLabel: 'Erbjudande' }, [
          row('1_1', [
            [
              mod({ blockType: 'heading', text: 'Serviceavtal för er anläggning', level: 'h1' }),
              mod({
                blockType: 'heading',
                text: 'Förebyggande underhåll sparar pengar',
                level: 'h2',
              }),
              mod({
                blockType: 'heading',
                text: 'Halvera stilleståndstiden med förebyggande underhåll',
                level: 'h2',
              }),
              mod({
                blockType: 'text',
                content: richText(
                  'Med ett serviceavtal besöker våra tekniker er anläggning enligt en plan vi gör tillsammans. Ni får fast pris, protokoll efter varje besök och förtur vid akuta fel.',
                ),
              }),
              mod({
                blockType: 'button',
                link: urlLink('#boka', 'Boka ett möte'),
                style: 'primary',
              }),
            ],
          ]),
        ]),
      ],
    },
  })
  const modules = page.layout?.[0]?.rows?.[0]?.columns?.[0]?.modules ?? []
  const [, control, variant, , goal] = modules
  if (!control?.id || !variant?.id || !goal?.id)
    throw new Error('seed: the split test page lost its blocks')
  await payload.update({
    collection: 'pages',
    id: page.id,
    draft: false,
    context: { disableRevalidate: true },
    data: {
      _status: 'published',
      abTest: {
        status: 'running',
        subjects: [{ blockId: control.id }, { blockId: variant.id }],
        goal: 'module',
        goalBlockId: goal.id,
        bounceRate: 2,
      },
    },
  })
}
