import { describe, expect, it } from 'vitest'

import type { SectionBlock } from '@/payload-types'

import { layoutHasMainHeading } from './mainHeading'

const layout = (level: 'h1' | 'h2') =>
  [
    {
      blockType: 'section',
      rows: [
        {
          blockType: 'row',
          structure: '1_1',
          columns: [{ modules: [{ blockType: 'heading', text: 'Rubrik', level }] }],
        },
      ],
    },
  ] as unknown as SectionBlock[]

describe('the main heading of a page', () => {
  it('comes from a heading module at level H1', () => {
    expect(layoutHasMainHeading(layout('h1'))).toBe(true)
  })

  it('is missing when the layout has only lower headings or nothing', () => {
    expect(layoutHasMainHeading(layout('h2'))).toBe(false)
    expect(layoutHasMainHeading([])).toBe(false)
    expect(layoutHasMainHeading(null)).toBe(false)
  })
})
