import { describe, expect, it } from 'vitest'

import { moduleBlocks } from '@/blocks/modules'
import { Pages } from '@/collections/Pages'

import { kindRulesOf } from './dropRules'
import { deriveNesting } from './nesting'

describe('the canvas’s nesting rules', () => {
  it('are the page config’s: sections on the page, rows in sections, every module in columns', () => {
    const rules = kindRulesOf(deriveNesting(Pages.fields), 'layout')
    expect(rules.page).toEqual(['section'])
    expect(rules.section).toEqual(['row'])
    expect(rules.column).toEqual(moduleBlocks.map((b) => b.slug).sort())
  })

  it('follow the config when it changes', () => {
    const fields = [
      {
        name: 'layout',
        type: 'blocks',
        blocks: [
          {
            slug: 'band',
            fields: [
              {
                name: 'lanes',
                type: 'blocks',
                blocks: [
                  {
                    slug: 'lane',
                    fields: [
                      {
                        name: 'cells',
                        type: 'array',
                        fields: [{ name: 'items', type: 'blocks', blocks: [{ slug: 'quote' }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]
    expect(kindRulesOf(deriveNesting(fields), 'layout')).toEqual({
      page: ['band'],
      section: ['lane'],
      column: ['quote'],
    })
  })
})
