import { describe, expect, it } from 'vitest'

import { CIRCLE_COUNTER_LINE_WIDTH } from './circle'

describe('circle counter (spec 9.5)', () => {
  it('draws with a line 5 wide', () => {
    expect(CIRCLE_COUNTER_LINE_WIDTH).toBe(5)
  })
})
