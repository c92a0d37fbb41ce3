import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { alumniOf, findSchool, firstSchool, type Member, type School } from '../data/network.js'
import { type FrameEnv, type FrameOutcome, MemberList, registerFrame } from './kit.js'
import { schoolIdentifierParam, widthParam } from './params.js'

export interface FacetBucket {
  name: string
  count: number
}

/** Counts members per value, largest first, ties by name; members without a value are left out. */
export function facetOf(members: Member[], value: (m: Member) => string | null): FacetBucket[] {
  const counts = new Map<string, number>()
  for (const m of members) {
    const key = value(m)
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'))
}

const FACETS = {
  company: { label: (env: FrameEnv) => env.t.whereTheyWork, value: (m: Member) => m.companyName },
  location: { label: (env: FrameEnv) => env.t.whereTheyLive, value: (m: Member) => m.location },
  industry: { label: (env: FrameEnv) => env.t.whatTheyDo, value: (m: Member) => m.industry },
} as const

type FacetName = keyof typeof FACETS

function Facet({ env, name, members }: { env: FrameEnv; name: FacetName; members: Member[] }) {
  const buckets = facetOf(members, FACETS[name].value)
  return (
    <section aria-labelledby={`facet-${name}`}>
      <h2 id={`facet-${name}`}>{FACETS[name].label(env)}</h2>
      <ul className="facets">
        {buckets.map((b) => (
          <li key={b.name}>
            <span>{b.name}</span> <span className="count">{env.num(b.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function resolveSchool(
  env: FrameEnv,
  identifier: string | undefined,
): School | { notFound: string } {
  const school = identifier ? findSchool(env.deps.db, identifier) : firstSchool(env.deps.db)
  return school ?? { notFound: env.t.schoolNotFound(identifier ?? '') }
}

export function registerAlumniFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/cws/alumni',
    shape: { schoolId: schoolIdentifierParam.optional(), width: widthParam.optional() },
    render: (env, params): FrameOutcome => {
      const school = resolveSchool(env, params.schoolId)
      if ('notFound' in school) return school
      const alumni = alumniOf(env.deps.db, school.id)
      return {
        title: env.t.alumniTitle(school.name),
        width: params.width,
        body: (
          <>
            <p className="muted">{env.t.alumniCount(alumni.length)}</p>
            <Facet env={env} name="company" members={alumni} />
            <Facet env={env} name="location" members={alumni} />
            <section aria-labelledby="alumni-list">
              <h2 id="alumni-list">{env.t.alumniCount(alumni.length)}</h2>
              <MemberList env={env} members={alumni} />
            </section>
          </>
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/college/alumni-facet-extension',
    shape: {
      schoolId: schoolIdentifierParam,
      facet: z
        .enum(['company', 'location', 'industry'], {
          message: 'must be company, location or industry',
        })
        .optional(),
    },
    render: (env, params): FrameOutcome => {
      const school = resolveSchool(env, params.schoolId)
      if ('notFound' in school) return school
      const alumni = alumniOf(env.deps.db, school.id)
      const facets: FacetName[] = params.facet
        ? [params.facet]
        : ['company', 'location', 'industry']
      return {
        title: env.t.facetTitle(school.name),
        body: (
          <>
            <p className="muted">{env.t.alumniCount(alumni.length)}</p>
            {facets.map((f) => (
              <Facet key={f} env={env} name={f} members={alumni} />
            ))}
          </>
        ),
      }
    },
  })
}
