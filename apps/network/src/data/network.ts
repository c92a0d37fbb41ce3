// Read side of the demo network: typed lookups for frames, counts and the /v1 API.
// Rows are mapped field by field (libsql adds a _metadata key to every row object).
import type { Db } from '../db/database.js'

export interface Company {
  id: number
  universalName: string
  name: string
  industry: string
  description: string
  website: string
  city: string
  country: string
  employeeCount: number
  foundedYear: number
  followerCount: number
}

export interface School {
  id: number
  slug: string
  name: string
  city: string
  country: string
}

export interface Member {
  id: number
  slug: string
  memberToken: string
  email: string
  firstName: string
  lastName: string
  headline: string
  location: string
  industry: string
  summary: string
  skills: string[]
  companyId: number | null
  companyName: string | null
  title: string
  startedOn: string
  schoolId: number | null
  schoolName: string | null
  degree: string | null
  graduationYear: number | null
  openToWork: boolean
  followerCount: number
}

export interface PastPosition {
  companyId: number | null
  companyName: string
  title: string
  startOn: string
  endOn: string
}

export interface Product {
  id: number
  companyId: number
  name: string
  description: string
  url: string
  recommendationCount: number
}

export interface Job {
  id: number
  code: string
  companyId: number
  companyName: string
  title: string
  location: string
  country: string
  industry: string
  jobFunction: string
  description: string
  postedOn: string
  applyCount: number
}

export interface Update {
  id: number
  companyId: number | null
  memberId: number | null
  kind: 'news' | 'job_change' | 'post'
  title: string
  body: string
  publishedOn: string
}

type Row = Record<string, unknown>

const str = (row: Row, key: string): string => String(row[key] ?? '')
const num = (row: Row, key: string): number => Number(row[key] ?? 0)
const strOrNull = (row: Row, key: string): string | null =>
  row[key] === null || row[key] === undefined ? null : String(row[key])
const numOrNull = (row: Row, key: string): number | null =>
  row[key] === null || row[key] === undefined ? null : Number(row[key])

function toCompany(row: Row): Company {
  return {
    id: num(row, 'id'),
    universalName: str(row, 'universal_name'),
    name: str(row, 'name'),
    industry: str(row, 'industry'),
    description: str(row, 'description'),
    website: str(row, 'website'),
    city: str(row, 'city'),
    country: str(row, 'country'),
    employeeCount: num(row, 'employee_count'),
    foundedYear: num(row, 'founded_year'),
    followerCount: num(row, 'follower_count'),
  }
}

function toSchool(row: Row): School {
  return {
    id: num(row, 'id'),
    slug: str(row, 'slug'),
    name: str(row, 'name'),
    city: str(row, 'city'),
    country: str(row, 'country'),
  }
}

const MEMBER_SELECT = `SELECT m.*, c.name AS company_name, s.name AS school_name
  FROM members m LEFT JOIN companies c ON c.id = m.company_id LEFT JOIN schools s ON s.id = m.school_id`

function toMember(row: Row): Member {
  return {
    id: num(row, 'id'),
    slug: str(row, 'slug'),
    memberToken: str(row, 'member_token'),
    email: str(row, 'email'),
    firstName: str(row, 'first_name'),
    lastName: str(row, 'last_name'),
    headline: str(row, 'headline'),
    location: str(row, 'location'),
    industry: str(row, 'industry'),
    summary: str(row, 'summary'),
    skills: str(row, 'skills')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    companyId: numOrNull(row, 'company_id'),
    companyName: strOrNull(row, 'company_name'),
    title: str(row, 'title'),
    startedOn: str(row, 'started_on'),
    schoolId: numOrNull(row, 'school_id'),
    schoolName: strOrNull(row, 'school_name'),
    degree: strOrNull(row, 'degree'),
    graduationYear: numOrNull(row, 'graduation_year'),
    openToWork: num(row, 'open_to_work') === 1,
    followerCount: num(row, 'follower_count'),
  }
}

function toProduct(row: Row): Product {
  return {
    id: num(row, 'id'),
    companyId: num(row, 'company_id'),
    name: str(row, 'name'),
    description: str(row, 'description'),
    url: str(row, 'url'),
    recommendationCount: num(row, 'recommendation_count'),
  }
}

const JOB_SELECT = `SELECT j.*, c.name AS company_name FROM jobs j JOIN companies c ON c.id = j.company_id`

function toJob(row: Row): Job {
  return {
    id: num(row, 'id'),
    code: str(row, 'code'),
    companyId: num(row, 'company_id'),
    companyName: str(row, 'company_name'),
    title: str(row, 'title'),
    location: str(row, 'location'),
    country: str(row, 'country'),
    industry: str(row, 'industry'),
    jobFunction: str(row, 'job_function'),
    description: str(row, 'description'),
    postedOn: str(row, 'posted_on'),
    applyCount: num(row, 'apply_count'),
  }
}

