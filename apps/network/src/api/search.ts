// People search (SPEC 7.2): `/people-search:(num-results,people:({fields}),facets:({facets}))` with
// keyword and field filters, facet refinements (`facet=industry,Automation`) and paging.
import { z } from 'zod'
import type { Db } from '../db/database.js'
import { findMemberById, type Member } from '../data/network.js'
import { ApiError } from './errors.js'
import type { FieldSpec } from './selectors.js'
import { camel, PersonShape, select, type ShapeCtx } from './shapes.js'

export const FACET_CODES = ['location', 'industry', 'current-company', 'school'] as const
type FacetCode = (typeof FACET_CODES)[number]
const FACET_NAMES: Record<FacetCode, string> = {
  location: 'Ort',
  industry: 'Bransch',
  'current-company': 'Nuvarande företag',
  school: 'Skola',
}
/** SPEC 3.2: facets default to name, code and buckets of code, name and count. */
export const DEFAULT_FACET_FIELDS: FieldSpec[] = [
  { name: 'name' },
  { name: 'code' },
  { name: 'buckets', sub: [{ name: 'code' }, { name: 'name' }, { name: 'count' }] },
]
const BUCKET_FIELDS = ['code', 'name', 'count', 'selected']
const TOP_FIELDS = ['num-results', 'people', 'facets']

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })

export const searchQuery = z.object({
  keywords: text(200).optional(),
  'first-name': text(100).optional(),
  'last-name': text(100).optional(),
  'company-name': text(200).optional(),
  'current-company': z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).optional(),
  title: text(100).optional(),
  'school-name': text(200).optional(),
  start: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(1000, { message: 'must be at most 1000' })
    .default(0),
  count: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be between 1 and 25' })
    .max(25, { message: 'must be between 1 and 25' })
    .default(10),
  sort: z
    .enum(['relevance', 'connections', 'last-name'], {
      message: 'must be relevance, connections or last-name',
    })
    .default('relevance'),
})

export type SearchQuery = z.output<typeof searchQuery>

interface Refinement {
  code: FacetCode
  values: string[]
}

/** Reads `facet=code,value[,value…]` parameters (repeatable). */
export function parseRefinements(raw: string[]): Refinement[] {
  return raw.map((item) => {
    const [code = '', ...values] = item.split(',').map((s) => s.trim())
    if (!(FACET_CODES as readonly string[]).includes(code)) {
      throw new ApiError(
        400,
        `facet must start with one of ${FACET_CODES.join(', ')}; got {${code}}`,
      )
    }
    if (!values.length || values.some((v) => !v || v.length > 200)) {
      throw new ApiError(400, `facet ${code} needs at least one value (facet=${code},value)`)
    }
    return { code: code as FacetCode, values }
  })
}

interface Row {
  member: Member
  connections: number
  bucket: Record<FacetCode, { code: string; name: string } | null>
}

const fold = (s: string) => s.toLocaleLowerCase('sv')
const has = (haystack: string | null | undefined, needle: string | undefined) =>
  !needle || fold(haystack ?? '').includes(fold(needle))

function loadRows(db: Db): Row[] {
  const rows = db
    .prepare(
      `SELECT m.id, (SELECT COUNT(*) FROM connections x WHERE x.member_id = m.id) AS connections
        FROM members m ORDER BY m.id`,
    )
    .all() as { id: number; connections: number }[]
  return rows.map((r) => {
    const member = memberById(db, Number(r.id))
    return {
      member,
      connections: Number(r.connections),
      bucket: {
        location: { code: member.location, name: member.location },
        industry: { code: member.industry, name: member.industry },
        'current-company':
          member.companyId === null
            ? null
            : { code: String(member.companyId), name: member.companyName ?? '' },
        school:
          member.schoolId === null
            ? null
            : { code: String(member.schoolId), name: member.schoolName ?? '' },
      },
    }
  })
}

function memberById(db: Db, id: number): Member {
  const m = findMemberById(db, id)
  if (!m) throw new Error(`member ${id} vanished`)
  return m
}

