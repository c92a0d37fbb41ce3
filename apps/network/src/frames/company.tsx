import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import {
  type Company,
  connectionsOf,
  findCompany,
  findProduct,
  isFollowing,
  membersAtCompany,
  productRecommenders,
  productsOf,
  relatedCompanies,
  updatesFor,
  hasRecommended,
} from '../data/network.js'
import { recommendProduct, setFollowing } from '../data/writes.js'
import { formatShareCount } from '../lib/formatShareCount.js'
import {
  CompanyFacts,
  type FrameEnv,
  type FrameOutcome,
  type FrameView,
  FormContext,
  Logo,
  MemberList,
  monthYear,
  Notice,
  registerFrame,
  RefusedInput,
  SessionBar,
  SignInLink,
} from './kit.js'
import { booleanParam, companyIdentifierParam, digitsParam, widthParam } from './params.js'

const companyNotFound = (env: FrameEnv, id: string) => ({ notFound: env.t.companyNotFound(id) })

/** Follow/unfollow buttons; without a session, a sign-in link instead. */
export function FollowForm({
  env,
  following,
  label,
}: {
  env: FrameEnv
  following: boolean
  label: string
}) {
  if (!env.member) return <SignInLink env={env} label={label} />
  return (
    <form method="post" action={env.path} className="follow">
      <FormContext env={env} action={following ? 'unfollow' : 'follow'} />
      <button
        type="submit"
        className={following ? 'button secondary' : 'button'}
        aria-pressed={following}
      >
        {following ? env.t.following : label}
      </button>
      {following ? <span className="muted"> {env.t.unfollow}?</span> : null}
    </form>
  )
}

/** Runs a follow change for the signed-in member, or asks to sign in (401) when there is none. */
function followAction(
  env: FrameEnv,
  company: Company | undefined,
  identifier: string,
  follow: boolean,
  rerender: (notice: string) => FrameOutcome,
): FrameOutcome {
  if (!company) return companyNotFound(env, identifier)
  if (!env.member) return signInRequired(env)
  setFollowing(env.deps.db, env.member.id, { type: 'company', id: company.id }, follow, env.now)
  return rerender(follow ? env.t.following : env.t.unfollow)
}

export function signInRequired(env: FrameEnv): FrameView {
  return {
    title: env.t.signInToContinue,
    status: 401,
    closable: true,
    body: <SignInLink env={env} />,
  }
}