function toUpdate(row: Row): Update {
  return {
    id: num(row, 'id'),
    companyId: numOrNull(row, 'company_id'),
    memberId: numOrNull(row, 'member_id'),
    kind: str(row, 'kind') as Update['kind'],
    title: str(row, 'title'),
    body: str(row, 'body'),
    publishedOn: str(row, 'published_on'),
  }
}

const one = <T>(row: unknown, map: (row: Row) => T): T | undefined =>
  row ? map(row as Row) : undefined
const many = <T>(rows: unknown[], map: (row: Row) => T): T[] => rows.map((r) => map(r as Row))

/** A company by numeric id or universal name (the two forms `companyIdentifier` takes). */
export function findCompany(db: Db, identifier: string): Company | undefined {
  const sql = /^\d+$/.test(identifier)
    ? 'SELECT * FROM companies WHERE id = ?'
    : 'SELECT * FROM companies WHERE universal_name = ?'
  return one(
    db.prepare(sql).get(/^\d+$/.test(identifier) ? Number(identifier) : identifier),
    toCompany,
  )
}

export function findCompanyById(db: Db, id: number): Company | undefined {
  return one(db.prepare('SELECT * FROM companies WHERE id = ?').get(id), toCompany)
}

export function listCompanies(db: Db): Company[] {
  return many(db.prepare('SELECT * FROM companies ORDER BY id').all(), toCompany)
}

export function relatedCompanies(db: Db, company: Company, limit = 3): Company[] {
  return many(
    db
      .prepare(
        'SELECT * FROM companies WHERE industry = ? AND id != ? ORDER BY follower_count DESC LIMIT ?',
      )
      .all(company.industry, company.id, limit),
    toCompany,
  )
}

/** A school by numeric id or slug. */
export function findSchool(db: Db, identifier: string): School | undefined {
  const byId = /^\d+$/.test(identifier)
  return one(
    db
      .prepare(`SELECT * FROM schools WHERE ${byId ? 'id' : 'slug'} = ?`)
      .get(byId ? Number(identifier) : identifier),
    toSchool,
  )
}

export function firstSchool(db: Db): School | undefined {
  return one(db.prepare('SELECT * FROM schools ORDER BY id LIMIT 1').get(), toSchool)
}

export function findMemberById(db: Db, id: number): Member | undefined {
  return one(db.prepare(`${MEMBER_SELECT} WHERE m.id = ?`).get(id), toMember)
}

export function findMemberByToken(db: Db, token: string): Member | undefined {
  return one(db.prepare(`${MEMBER_SELECT} WHERE m.member_token = ?`).get(token), toMember)
}

export function findMemberByEmail(
  db: Db,
  email: string,
): (Member & { passwordHash: string }) | undefined {
  const row = db.prepare(`${MEMBER_SELECT} WHERE m.email = ?`).get(email) as Row | undefined
  return row ? { ...toMember(row), passwordHash: str(row, 'password_hash') } : undefined
}

/**
 * Extracts the profile slug from a public profile URL (`https://any.host/in/{slug}` with or without a
 * trailing slash) or accepts a bare slug. The host is not checked: embedding pages keep URLs written for
 * other environments.
 */
export function profileSlug(publicProfileUrl: string): string | undefined {
  const value = publicProfileUrl.trim()
  if (/^[a-z0-9-]{2,100}$/i.test(value)) return value.toLowerCase()
  try {
    const url = new URL(value)
    const match = /^\/in\/([a-z0-9-]{2,100})\/?$/i.exec(url.pathname)
    return match?.[1]?.toLowerCase()
  } catch {
    return undefined
  }
}

export function findMemberByProfileUrl(db: Db, publicProfileUrl: string): Member | undefined {
  const slug = profileSlug(publicProfileUrl)
  return slug ? one(db.prepare(`${MEMBER_SELECT} WHERE m.slug = ?`).get(slug), toMember) : undefined
}

export function membersAtCompany(db: Db, companyId: number, limit = 50): Member[] {
  return many(
    db
      .prepare(`${MEMBER_SELECT} WHERE m.company_id = ? ORDER BY m.started_on DESC, m.id LIMIT ?`)
      .all(companyId, limit),
    toMember,
  )
}

export function alumniOf(db: Db, schoolId: number): Member[] {
  return many(
    db
      .prepare(`${MEMBER_SELECT} WHERE m.school_id = ? ORDER BY m.graduation_year DESC, m.id`)
      .all(schoolId),
    toMember,
  )
}

