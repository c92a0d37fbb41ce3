import { describe, expect, it } from 'vitest'

import { teamGridColumns } from './columns'

describe('team grid columns per device', () => {
  it('default to 3 on desktop, 2 on tablet and 1 on phone', () => {
    expect(teamGridColumns(null)).toEqual({ desktop: 3, tablet: 2, phone: 1 })
    expect(teamGridColumns({ desktop: null })).toEqual({ desktop: 3, tablet: 2, phone: 1 })
  })

  it("keep the editor's counts", () => {
    expect(teamGridColumns({ desktop: 4, tablet: 3, phone: 2 })).toEqual({
      desktop: 4,
      tablet: 3,
      phone: 2,
    })
  })

  it('stay whole numbers from 1 to 6 whatever the document holds', () => {
    expect(teamGridColumns({ desktop: 12, tablet: 2.7, phone: 0 })).toEqual({
      desktop: 6,
      tablet: 2,
      phone: 1,
    })
    expect(teamGridColumns({ desktop: Number.NaN, tablet: -3 })).toEqual({
      desktop: 3,
      tablet: 2,
      phone: 1,
    })
  })
})