function matchesFields(row: Row, q: SearchQuery): boolean {
  const m = row.member
  if (q.keywords) {
    const all = [
      m.firstName,
      m.lastName,
      m.headline,
      m.summary,
      m.skills.join(' '),
      m.companyName,
      m.title,
      m.location,
      m.industry,
    ]
      .map((s) => fold(s ?? ''))
      .join(' ')
    if (
      !fold(q.keywords)
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => all.includes(word))
    )
      return false
  }
  if (!has(m.firstName, q['first-name']) || !has(m.lastName, q['last-name'])) return false
  if (!has(m.title, q.title) || !has(m.schoolName, q['school-name'])) return false
  if (q['company-name'] && !has(m.companyName, q['company-name'])) return false
  if (q['current-company'] === 'true' && m.companyId === null) return false
  return true
}

const matchesRefinement = (row: Row, r: Refinement) => {
  const b = row.bucket[r.code]
  return b !== null && r.values.some((v) => fold(v) === fold(b.code))
}

/** Runs a search and writes the response for the requested top-level fields. */
export function peopleSearch(
  db: Db,
  q: SearchQuery,
  refinements: Refinement[],
  specs: FieldSpec[] | undefined,
  ctx: ShapeCtx,
): Record<string, unknown> {
  const top = specs?.length
    ? specs
    : [{ name: 'num-results' }, { name: 'people' }, { name: 'facets' }]
  for (const spec of top) {
    if (!TOP_FIELDS.includes(spec.name)) {
      throw new ApiError(400, `Unknown field {${spec.name}} in resource {PeopleSearch}`)
    }
  }
  const base = loadRows(db).filter((row) => matchesFields(row, q))
  const results = base.filter((row) => refinements.every((r) => matchesRefinement(row, r)))
  const sorted = [...results].sort((a, b) =>
    q.sort === 'last-name'
      ? a.member.lastName.localeCompare(b.member.lastName, 'sv')
      : q.sort === 'connections'
        ? b.connections - a.connections
        : // relevance: members who share a connection with the viewer first, then by connections
          relevance(b, ctx) - relevance(a, ctx) || b.connections - a.connections,
  )
  const out: Record<string, unknown> = {}
  for (const spec of top) {
    if (spec.name === 'num-results') out.numResults = results.length
    if (spec.name === 'people') {
      const page = sorted.slice(q.start, q.start + q.count)
      out.people = {
        _total: results.length,
        _start: q.start,
        _count: page.length,
        values: page.map((row) =>
          select(PersonShape, row.member, spec.sub, { ...ctx, self: false }),
        ),
      }
    }
    if (spec.name === 'facets')
      out.facets = facets(base, refinements, spec.sub ?? DEFAULT_FACET_FIELDS)
  }
  return out
}

function relevance(row: Row, ctx: ShapeCtx): number {
  const viewer = ctx.viewer
  if (!viewer) return 0
  const connected = ctx.db
    .prepare('SELECT 1 FROM connections WHERE member_id = ? AND other_id = ?')
    .get(viewer.id, row.member.id)
  return connected ? 1 : 0
}

/** Each facet counts the members matching every filter except its own refinement (drill-down). */
function facets(base: Row[], refinements: Refinement[], specs: FieldSpec[]) {
  const values = FACET_CODES.map((code) => {
    const others = refinements.filter((r) => r.code !== code)
    const own = refinements.find((r) => r.code === code)
    const counts = new Map<string, { code: string; name: string; count: number }>()
    for (const row of base) {
      if (!others.every((r) => matchesRefinement(row, r))) continue
      const b = row.bucket[code]
      if (!b) continue
      const entry = counts.get(b.code) ?? { ...b, count: 0 }
      entry.count += 1
      counts.set(b.code, entry)
    }
    const buckets = [...counts.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'),
    )
    const facet: Record<string, unknown> = {}
    for (const spec of specs) {
      if (spec.name === 'code') facet.code = code
      else if (spec.name === 'name') facet.name = FACET_NAMES[code]
      else if (spec.name === 'buckets') {
        const fields = spec.sub?.length ? spec.sub.map((s) => s.name) : ['code', 'name', 'count']
        for (const f of fields) {
          if (!BUCKET_FIELDS.includes(f))
            throw new ApiError(400, `Unknown field {${f}} in resource {Bucket}`)
        }
        facet.buckets = {
          _total: buckets.length,
          values: buckets.map((b) => {
            const selected = own?.values.some((v) => fold(v) === fold(b.code)) ?? false
            const full: Record<string, unknown> = { ...b, selected }
            return Object.fromEntries(fields.map((f) => [camel(f), full[f]]))
          }),
        }
      } else throw new ApiError(400, `Unknown field {${spec.name}} in resource {Facet}`)
    }
    return facet
  })
  return { _total: values.length, values }
}
