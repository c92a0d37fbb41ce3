import { describe, expect, it, vi } from 'vitest'

vi.mock('@/platform/payload', () => ({ payloadClient: vi.fn() }))

const { clampCount, relationIds } = await import('./queries')

describe('relationIds', () => {
  it('reads ids from populated and bare relationship values', () => {
    expect(relationIds([1, { id: 2 }, null, undefined, 3])).toEqual([1, 2, 3])
    expect(relationIds(null)).toEqual([])
  })
})

describe('clampCount', () => {
  it('uses the default when unset or below one and caps at the maximum', () => {
    expect(clampCount(null, 5, 20)).toBe(5)
    expect(clampCount(0, 5, 20)).toBe(5)
    expect(clampCount(3.7, 5, 20)).toBe(3)
    expect(clampCount(99, 5, 20)).toBe(20)
  })
})
