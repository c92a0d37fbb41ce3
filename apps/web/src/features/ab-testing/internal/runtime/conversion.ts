import {
  AB_COOKIE_MAX_AGE,
  flagCookieName,
  parsePendingLog,
  SHOP_LOG_COOKIE,
  shortcodeTrackCookie,
  VISITOR_COOKIE,
} from '../contract'
import type { CookieJar } from './cookies'
import type { StatsRecord } from './sender'

/**
 * A conversion that completes on another page than the test's (spec 4.3): the shop's order-received
 * page (`kind: 'shop'`, cookie `et_pb_ab_shop_log`, con_goal, cookie cleared) and the conversion
 * tracker module (`kind: 'tracker'`, cookie `et_pb_ab_shortcode_track_{postId}` of the test page,
 * con_short). Returns the record to send (and the visitor to send it as), or null; the flag cookie
 * makes it once only.
 */
export function pendingConversion(
  kind: 'shop' | 'tracker',
  cookies: CookieJar,
  trackedPostId?: number,
): { record: StatsRecord; visitor: string } | null {
  const cookie = kind === 'shop' ? SHOP_LOG_COOKIE : shortcodeTrackCookie(trackedPostId ?? 0)
  const pending = parsePendingLog(cookies.read(cookie))
  const visitor = cookies.read(VISITOR_COOKIE)
  if (kind === 'shop') cookies.remove(cookie)
  if (!pending || !visitor) return null
  const type = kind === 'shop' ? 'con_goal' : 'con_short'
  const flag = flagCookieName(type, pending.postId, pending.testId, pending.subjectId)
  if (cookies.read(flag) === 'true') return null
  cookies.write(flag, 'true', AB_COOKIE_MAX_AGE)
  return {
    visitor,
    record: { test_id: pending.testId, subject_id: pending.subjectId, record_type: type },
  }
}