export function connectionsOf(db: Db, memberId: number): Member[] {
  return many(
    db
      .prepare(
        `${MEMBER_SELECT} JOIN connections x ON x.other_id = m.id WHERE x.member_id = ? ORDER BY m.last_name`,
      )
      .all(memberId),
    toMember,
  )
}

export function sharedConnections(db: Db, a: number, b: number): Member[] {
  return many(
    db
      .prepare(
        `${MEMBER_SELECT} JOIN connections x ON x.other_id = m.id JOIN connections y ON y.other_id = m.id
          WHERE x.member_id = ? AND y.member_id = ? ORDER BY m.last_name`,
      )
      .all(a, b),
    toMember,
  )
}

export function pastPositionsOf(db: Db, memberId: number): PastPosition[] {
  return many(
    db
      .prepare('SELECT * FROM past_positions WHERE member_id = ? ORDER BY end_on DESC')
      .all(memberId),
    (row) => ({
      companyId: numOrNull(row, 'company_id'),
      companyName: str(row, 'company_name'),
      title: str(row, 'title'),
      startOn: str(row, 'start_on'),
      endOn: str(row, 'end_on'),
    }),
  )
}

export function findProduct(db: Db, id: number): Product | undefined {
  return one(db.prepare('SELECT * FROM products WHERE id = ?').get(id), toProduct)
}

export function productsOf(db: Db, companyId: number): Product[] {
  return many(
    db.prepare('SELECT * FROM products WHERE company_id = ? ORDER BY id').all(companyId),
    toProduct,
  )
}

export function productRecommenders(db: Db, productId: number, limit = 10): Member[] {
  return many(
    db
      .prepare(
        `${MEMBER_SELECT} JOIN product_recommendations r ON r.member_id = m.id WHERE r.product_id = ?
          ORDER BY r.created_at DESC LIMIT ?`,
      )
      .all(productId, limit),
    toMember,
  )
}

export function hasRecommended(db: Db, productId: number, memberId: number): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM product_recommendations WHERE product_id = ? AND member_id = ?')
      .get(productId, memberId),
  )
}

/** A job by numeric id or by its code (`SIS-UH-01`). */
export function findJob(db: Db, identifier: string): Job | undefined {
  const byId = /^\d+$/.test(identifier)
  return one(
    db
      .prepare(`${JOB_SELECT} WHERE ${byId ? 'j.id' : 'j.code'} = ?`)
      .get(byId ? Number(identifier) : identifier),
    toJob,
  )
}

export interface JobFilter {
  companyId?: number
  industry?: string
  jobFunction?: string
  country?: string
}

/** Open jobs matching every given filter, newest first. Text filters match case-insensitively. */
export function searchJobs(db: Db, filter: JobFilter, limit: number): Job[] {
  const where: string[] = []
  const params: unknown[] = []
  if (filter.companyId !== undefined) {
    where.push('j.company_id = ?')
    params.push(filter.companyId)
  }
  if (filter.industry) {
    where.push('lower(j.industry) = lower(?)')
    params.push(filter.industry)
  }
  if (filter.jobFunction) {
    where.push('lower(j.job_function) = lower(?)')
    params.push(filter.jobFunction)
  }
  if (filter.country) {
    where.push('lower(j.country) = lower(?)')
    params.push(filter.country)
  }
  const sql = `${JOB_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY j.posted_on DESC, j.id LIMIT ?`
  return many(db.prepare(sql).all(...params, limit), toJob)
}

export function updatesFor(
  db: Db,
  filter: { companyId?: number; memberId?: number },
  limit = 10,
): Update[] {
  if (filter.memberId !== undefined) {
    return many(
      db
        .prepare('SELECT * FROM updates WHERE member_id = ? ORDER BY published_on DESC LIMIT ?')
        .all(filter.memberId, limit),
      toUpdate,
    )
  }
  if (filter.companyId !== undefined) {
    return many(
      db
        .prepare('SELECT * FROM updates WHERE company_id = ? ORDER BY published_on DESC LIMIT ?')
        .all(filter.companyId, limit),
      toUpdate,
    )
  }
  return many(
    db.prepare('SELECT * FROM updates ORDER BY published_on DESC LIMIT ?').all(limit),
    toUpdate,
  )
}

export function isFollowing(
  db: Db,
  memberId: number,
  targetType: 'member' | 'company',
  targetId: number,
): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM follows WHERE member_id = ? AND target_type = ? AND target_id = ?')
      .get(memberId, targetType, targetId),
  )
}

export function shareCount(db: Db, url: string): number {
  const row = db.prepare('SELECT count FROM share_counts WHERE url = ?').get(url) as Row | undefined
  return row ? num(row, 'count') : 0
}
