import type { Payload } from 'payload'

import { mod, row, section, urlLink } from './layout'
import { richText } from './richText'

export const AB_TEST_PAGE_SLUG = 'serviceavtal'

/**
 * The page's block ids, fixed rather than generated: a page prerendered by `next build` from one
 * seeded database is then the same page for another one seeded the same way (the end-to-end server
 * seeds a fresh database for a build it may reuse), so its subjects are where the test says.
 */
const ids = {
  section: 'ab5e00000000000000000001',
  row: 'ab5e00000000000000000002',
  title: 'ab5e00000000000000000003',
  control: 'ab5e00000000000000000004',
  variant: 'ab5e00000000000000000005',
  text: 'ab5e00000000000000000006',
  goal: 'ab5e00000000000000000007',
}

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
        {
          ...section({ adminLabel: 'Erbjudande' }, [
            row(
              '1_1',
              [
                [
                  mod({
                    id: ids.title,
                    blockType: 'heading',
                    text: 'Serviceavtal för er anläggning',
                    level: 'h1',
                  }),
                  mod({
                    id: ids.control,
                    blockType: 'heading',
                    text: 'Förebyggande underhåll sparar pengar',
                    level: 'h2',
                  }),
                  mod({
                    id: ids.variant,
                    blockType: 'heading',
                    text: 'Halvera stilleståndstiden med förebyggande underhåll',
                    level: 'h2',
                  }),
                  mod({
                    id: ids.text,
                    blockType: 'text',
                    content: richText(
                      'Med ett serviceavtal besöker våra tekniker er anläggning enligt en plan vi gör tillsammans. Ni får fast pris, protokoll efter varje besök och förtur vid akuta fel.',
                    ),
                    // An entrance animation: it starts only once the test has answered (spec 4.3).
                    settings: { animation: { style: 'fadeBottom', duration: 600 } },
                  }),
                  mod({
                    id: ids.goal,
                    blockType: 'button',
                    link: urlLink('#boka', 'Boka ett möte'),
                    style: 'primary',
                  }),
                ],
              ],
              { id: ids.row },
            ),
          ]),
          id: ids.section,
        },
      ],
    },
  })
  const modules = page.layout?.[0]?.rows?.[0]?.columns?.[0]?.modules ?? []
  const [, control, variant, , goal] = modules
  if (control?.id !== ids.control || variant?.id !== ids.variant || goal?.id !== ids.goal)
    throw new Error('seed: the split test page lost its block ids')
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
