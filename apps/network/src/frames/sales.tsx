import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../appTypes.js'
import {
  findCompany,
  findMemberByProfileUrl,
  findMemberByToken,
  membersAtCompany,
  sharedConnections,
  updatesFor,
} from '../data/network.js'
import { UpdateList } from './company.js'
import {
  CompanyFacts,
  type FrameOutcome,
  fullName,
  Logo,
  MemberList,
  RefusedInput,
  registerFrame,
  SessionBar,
} from './kit.js'
import { MemberCard } from './member.js'
import { companyIdentifierParam, memberTokenParam, publicProfileUrlParam } from './params.js'

export function registerSalesFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/cws/sfdc/member',
    shape: {
      public_profile_url: publicProfileUrlParam.optional(),
      member_token: memberTokenParam.optional(),
    },
    render: (env, params): FrameOutcome => {
      const asked = params.public_profile_url ?? params.member_token
      if (!asked) throw new RefusedInput([{ field: 'public_profile_url', message: 'is required' }])
      const member = params.public_profile_url
        ? findMemberByProfileUrl(env.deps.db, params.public_profile_url)
        : findMemberByToken(env.deps.db, asked)
      if (!member) return { notFound: env.t.memberNotFound(asked) }
      const viewer = env.member
      return {
        title: env.t.sfdcMemberTitle(fullName(member)),
        body: (
          <>
            <MemberCard env={env} member={member} />
            <section aria-labelledby="shared">
              <h2 id="shared">{env.t.sharedConnections}</h2>
              {viewer ? (
                <MemberList
                  env={env}
                  members={sharedConnections(env.deps.db, viewer.id, member.id)}
                />
              ) : (
                <SessionBar env={env} />
              )}
            </section>
            <section aria-labelledby="activity">
              <h2 id="activity">{env.t.recentActivity}</h2>
              <UpdateList env={env} updates={updatesFor(env.deps.db, { memberId: member.id })} />
            </section>
          </>
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/cws/sfdc/company',
    shape: { companyIdentifier: companyIdentifierParam },
    render: (env, params): FrameOutcome => {
      const company = findCompany(env.deps.db, params.companyIdentifier)
      if (!company) return { notFound: env.t.companyNotFound(params.companyIdentifier) }
      return {
        title: env.t.sfdcCompanyTitle(company.name),
        body: (
          <>
            <div className="card">
              <Logo env={env} company={company} />
              <CompanyFacts env={env} company={company} />
            </div>
            <section aria-labelledby="people">
              <h2 id="people">{env.t.decisionMakers}</h2>
              <MemberList env={env} members={membersAtCompany(env.deps.db, company.id, 10)} />
            </section>
            <section aria-labelledby="news">
              <h2 id="news">{env.t.recentActivity}</h2>
              <UpdateList
                env={env}
                updates={updatesFor(env.deps.db, { companyId: company.id }, 5)}
              />
            </section>
          </>
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/cws/sfdc/signal',
    shape: { companyIdentifier: companyIdentifierParam },
    render: (env, params): FrameOutcome => {
      const company = findCompany(env.deps.db, params.companyIdentifier)
      if (!company) return { notFound: env.t.companyNotFound(params.companyIdentifier) }
      return {
        title: env.t.sfdcSignalTitle(company.name),
        body: (
          <UpdateList env={env} updates={updatesFor(env.deps.db, { companyId: company.id }, 10)} />
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/cws/today/today',
    shape: { companyIdentifier: companyIdentifierParam.optional() },
    render: (env, params): FrameOutcome => {
      if (params.companyIdentifier) {
        const company = findCompany(env.deps.db, params.companyIdentifier)
        if (!company) return { notFound: env.t.companyNotFound(params.companyIdentifier) }
        return {
          title: env.t.todayFor(company.name),
          body: (
            <UpdateList env={env} updates={updatesFor(env.deps.db, { companyId: company.id })} />
          ),
        }
      }
      return {
        title: env.t.todayTitle,
        body: (
          <>
            <UpdateList env={env} updates={updatesFor(env.deps.db, {})} />
            <SessionBar env={env} />
          </>
        ),
      }
    },
  })
}
