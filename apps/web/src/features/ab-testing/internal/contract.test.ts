import { describe, expect, it } from 'vitest'

import {
  AB_COOKIE_MAX_AGE,
  flagCookieName,
  parsePendingLog,
  pendingLogValue,
  RECORD_TYPES,
  shortcodeTrackCookie,
  SHOP_LOG_COOKIE,
} from './contract'

describe('the A/B wire contract (spec 3.3, 4.3, 9.7)', () => {
  it('names the six record types of spec 3.3', () => {
    expect(RECORD_TYPES).toEqual([
      'read_page',
      'read_goal',
      'view_goal',
      'click_goal',
      'con_goal',
      'con_short',
    ])
  })

  it('names flag cookies et_pb_ab_{type}_{postId}{testId}{subjectId}', () => {
    expect(flagCookieName('read_page', 12, 3, 'abc')).toBe('et_pb_ab_read_page_123abc')
    expect(flagCookieName('read_goal', 12, 3, 'abc')).toBe('et_pb_ab_read_goal_123abc')
    expect(flagCookieName('view_goal', 12, 3, 'abc')).toBe('et_pb_ab_view_goal_123abc')
    expect(flagCookieName('con_goal', 12, 3, 'abc')).toBe('et_pb_ab_con_goal_123abc')
  })

  it('leaves the subject out for click_goal and con_short', () => {
    expect(flagCookieName('click_goal', 12, 3, 'abc')).toBe('et_pb_ab_click_goal_123')
    expect(flagCookieName('con_short', 12, 3, 'abc')).toBe('et_pb_ab_con_short_123')
  })

  it('keeps the cookies 365 days', () => {
    expect(AB_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60)
  })

  it('writes the shop log as {post}_{subject}_{test} and reads it back', () => {
    expect(SHOP_LOG_COOKIE).toBe('et_pb_ab_shop_log')
    expect(pendingLogValue(12, 'abc', 3)).toBe('12_abc_3')
    expect(parsePendingLog('12_abc_3')).toEqual({ postId: 12, subjectId: 'abc', testId: 3 })
    expect(parsePendingLog('12_a;b_3')).toBeNull()
    expect(shortcodeTrackCookie(7)).toBe('et_pb_ab_shortcode_track_7')
  })
})