function companyProfile(
  env: FrameEnv,
  params: { companyIdentifier: string; format?: string; related?: boolean; width?: number },
  notice?: string,
): FrameOutcome {
  const company = findCompany(env.deps.db, params.companyIdentifier)
  if (!company) return companyNotFound(env, params.companyIdentifier)
  const related = params.related === false ? [] : relatedCompanies(env.deps.db, company)
  const following = env.member
    ? isFollowing(env.deps.db, env.member.id, 'company', company.id)
    : false
  return {
    title: company.name,
    width: params.width,
    closable: params.format !== 'inline',
    body: (
      <>
        {notice ? <Notice>{notice}</Notice> : null}
        <div className="card">
          <Logo env={env} company={company} />
          <div>
            <p>{company.description}</p>
            <CompanyFacts env={env} company={company} />
            <p className="muted">
              {env.t.founded(company.foundedYear)} ·{' '}
              <a href={company.website} target="_blank" rel="noopener">
                {env.t.website}
              </a>
            </p>
          </div>
        </div>
        <FollowForm env={env} following={following} label={env.t.follow} />
        {related.length > 0 ? (
          <section aria-labelledby="related">
            <h2 id="related">{env.t.relatedCompanies}</h2>
            <ul className="rows">
              {related.map((r) => (
                <li key={r.id} className="row">
                  <Logo env={env} company={r} size={32} />
                  <div>
                    <a href={companyProfileHref(env, r)}>{r.name}</a>
                    <p className="muted">{r.city}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    ),
  }
}

function companyProfileHref(env: FrameEnv, company: Company): string {
  const query = new URLSearchParams({ ...env.carry, companyIdentifier: String(company.id) })
  return `/cws/company/profile?${query.toString()}`
}

const INSIDER_MODULES = ['innetwork', 'newhires', 'jobchanges'] as const

function monthsBefore(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

export function registerCompanyFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  const profileShape = {
    companyIdentifier: companyIdentifierParam,
    format: z
      .enum(['inline', 'click', 'hover'], { message: 'must be inline, click or hover' })
      .optional(),
    width: widthParam.optional(),
    related: booleanParam.optional(),
    text: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
  }
  registerFrame(app, deps, {
    path: '/cws/company/profile',
    shape: profileShape,
    render: (env, params) => companyProfile(env, params),
    actions: {
      follow: (env, params) =>
        followAction(
          env,
          findCompany(env.deps.db, params.companyIdentifier),
          params.companyIdentifier,
          true,
          (n) => companyProfile(env, params, n),
        ),
      unfollow: (env, params) =>
        followAction(
          env,
          findCompany(env.deps.db, params.companyIdentifier),
          params.companyIdentifier,
          false,
          (n) => companyProfile(env, params, n),
        ),
    },
  })

  registerFrame(app, deps, {
    path: '/cws/company/insider',
    shape: {
      companyIdentifier: companyIdentifierParam,
      modules: z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((m) => m.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.enum(INSIDER_MODULES, { message: 'must be innetwork, newhires or jobchanges' }),
          ),
        )
        .optional(),
      width: widthParam.optional(),
    },
    render: (env, params) => {
      const company = findCompany(env.deps.db, params.companyIdentifier)
      if (!company) return companyNotFound(env, params.companyIdentifier)
      const modules = new Set(params.modules?.length ? params.modules : INSIDER_MODULES)
      const staff = membersAtCompany(env.deps.db, company.id)
      const since = monthsBefore(env.now, 12)
      const member = env.member
      return {
        title: env.t.insiderTitle(company.name),
        width: params.width,
        body: (
          <>
            {modules.has('innetwork') ? (
              <section aria-labelledby="innetwork">
                <h2 id="innetwork">{env.t.inYourNetwork}</h2>
                {member ? (
                  <MemberList
                    env={env}
                    members={connectionsOf(env.deps.db, member.id).filter(
                      (m) => m.companyId === company.id,
                    )}
                  />
                ) : (
                  <>
                    <p className="muted">{env.t.signInForNetwork}</p>
                    <SignInLink env={env} />
                  </>
                )}
              </section>
            ) : null}
            {modules.has('newhires') ? (
              <section aria-labelledby="newhires">
                <h2 id="newhires">{env.t.newHires}</h2>
                <MemberList env={env} members={staff.filter((m) => m.startedOn >= since)} />
              </section>
            ) : null}
            {modules.has('jobchanges') ? (
              <section aria-labelledby="jobchanges">
                <h2 id="jobchanges">{env.t.jobChanges}</h2>
                <UpdateList
                  env={env}
                  updates={updatesFor(env.deps.db, { companyId: company.id }).filter(
                    (u) => u.kind === 'job_change',
                  )}
                />
              </section>
            ) : null}
          </>
        ),
      }
    },
  })

  const followCompany = (
    env: FrameEnv,
    params: { companyIdentifier?: string; id?: string },
    notice?: string,
  ): FrameOutcome => {
    const identifier = params.companyIdentifier ?? params.id
    if (!identifier)
      throw new RefusedInput([{ field: 'companyIdentifier', message: 'is required' }])
    const company = findCompany(env.deps.db, identifier)
    if (!company) return companyNotFound(env, identifier)
    const following = env.member
      ? isFollowing(env.deps.db, env.member.id, 'company', company.id)
      : false
    return {
      title: env.t.followName(company.name),
      body: (
        <>
          {notice ? <Notice>{notice}</Notice> : null}
          <div className="card">
            <Logo env={env} company={company} size={32} />
            <p>
              <span className="count">{formatShareCount(company.followerCount)}</span>{' '}
              <span className="muted">{env.t.followers('').trim()}</span>
            </p>
          </div>
          <FollowForm env={env} following={following} label={env.t.follow} />
        </>
      ),
    }
  }
  const followCompanyShape = {
    companyIdentifier: companyIdentifierParam.optional(),
    id: companyIdentifierParam.optional(),
    counter: z.enum(['top', 'right', 'none'], { message: 'must be top, right or none' }).optional(),
  }
  registerFrame(app, deps, {
    path: '/cws/followcompany',
    shape: followCompanyShape,
    render: (env, params) => followCompany(env, params),
    actions: {
      follow: (env, params) => {
        const identifier = params.companyIdentifier ?? params.id ?? ''
        return followAction(env, findCompany(env.deps.db, identifier), identifier, true, (n) =>
          followCompany(env, params, n),
        )
      },
      unfollow: (env, params) => {
        const identifier = params.companyIdentifier ?? params.id ?? ''
        return followAction(env, findCompany(env.deps.db, identifier), identifier, false, (n) =>
          followCompany(env, params, n),
        )
      },
    },
  })

  const productShape = { companyId: companyIdentifierParam, prdId: digitsParam }
  const productPage = (
    env: FrameEnv,
    params: { companyId: string; prdId: string },
    notice?: string,
    justRecommended?: number,
  ): FrameOutcome => {
    const company = findCompany(env.deps.db, params.companyId)
    if (!company) return companyNotFound(env, params.companyId)
    const product = findProduct(env.deps.db, Number(params.prdId))
    if (!product || product.companyId !== company.id)
      return { notFound: env.t.productNotFound(params.prdId) }
    const recommended = env.member ? hasRecommended(env.deps.db, product.id, env.member.id) : false
    const recommenders = productRecommenders(env.deps.db, product.id)
    const others = productsOf(env.deps.db, company.id).filter((p) => p.id !== product.id)
    return {
      title: env.t.productTitle(product.name),
      result:
        justRecommended === undefined
          ? undefined
          : { type: 'success', data: { count: justRecommended } },
      body: (
        <>
          {notice ? <Notice>{notice}</Notice> : null}
          <div className="card">
            <Logo env={env} company={company} />
            <div>
              <p className="muted">{env.t.productBy(company.name)}</p>
              <p>{product.description}</p>
              <p>
                <a href={product.url} target="_blank" rel="noopener">
                  {env.t.productLink}
                </a>
              </p>
            </div>
          </div>
          <p>
            <span className="count" id="recommendation-count">
              {env.t.recommendations(formatShareCount(product.recommendationCount))}
            </span>
          </p>
          {env.member ? (
            recommended ? (
              <p className="muted">{env.t.recommended}</p>
            ) : (
              <form method="post" action={env.path}>
                <FormContext env={env} action="recommend" />
                <button type="submit" className="button">
                  {env.t.recommend}
                </button>
              </form>
            )
          ) : (
            <SignInLink env={env} label={env.t.recommend} />
          )}
          {recommenders.length > 0 ? (
            <section aria-labelledby="recommenders">
              <h2 id="recommenders">{env.t.recommendedBy}</h2>
              <MemberList env={env} members={recommenders} />
            </section>
          ) : null}
          {others.length > 0 ? (
            <section aria-labelledby="others">
              <h2 id="others">{env.t.otherProducts}</h2>
              <ul>
                {others.map((p) => (
                  <li key={p.id}>
                    <a href={`/company/${company.id}/product?prdId=${p.id}`}>{p.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SessionBar env={env} />
        </>
      ),
    }
  }
  registerFrame(app, deps, {
    path: '/company/:companyId/product',
    shape: productShape,
    render: (env, params) => productPage(env, params),
    actions: {
      recommend: (env, params) => {
        const page = productPage(env, params)
        if ('notFound' in page) return page
        if (!env.member) return signInRequired(env)
        const { count } = recommendProduct(
          env.deps.db,
          Number(params.prdId),
          env.member.id,
          env.now,
        )
        return productPage(env, params, env.t.recommended, count)
      },
    },
  })
}

export function UpdateList({
  env,
  updates,
}: {
  env: FrameEnv
  updates: { id: number; title: string; body: string; publishedOn: string }[]
}) {
  if (updates.length === 0) return <p className="muted">{env.t.noUpdates}</p>
  return (
    <ul className="rows">
      {updates.map((u) => (
        <li key={u.id} className="row">
          <div>
            <p>
              <strong>{u.title}</strong>
            </p>
            <p>{u.body}</p>
            <p className="muted">
              <time dateTime={u.publishedOn}>{monthYear(env, u.publishedOn.slice(0, 7))}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
