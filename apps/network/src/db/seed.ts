import { hashPassword } from '../lib/password.js'
import type { Db } from './database.js'
import { inTransaction } from './database.js'
import * as data from './seedData.js'

/**
 * Inserts the demo network. Every row has a fixed id and is inserted with INSERT OR IGNORE, so running it
 * again changes nothing and never resets counts that visitors have since raised.
 */
export function seedDatabase(db: Db): void {
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }
  // All demo members share one password; hash it once (scrypt is deliberately slow).
  const passwordHash = seeded.n >= data.members.length ? '' : hashPassword(data.DEMO_PASSWORD)

  inTransaction(db, () => {
    const school = db.prepare(
      'INSERT OR IGNORE INTO schools (id, slug, name, city, country) VALUES (?, ?, ?, ?, ?)',
    )
    for (const s of data.schools) school.run(s.id, s.slug, s.name, s.city, s.country)

    const company = db.prepare(
      `INSERT OR IGNORE INTO companies (id, universal_name, name, industry, description, website, city, country,
        employee_count, founded_year, follower_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const c of data.companies) {
      company.run(
        c.id,
        c.universalName,
        c.name,
        c.industry,
        c.description,
        c.website,
        c.city,
        c.country,
        c.employeeCount,
        c.foundedYear,
        c.followerCount,
      )
    }

    if (passwordHash) {
      const member = db.prepare(
        `INSERT OR IGNORE INTO members (id, slug, member_token, email, password_hash, first_name, last_name,
          headline, location, industry, summary, skills, company_id, title, started_on, school_id, degree,
          graduation_year, open_to_work, follower_count)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      for (const m of data.members) {
        member.run(
          m.id,
          m.slug,
          m.memberToken,
          m.email,
          passwordHash,
          m.firstName,
          m.lastName,
          m.headline,
          m.location,
          m.industry,
          m.summary,
          m.skills,
          m.companyId,
          m.title,
          m.startedOn,
          m.schoolId,
          m.degree,
          m.graduationYear,
          m.openToWork,
          m.followerCount,
        )
      }
    }

    const position = db.prepare(
      `INSERT OR IGNORE INTO past_positions (id, member_id, company_id, company_name, title, start_on, end_on)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const p of data.pastPositions) {
      position.run(p.id, p.memberId, p.companyId, p.companyName, p.title, p.startOn, p.endOn)
    }

    const connection = db.prepare(
      'INSERT OR IGNORE INTO connections (member_id, other_id) VALUES (?, ?)',
    )
    for (const [a, b] of data.connections) {
      connection.run(a, b)
      connection.run(b, a)
    }

    const product = db.prepare(
      `INSERT OR IGNORE INTO products (id, company_id, name, description, url, recommendation_count)
        VALUES (?, ?, ?, ?, ?, ?)`,
    )
    for (const p of data.products) {
      product.run(p.id, p.companyId, p.name, p.description, p.url, p.recommendationCount)
    }

    const job = db.prepare(
      `INSERT OR IGNORE INTO jobs (id, code, company_id, title, location, country, industry, job_function,
        description, posted_on, apply_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const j of data.jobs) {
      job.run(
        j.id,
        j.code,
        j.companyId,
        j.title,
        j.location,
        j.country,
        j.industry,
        j.jobFunction,
        j.description,
        j.postedOn,
        j.applyCount,
      )
    }

    const shareCount = db.prepare('INSERT OR IGNORE INTO share_counts (url, count) VALUES (?, ?)')
    for (const s of data.shareCounts) shareCount.run(s.url, s.count)

    const update = db.prepare(
      `INSERT OR IGNORE INTO updates (id, company_id, member_id, kind, title, body, published_on)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const u of data.updates) {
      update.run(u.id, u.companyId, u.memberId, u.kind, u.title, u.body, u.publishedOn)
    }

    const group = db.prepare(
      `INSERT OR IGNORE INTO groups (id, name, short_description, description, company_id, is_open, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const g of data.groups) {
      group.run(g.id, g.name, g.shortDescription, g.description, g.companyId, g.isOpen, g.createdAt)
    }
    const groupMember = db.prepare(
      'INSERT OR IGNORE INTO group_members (group_id, member_id) VALUES (?, ?)',
    )
    for (const [g, m] of data.groupMembers) groupMember.run(g, m)
    const post = db.prepare(
      `INSERT OR IGNORE INTO posts (id, group_id, author_id, title, summary, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`,
    )
    for (const p of data.posts)
      post.run(p.id, p.groupId, p.authorId, p.title, p.summary, p.createdAt)
    const comment = db.prepare(
      `INSERT OR IGNORE INTO comments (id, post_id, author_id, text, created_at) VALUES (?, ?, ?, ?, ?)`,
    )
    for (const c of data.comments) comment.run(c.id, c.postId, c.authorId, c.text, c.createdAt)
    const like = db.prepare(
      'INSERT OR IGNORE INTO post_likes (post_id, member_id, created_at) VALUES (?, ?, ?)',
    )
    for (const [p, m] of data.postLikes) like.run(p, m, '2026-11-15T08:00:00.000Z')

    const activity = db.prepare(
      `INSERT OR IGNORE INTO activities (request_id, contract_id, url_parser_key, extra, url, referrer, api_key,
        activity, job_code, top_url, top_referrer, user_agent, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    )
    for (const a of data.activities) {
      activity.run(
        a.requestId,
        a.contractId,
        a.urlParserKey,
        a.extra,
        a.url,
        a.referrer,
        a.apiKey,
        a.activity,
        a.jobCode,
        a.topUrl,
        a.topReferrer,
        a.createdAt,
      )
    }
  })
}
