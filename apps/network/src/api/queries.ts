// Reads and writes of the member API's own tables: groups, posts, comments, likes, follows, updates,
// and the record of idempotent writes.
import type { Db } from '../db/database.js'
import { inTransaction } from '../db/database.js'
import { findMemberById, type Member } from '../data/network.js'

export interface Group {
  id: number
  name: string
  shortDescription: string
  description: string
  companyId: number | null
  companyName: string | null
  isOpen: boolean
}

export interface Post {
  id: number
  groupId: number
  groupName: string
  companyId: number | null
  companyName: string | null
  authorId: number
  title: string
  summary: string
  createdAt: string
}

export interface Comment {
  id: number
  postId: number
  authorId: number
  text: string
  createdAt: string
}

export interface UpdateRow {
  id: number
  companyId: number | null
  companyName: string | null
  memberId: number | null
  kind: 'news' | 'job_change' | 'post'
  title: string
  body: string
  publishedOn: string
}

type Row = Record<string, unknown>
const n = (v: unknown) => Number(v)
const nOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const sOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v))

const GROUP_SELECT = `SELECT g.*, c.name AS company_name FROM groups g LEFT JOIN companies c ON c.id = g.company_id`
const toGroup = (r: Row): Group => ({
  id: n(r.id),
  name: String(r.name),
  shortDescription: String(r.short_description),
  description: String(r.description),
  companyId: nOrNull(r.company_id),
  companyName: sOrNull(r.company_name),
  isOpen: n(r.is_open) === 1,
})

const POST_SELECT = `SELECT p.*, g.name AS group_name, g.company_id, c.name AS company_name
  FROM posts p JOIN groups g ON g.id = p.group_id LEFT JOIN companies c ON c.id = g.company_id`
const toPost = (r: Row): Post => ({
  id: n(r.id),
  groupId: n(r.group_id),
  groupName: String(r.group_name),
  companyId: nOrNull(r.company_id),
  companyName: sOrNull(r.company_name),
  authorId: n(r.author_id),
  title: String(r.title),
  summary: String(r.summary),
  createdAt: String(r.created_at),
})
const toComment = (r: Row): Comment => ({
  id: n(r.id),
  postId: n(r.post_id),
  authorId: n(r.author_id),
  text: String(r.text),
  createdAt: String(r.created_at),
})

export function findGroup(db: Db, id: number): Group | undefined {
  const row = db.prepare(`${GROUP_SELECT} WHERE g.id = ?`).get(id) as Row | undefined
  return row ? toGroup(row) : undefined
}

export function groupMemberCount(db: Db, groupId: number): number {
  return n(
    (db.prepare('SELECT COUNT(*) AS n FROM group_members WHERE group_id = ?').get(groupId) as Row)
      .n,
  )
}

export function isMemberOfGroup(db: Db, groupId: number, memberId: number): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM group_members WHERE group_id = ? AND member_id = ?')
      .get(groupId, memberId),
  )
}

export function findPost(db: Db, id: number): Post | undefined {
  const row = db.prepare(`${POST_SELECT} WHERE p.id = ? AND p.deleted_at IS NULL`).get(id) as
    Row | undefined
  return row ? toPost(row) : undefined
}

