/**
 * The A/B wire contract of spec 3.3, 4.3, 7.3 and 9.7, in one place: record types, cookie names and
 * lifetimes, timings and ajax action names. Browser and server both read it; no I/O here.
 */

/** The per-subject tracking flags (spec 3.3), which are also the record types the server accepts. */
export const RECORD_TYPES = [
  'read_page',
  'read_goal',
  'view_goal',
  'click_goal',
  'con_goal',
  'con_short',
] as const
export type RecordType = (typeof RECORD_TYPES)[number]

/** One per visitor and subject: the denominator of every rate. Written by the server, never sent. */
export const IMPRESSION = 'impression'

export const isRecordType = (value: unknown): value is RecordType =>
  typeof value === 'string' && (RECORD_TYPES as readonly string[]).includes(value)

/** Spec 9.7: A/B cookies last 365 days. */
export const AB_COOKIE_DAYS = 365
export const AB_COOKIE_MAX_AGE = AB_COOKIE_DAYS * 24 * 60 * 60
/** Spec 9.7: read_goal (and view_goal) when the goal is still visible this long after entering. */
export const READ_GOAL_DELAY_MS = 3000
/** Spec 4.3: entering the viewport counts at an 80% offset (the goal's top above 80% of its height). */
export const GOAL_ENTRY_OFFSET = 0.8

export const ACTION_GET_SUBJECT = 'et_pb_ab_get_subject_id'
export const ACTION_UPDATE_STATS = 'et_pb_update_stats_table'

/** Spec 4.3: the subject id is left out of the cookie name for click_goal and con_short. */
const WITHOUT_SUBJECT: ReadonlySet<RecordType> = new Set(['click_goal', 'con_short'])

/** `et_pb_ab_{type}_{postId}{testId}{subjectId}` (spec 4.3). */
export function flagCookieName(
  type: RecordType,
  postId: number | string,
  testId: number | string,
  subjectId: string,
): string {
  return `et_pb_ab_${type}_${postId}${testId}${WITHOUT_SUBJECT.has(type) ? '' : subjectId}`
}

/** Spec 4.3: the shop's pending conversion, `{post}_{subject}_{test}`. */
export const SHOP_LOG_COOKIE = 'et_pb_ab_shop_log'
/** Ours (the spec names none): the comment's pending conversion, in the shop cookie's format. */
export const COMMENT_LOG_COOKIE = 'et_pb_ab_comment_log'
/** Spec 4.3: shortcode (conversion tracker) tracking. */
export const shortcodeTrackCookie = (id: number | string) => `et_pb_ab_shortcode_track_${id}`
/** Ours: the visitor's signed id, so the server keeps one subject per visitor and counts once. */
export const VISITOR_COOKIE = 'et_pb_ab_visitor'

export function pendingLogValue(postId: number, subjectId: string, testId: number): string {
  return `${postId}_${subjectId}_${testId}`
}

export function parsePendingLog(
  value: string | null | undefined,
): { postId: number; subjectId: string; testId: number } | null {
  const match = /^(\d{1,12})_([A-Za-z0-9]{1,40})_(\d{1,12})$/.exec(value ?? '')
  if (!match) return null
  return { postId: Number(match[1]), subjectId: match[2]!, testId: Number(match[3]) }
}

/** The goal of a test: a module of the page, or a kind of conversion (issue 19). */
export const GOAL_KINDS = [
  'module',
  'contactForm',
  'newsletter',
  'shop',
  'comment',
  'tracker',
] as const
export type GoalKind = (typeof GOAL_KINDS)[number]

export const TEST_STATUSES = ['none', 'running', 'paused', 'ended'] as const
export type TestStatus = (typeof TEST_STATUSES)[number]

/** Spec 3.3: a subject is marked on the page as `{postId}_{subjectId}`. */
export const subjectMark = (postId: number, subjectId: string) => `${postId}_${subjectId}`
