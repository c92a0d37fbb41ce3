import { describe, expect, it } from 'vitest'

import { csvRow } from './csv'

describe('csvRow', () => {
  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(csvRow(['a', 'say "hi"', '=SUM(A1)', null, 5])).toBe(
      '"a","say ""hi""","\'=SUM(A1)","","5"\r\n',
    )
  })
})
