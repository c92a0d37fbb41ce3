import { describe, expect, it } from 'vitest'

import type { SectionBlock } from '@/payload-types'

import { currentSection, scrolledToEnd } from './dots'
import { pageDots } from './DotNavigation'

describe('currentSection', () => {
  it('is the first section in page order that crosses the marker line', () => {
    expect(currentSection(['a', 'b', 'c'], new Set(['c', 'b']))).toBe('b')
  })

  it('is none while no section crosses it', () => {
    expect(currentSection(['a', 'b'], new Set())).toBeNull()
  })

  it('is the last section at the end of the page, however short it is', () => {
    expect(currentSection(['a', 'b', 'c'], new Set(['b']), true)).toBe('c')
    expect(currentSection([], new Set(), true)).toBeNull()
  })
})

describe('scrolledToEnd', () => {
  it('is true when the viewport reaches the bottom of the page, not at the top of a short page', () => {
    expect(scrolledToEnd(1200, 800, 2000)).toBe(true)
    expect(scrolledToEnd(1198.5, 800, 2000)).toBe(true)
    expect(scrolledToEnd(1000, 800, 2000)).toBe(false)
    expect(scrolledToEnd(0, 800, 700)).toBe(false)
  })
})

describe('pageDots', () => {
  const section = (fields: Partial<SectionBlock>) =>
    ({ blockType: 'section', ...fields }) as SectionBlock

  it('lists labelled sections and those with an element id, by their label or number', () => {
    expect(
      pageDots([
        section({ adminLabel: 'Beställ' }),
        section({}),
        section({ settings: { elementId: 'videor' } }),
        section({ adminLabel: 'Kontakt', settings: { elementId: 'kontakta-oss' } }),
      ]),
    ).toEqual([
      { id: 'avsnitt-bestall', label: 'Beställ' },
      { id: 'videor', label: 'Sektion 3' },
      { id: 'kontakta-oss', label: 'Kontakt' },
    ])
  })

  it('leaves out a section hidden on desktop, where the dots are shown', () => {
    expect(
      pageDots([
        section({ adminLabel: 'Syns' }),
        section({ adminLabel: 'Dold', settings: { hideOn: ['desktop'] } }),
      ]),
    ).toEqual([{ id: 'avsnitt-syns', label: 'Syns' }])
  })
})
