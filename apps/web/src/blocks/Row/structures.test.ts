import { describe, expect, it } from 'vitest'

import { gridTemplate, parseStructure, rowStructures, structureLabel } from './structures'

describe('row structures', () => {
  it('offers every column width the spec uses', () => {
    const widths = new Set(rowStructures.flatMap((s) => s.split(',')))
    for (const w of [
      '1_1',
      '1_2',
      '1_3',
      '1_4',
      '2_3',
      '3_4',
      '3_5',
      '2_5',
      '1_5',
      '1_6',
      '3_8',
      '5_8',
    ]) {
      expect(widths).toContain(w)
    }
  })

  it('adds up to one whole row for every structure', () => {
    for (const structure of rowStructures) {
      const total = parseStructure(structure).reduce(
        (sum, c) => sum + c.numerator / c.denominator,
        0,
      )
      expect(total).toBeCloseTo(1, 10)
    }
  })

  it('parses fractions and falls back to a single column on nonsense', () => {
    expect(parseStructure('3_8,5_8').map((c) => c.type)).toEqual(['3_8', '5_8'])
    expect(parseStructure('7_3')).toEqual([{ type: '1_1', numerator: 1, denominator: 1 }])
    expect(parseStructure('abc')).toHaveLength(1)
    expect(parseStructure(undefined)).toHaveLength(1)
  })

  it('builds proportional grid tracks and readable labels', () => {
    expect(gridTemplate('1_3,2_3')).toBe('40fr 80fr')
    expect(gridTemplate('3_5,2_5')).toBe('72fr 48fr')
    expect(structureLabel('1_4,3_4')).toBe('1/4 + 3/4')
  })
})