export function postsOfGroup(db: Db, groupId: number, limit: number): Post[] {
  return (
    db
      .prepare(
        `${POST_SELECT} WHERE p.group_id = ? AND p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      )
      .all(groupId, limit) as Row[]
  ).map(toPost)
}

export function createPost(
  db: Db,
  post: { groupId: number; authorId: number; title: string; summary: string },
  now: Date,
): number {
  const result = db
    .prepare(
      'INSERT INTO posts (group_id, author_id, title, summary, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(post.groupId, post.authorId, post.title, post.summary, now.toISOString())
  return Number(result.lastInsertRowid)
}

export type DeleteOutcome = 'deleted' | 'already-deleted' | 'not-found' | 'forbidden'

/**
 * Deletes (marks deleted) a post or comment of the member. Deleting again what they deleted answers
 * 'already-deleted' (a retried DELETE is not an error); someone else's item is 'forbidden'.
 */
export function deleteOwned(
  db: Db,
  table: 'posts' | 'comments',
  id: number,
  memberId: number,
  now: Date,
): DeleteOutcome {
  return inTransaction(db, (): DeleteOutcome => {
    const row = db
      .prepare(`SELECT author_id, deleted_at, deleted_by FROM ${table} WHERE id = ?`)
      .get(id) as Row | undefined
    if (!row) return 'not-found'
    if (row.deleted_at !== null)
      return nOrNull(row.deleted_by) === memberId ? 'already-deleted' : 'not-found'
    if (n(row.author_id) !== memberId) return 'forbidden'
    db.prepare(`UPDATE ${table} SET deleted_at = ?, deleted_by = ? WHERE id = ?`).run(
      now.toISOString(),
      memberId,
      id,
    )
    return 'deleted'
  })
}

export function commentsOf(db: Db, postId: number): Comment[] {
  return (
    db
      .prepare(
        'SELECT * FROM comments WHERE post_id = ? AND deleted_at IS NULL ORDER BY created_at, id',
      )
      .all(postId) as Row[]
  ).map(toComment)
}

export function countComments(db: Db, postId: number): number {
  return n(
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM comments WHERE post_id = ? AND deleted_at IS NULL')
        .get(postId) as Row
    ).n,
  )
}

/** Comments by id, of posts that still exist, in the order asked. */
export function findComments(db: Db, ids: number[]): Comment[] {
  const found: Comment[] = []
  const stmt = db.prepare(
    `SELECT c.* FROM comments c JOIN posts p ON p.id = c.post_id
      WHERE c.id = ? AND c.deleted_at IS NULL AND p.deleted_at IS NULL`,
  )
  for (const id of ids) {
    const row = stmt.get(id) as Row | undefined
    if (row) found.push(toComment(row))
  }
  return found
}

export function createComment(
  db: Db,
  postId: number,
  authorId: number,
  text: string,
  now: Date,
): number {
  const result = db
    .prepare('INSERT INTO comments (post_id, author_id, text, created_at) VALUES (?, ?, ?, ?)')
    .run(postId, authorId, text, now.toISOString())
  return Number(result.lastInsertRowid)
}

export function likedBy(db: Db, postId: number): Member[] {
  const ids = db
    .prepare('SELECT member_id FROM post_likes WHERE post_id = ? ORDER BY created_at, member_id')
    .all(postId) as Row[]
  return ids.map((r) => findMemberById(db, n(r.member_id))).filter((m): m is Member => Boolean(m))
}

export function countLikes(db: Db, postId: number): number {
  return n(
    (db.prepare('SELECT COUNT(*) AS n FROM post_likes WHERE post_id = ?').get(postId) as Row).n,
  )
}

export function followedBy(db: Db, postId: number, memberId: number): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM post_follows WHERE post_id = ? AND member_id = ?')
      .get(postId, memberId),
  )
}

/** Sets (not toggles) a like or follow: the natural key makes a retried PUT change nothing more. */
export function setRelation(
  db: Db,
  table: 'post_likes' | 'post_follows',
  postId: number,
  memberId: number,
  on: boolean,
  now: Date,
): void {
  if (on) {
    db.prepare(
      `INSERT OR IGNORE INTO ${table} (post_id, member_id, created_at) VALUES (?, ?, ?)`,
    ).run(postId, memberId, now.toISOString())
  } else {
    db.prepare(`DELETE FROM ${table} WHERE post_id = ? AND member_id = ?`).run(postId, memberId)
  }
}

const UPDATE_SELECT = `SELECT u.*, c.name AS company_name FROM updates u LEFT JOIN companies c ON c.id = u.company_id`
const toUpdate = (r: Row): UpdateRow => ({
  id: n(r.id),
  companyId: nOrNull(r.company_id),
  companyName: sOrNull(r.company_name),
  memberId: nOrNull(r.member_id),
  kind: String(r.kind) as UpdateRow['kind'],
  title: String(r.title),
  body: String(r.body),
  publishedOn: String(r.published_on),
})

export interface Page {
  start: number
  count: number
}

/** The member's own updates (MemberUpdates, scope=self). */
export function memberUpdates(
  db: Db,
  memberId: number,
  page: Page,
): { total: number; values: UpdateRow[] } {
  return pageOf(db, 'u.member_id = ?', [memberId], page)
}

/** The viewer's network: updates by their connections, by their own company and companies they follow. */
export function networkUpdates(
  db: Db,
  viewer: Member,
  page: Page,
): { total: number; values: UpdateRow[] } {
  return pageOf(
    db,
    `u.member_id IN (SELECT other_id FROM connections WHERE member_id = ?)
      OR u.company_id = ?
      OR u.company_id IN (SELECT target_id FROM follows WHERE member_id = ? AND target_type = 'company')`,
    [viewer.id, viewer.companyId ?? -1, viewer.id],
    page,
  )
}

export function companyUpdates(
  db: Db,
  companyId: number,
  page: Page,
): { total: number; values: UpdateRow[] } {
  return pageOf(db, 'u.company_id = ?', [companyId], page)
}

function pageOf(db: Db, where: string, params: unknown[], page: Page) {
  const total = n(
    (db.prepare(`SELECT COUNT(*) AS n FROM updates u WHERE ${where}`).get(...params) as Row).n,
  )
  const values = (
    db
      .prepare(
        `${UPDATE_SELECT} WHERE ${where} ORDER BY u.published_on DESC, u.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, page.count, page.start) as Row[]
  ).map(toUpdate)
  return { total, values }
}

export interface RecordedWrite {
  request: string
  status: number
  body: string
}

export function findWrite(db: Db, memberId: number, key: string): RecordedWrite | undefined {
  const row = db
    .prepare(
      'SELECT request, status, body FROM api_writes WHERE member_id = ? AND idempotency_key = ?',
    )
    .get(memberId, key) as Row | undefined
  return row
    ? { request: String(row.request), status: n(row.status), body: String(row.body) }
    : undefined
}

export function recordWrite(
  db: Db,
  memberId: number,
  key: string,
  write: RecordedWrite,
  now: Date,
): void {
  db.prepare(
    'INSERT INTO api_writes (member_id, idempotency_key, request, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(memberId, key, write.request, write.status, write.body, now.toISOString())
}
