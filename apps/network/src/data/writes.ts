// Write side of the network. Every write that raises a count is keyed on a request id or a natural key so
// that a retried or double-submitted form is counted once, and runs in one transaction with its count.
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.js'
import { inTransaction } from '../db/database.js'
import { findMemberById, type Member, shareCount } from './network.js'

const inserted = (result: { changes: number }) => result.changes > 0

export function recordShare(
  db: Db,
  share: {
    requestId: string
    url: string
    memberId: number | null
    comment: string | null
    now: Date
  },
): { created: boolean; count: number } {
  return inTransaction(db, () => {
    const created = inserted(
      db
        .prepare(
          'INSERT OR IGNORE INTO shares (request_id, url, member_id, comment, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(share.requestId, share.url, share.memberId, share.comment, share.now.toISOString()),
    )
    if (created) {
      db.prepare(
        `INSERT INTO share_counts (url, count) VALUES (?, 1)
          ON CONFLICT(url) DO UPDATE SET count = count + 1`,
      ).run(share.url)
    }
    return { created, count: shareCount(db, share.url) }
  })
}

/** The URL a request id was already used for, so a replayed form cannot count for another page. */
export function shareRequestUrl(db: Db, requestId: string): string | undefined {
  const row = db.prepare('SELECT url FROM shares WHERE request_id = ?').get(requestId) as
    { url: string } | undefined
  return row?.url
}

export function recommendProduct(
  db: Db,
  productId: number,
  memberId: number,
  now: Date,
): { created: boolean; count: number } {
  return inTransaction(db, () => {
    const created = inserted(
      db
        .prepare(
          'INSERT OR IGNORE INTO product_recommendations (product_id, member_id, created_at) VALUES (?, ?, ?)',
        )
        .run(productId, memberId, now.toISOString()),
    )
    if (created) {
      db.prepare(
        'UPDATE products SET recommendation_count = recommendation_count + 1 WHERE id = ?',
      ).run(productId)
    }
    const row = db
      .prepare('SELECT recommendation_count AS n FROM products WHERE id = ?')
      .get(productId) as {
      n: number
    }
    return { created, count: Number(row.n) }
  })
}

const FOLLOW_TABLE = { member: 'members', company: 'companies' } as const

/** Follows or unfollows; the target's follower count moves only when the relation actually changes. */
export function setFollowing(
  db: Db,
  memberId: number,
  target: { type: 'member' | 'company'; id: number },
  follow: boolean,
  now: Date,
): { changed: boolean; followerCount: number } {
  const table = FOLLOW_TABLE[target.type]
  return inTransaction(db, () => {
    const changed = follow
      ? inserted(
          db
            .prepare(
              'INSERT OR IGNORE INTO follows (member_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
            )
            .run(memberId, target.type, target.id, now.toISOString()),
        )
      : inserted(
          db
            .prepare(
              'DELETE FROM follows WHERE member_id = ? AND target_type = ? AND target_id = ?',
            )
            .run(memberId, target.type, target.id),
        )
    if (changed) {
      db.prepare(
        `UPDATE ${table} SET follower_count = MAX(0, follower_count ${follow ? '+' : '-'} 1) WHERE id = ?`,
      ).run(target.id)
    }
    const row = db
      .prepare(`SELECT follower_count AS n FROM ${table} WHERE id = ?`)
      .get(target.id) as {
      n: number
    }
    return { changed, followerCount: Number(row.n) }
  })
}

export function applyToJob(
  db: Db,
  application: {
    requestId: string
    jobId: number
    memberId: number | null
    name: string
    email: string
    phone: string | null
    message: string | null
    now: Date
  },
): { created: boolean; count: number } {
  return inTransaction(db, () => {
    const created = inserted(
      db
        .prepare(
          `INSERT OR IGNORE INTO job_applications (request_id, job_id, member_id, name, email, phone, message, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          application.requestId,
          application.jobId,
          application.memberId,
          application.name,
          application.email,
          application.phone,
          application.message,
          application.now.toISOString(),
        ),
    )
    if (created) {
      db.prepare('UPDATE jobs SET apply_count = apply_count + 1 WHERE id = ?').run(
        application.jobId,
      )
    }
    const row = db
      .prepare('SELECT apply_count AS n FROM jobs WHERE id = ?')
      .get(application.jobId) as {
      n: number
    }
    return { created, count: Number(row.n) }
  })
}

export function sendMessage(
  db: Db,
  message: {
    requestId: string
    senderId: number
    recipientId: number
    subject: string
    body: string
    now: Date
  },
): { created: boolean } {
  const created = inserted(
    db
      .prepare(
        `INSERT OR IGNORE INTO messages (request_id, sender_id, recipient_id, subject, body, created_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        message.requestId,
        message.senderId,
        message.recipientId,
        message.subject,
        message.body,
        message.now.toISOString(),
      ),
  )
  return { created }
}

export function requestReferral(
  db: Db,
  referral: {
    requestId: string
    memberId: number
    jobId: number
    contactId: number
    message: string
    now: Date
  },
): { created: boolean } {
  const created = inserted(
    db
      .prepare(
        `INSERT OR IGNORE INTO referrals (request_id, member_id, job_id, contact_id, message, created_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        referral.requestId,
        referral.memberId,
        referral.jobId,
        referral.contactId,
        referral.message,
        referral.now.toISOString(),
      ),
  )
  return { created }
}

export function recordLead(
  db: Db,
  lead: {
    requestId: string
    companyId: number
    source: 'leadgen' | 'lilaform'
    memberId: number | null
    firstName: string
    lastName: string
    email: string
    companyName: string | null
    title: string | null
    now: Date
  },
): { created: boolean } {
  const created = inserted(
    db
      .prepare(
        `INSERT OR IGNORE INTO leads (request_id, company_id, source, member_id, first_name, last_name, email,
          company_name, title, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        lead.requestId,
        lead.companyId,
        lead.source,
        lead.memberId,
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.companyName,
        lead.title,
        lead.now.toISOString(),
      ),
  )
  return { created }
}

export interface Activity {
  requestId: string | null
  contractId: string
  urlParserKey: string | null
  extra: string | null
  url: string
  referrer: string | null
  apiKey: string | null
  activity: string | null
  jobCode: string | null
  topUrl: string | null
  topReferrer: string | null
  userAgent: string | null
}

/** Stores a beacon hit; with a request id, a repeated hit is stored once. */
export function recordActivity(db: Db, activity: Activity, now: Date): { created: boolean } {
  const created = inserted(
    db
      .prepare(
        `INSERT OR IGNORE INTO activities (request_id, contract_id, url_parser_key, extra, url, referrer, api_key,
          activity, job_code, top_url, top_referrer, user_agent, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        activity.requestId,
        activity.contractId,
        activity.urlParserKey,
        activity.extra,
        activity.url,
        activity.referrer,
        activity.apiKey,
        activity.activity,
        activity.jobCode,
        activity.topUrl,
        activity.topReferrer,
        activity.userAgent,
        now.toISOString(),
      ),
  )
  return { created }
}

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000

export function createSession(
  db: Db,
  memberId: number,
  now: Date,
): { id: string; expiresAt: Date } {
  const id = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  db.prepare(
    'INSERT INTO sessions (id, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(id, memberId, now.toISOString(), expiresAt.toISOString())
  return { id, expiresAt }
}

export function memberForSession(db: Db, sessionId: string, now: Date): Member | undefined {
  const row = db
    .prepare('SELECT member_id FROM sessions WHERE id = ? AND expires_at > ?')
    .get(sessionId, now.toISOString()) as { member_id: number } | undefined
  return row ? findMemberById(db, Number(row.member_id)) : undefined
}

export function deleteSession(db: Db, sessionId: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId)
}

/** Failed sign-ins allowed per email address within SIGN_IN_WINDOW_MS before further tries are refused. */
export const SIGN_IN_MAX_FAILURES = 10
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

export function recentSignInFailures(db: Db, email: string, now: Date): number {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString()
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND at > ?')
    .get(email, since) as { n: number }
  return Number(row.n)
}

export function recordSignInFailure(db: Db, email: string, now: Date): void {
  const before = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString()
  db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(before)
  db.prepare('INSERT INTO sign_in_failures (email, at) VALUES (?, ?)').run(email, now.toISOString())
}
