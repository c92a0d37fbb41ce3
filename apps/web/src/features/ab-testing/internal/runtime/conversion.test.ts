import { describe, expect, it } from 'vitest'

import type { CookieJar } from './cookies'
import { pendingConversion } from './conversion'

function jar(initial: Record<string, string>) {
  const store = new Map(Object.entries(initial))
  const cookies: CookieJar = {
    read: (n) => store.get(n) ?? null,
    write: (n, v) => void store.set(n, v),
    remove: (n) => void store.delete(n),
  }
  return { store, cookies }
}

describe('conversions completed on another page (spec 4.3)', () => {
  it('records the shop purchase as con_goal once and clears the shop log', () => {
    const { store, cookies } = jar({ et_pb_ab_shop_log: '12_abc_3', et_pb_ab_visitor: 'v.s' })
    expect(pendingConversion('shop', cookies)).toEqual({
      visitor: 'v.s',
      record: { test_id: 3, subject_id: 'abc', record_type: 'con_goal' },
    })
    expect(store.has('et_pb_ab_shop_log')).toBe(false)
    expect(store.get('et_pb_ab_con_goal_123abc')).toBe('true')
    store.set('et_pb_ab_shop_log', '12_abc_3')
    expect(pendingConversion('shop', cookies)).toBeNull()
  })

  it('records con_short for the tracked page through et_pb_ab_shortcode_track_{id}, once', () => {
    const { store, cookies } = jar({
      et_pb_ab_shortcode_track_12: '12_abc_3',
      et_pb_ab_visitor: 'v.s',
    })
    expect(pendingConversion('tracker', cookies, 99)).toBeNull()
    expect(pendingConversion('tracker', cookies, 12)?.record).toEqual({
      test_id: 3,
      subject_id: 'abc',
      record_type: 'con_short',
    })
    expect(store.get('et_pb_ab_con_short_123')).toBe('true')
    expect(pendingConversion('tracker', cookies, 12)).toBeNull()
  })

  it('records nothing without a visitor id', () => {
    expect(pendingConversion('shop', jar({ et_pb_ab_shop_log: '12_abc_3' }).cookies)).toBeNull()
  })
})
