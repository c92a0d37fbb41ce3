/** Lengths the form, the validation and the collection share (one source). */
export const AUTHOR_MAX = 80
export const EMAIL_MAX = 254
export const TEXT_MAX = 4000

/** Replies nest this many levels (a comment, a reply, a reply to that); deeper replies stay at the last level. */
export const MAX_THREAD_DEPTH = 3

/**
 * Comments one client (IP address) may leave on the whole site in a window. Counted from the stored
 * comments, so every instance behind the front cache sees the same count.
 */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

/** The same address sending the same text to the same post within this window is one comment. */
export const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000

/** The path of a post's comment endpoint (POST a comment, GET a fill token). */
export const commentEndpoint = (postPath: string) => `${postPath}/kommentar`

/** The bot check's scope: a token is valid for one post's form only. */
export const commentFormScope = (slug: string) => `comment:${slug}`
