import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { connectionsOf, findCompany, findJob, type Job, searchJobs } from '../data/network.js'
import { applyToJob, requestReferral } from '../data/writes.js'
import { signInRequired } from './company.js'
import {
  Field,
  FormContext,
  type FrameEnv,
  type FrameOutcome,
  fullName,
  Notice,
  parseForm,
  RefusedInput,
  registerFrame,
  SessionBar,
} from './kit.js'
import {
  booleanParam,
  companyIdentifierParam,
  digitsParam,
  emailField,
  jobIdentifierParam,
  optionalTextField,
  requestIdParam,
  textField,
  widthParam,
} from './params.js'

export const JYMBII_DEFAULT_MAX = 5
/** SPEC 9.2: an embedded jymbii shows at most 3 jobs. */
export const JYMBII_EMBED_MAX = 3
export const JYMBII_MAX_LIMIT = 25

const jobShape = { jobCode: jobIdentifierParam.optional(), jobId: jobIdentifierParam.optional() }

function resolveJob(
  env: FrameEnv,
  params: { jobCode?: string; jobId?: string },
): Job | { notFound: string } {
  const identifier = params.jobCode ?? params.jobId
  if (!identifier) throw new RefusedInput([{ field: 'jobCode', message: 'is required' }])
  return findJob(env.deps.db, identifier) ?? { notFound: env.t.jobNotFound(identifier) }
}

function JobSummary({ env, job }: { env: FrameEnv; job: Job }) {
  return (
    <>
      <p>
        <strong>{job.companyName}</strong> · {job.location}
      </p>
      <p>{job.description}</p>
      <p className="muted">
        {env.t.posted(job.postedOn)} · {env.t.applicants(env.num(job.applyCount))}
      </p>
    </>
  )
}

function applyHref(env: FrameEnv, job: Job): string {
  const query = new URLSearchParams()
  for (const key of ['xdOrigin', 'xdChannel', 'lang'] as const) {
    const value = env.carry[key]
    if (value) query.set(key, value)
  }
  query.set('jobCode', job.code)
  return `/cws/job/apply?${query.toString()}`
}

const phonePattern = /^[+\d\s()-]{5,30}$/

export function registerJobFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/cws/jymbii',
    shape: {
      companyId: companyIdentifierParam.optional(),
      industry: z.string().max(100, { message: 'must be at most 100 characters' }).optional(),
      jobFunction: z.string().max(100, { message: 'must be at most 100 characters' }).optional(),
      country: z
        .string()
        .regex(/^[a-z]{2}$/i, { message: 'must be a two-letter country code' })
        .optional(),
      // The SDK sends 0 for a non-numeric max: that means "the default", as does no max at all.
      max: z
        .string()
        .regex(/^\d{1,2}$/, { message: 'must be a whole number below 100' })
        .transform((v) => Math.min(Number(v), JYMBII_MAX_LIMIT) || undefined)
        .optional(),
      title: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
      embed: booleanParam.optional(),
      callback: booleanParam.optional(),
      format: z.string().max(20).optional(),
      width: widthParam.optional(),
    },
    render: (env, params): FrameOutcome => {
      let companyId: number | undefined
      if (params.companyId) {
        const company = findCompany(env.deps.db, params.companyId)
        if (!company) return { notFound: env.t.companyNotFound(params.companyId) }
        companyId = company.id
      }
      const max = params.embed ? JYMBII_EMBED_MAX : (params.max ?? JYMBII_DEFAULT_MAX)
      const jobs = searchJobs(
        env.deps.db,
        {
          companyId,
          industry: params.industry,
          jobFunction: params.jobFunction,
          country: params.country,
        },
        max,
      )
      return {
        title: params.title?.trim() || env.t.jobsTitle,
        width: params.width,
        closable: !params.embed,
        result: params.callback
          ? {
              type: 'success',
              data: {
                jobs: jobs.map((j) => ({
                  id: j.id,
                  jobCode: j.code,
                  title: j.title,
                  company: j.companyName,
                  location: j.location,
                  postedOn: j.postedOn,
                })),
              },
            }
          : undefined,
        body:
          jobs.length === 0 ? (
            <p className="muted">{env.t.noJobs}</p>
          ) : (
            <ul className="rows">
              {jobs.map((job) => (
                <li key={job.id} className="row">
                  <div>
                    <a href={applyHref(env, job)}>{job.title}</a>
                    <p className="muted">
                      {job.companyName} · {job.location} · {env.t.posted(job.postedOn)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ),
      }
    },
  })

  const applyForm = (env: FrameEnv) => (
    <form method="post" action={env.path}>
      <FormContext env={env} action="apply" />
      <Field id="name" label={env.t.name}>
        <input
          id="name"
          name="name"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={env.member ? fullName(env.member) : undefined}
        />
      </Field>
      <Field id="email" label={env.t.email}>
        <input
          id="email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={env.member?.email}
        />
      </Field>
      <Field id="phone" label={env.t.phone}>
        <input id="phone" name="phone" type="tel" maxLength={30} autoComplete="tel" />
      </Field>
      <Field id="message" label={env.t.coverLetter}>
        <textarea id="message" name="message" rows={4} maxLength={4000} />
      </Field>
      <button type="submit" className="button">
        {env.t.sendApplication}
      </button>
    </form>
  )

  registerFrame(app, deps, {
    path: '/cws/job/apply',
    shape: jobShape,
    render: (env, params): FrameOutcome => {
      const job = resolveJob(env, params)
      if ('notFound' in job) return job
      return {
        title: env.t.applyTitle(job.title),
        closable: true,
        body: (
          <>
            <JobSummary env={env} job={job} />
            {applyForm(env)}
            <SessionBar env={env} />
          </>
        ),
      }
    },
    actions: {
      apply: (env, params, form): FrameOutcome => {
        const job = resolveJob(env, params)
        if ('notFound' in job) return job
        const fields = parseForm(
          z.object({
            requestId: requestIdParam,
            name: textField(100),
            email: emailField,
            phone: z
              .string()
              .trim()
              .regex(phonePattern, { message: 'must be a phone number' })
              .optional(),
            message: optionalTextField(4000),
          }),
          form,
        )
        const { created, count } = applyToJob(env.deps.db, {
          requestId: fields.requestId,
          jobId: job.id,
          memberId: env.member?.id ?? null,
          name: fields.name,
          email: fields.email,
          phone: fields.phone ?? null,
          message: fields.message || null,
          now: env.now,
        })
        return {
          title: env.t.applyTitle(job.title),
          closable: true,
          result: { type: 'success', data: { jobCode: job.code, count } },
          body: <Notice>{created ? env.t.applicationSent : env.t.alreadyRecorded}</Notice>,
        }
      },
    },
  })

  registerFrame(app, deps, {
    path: '/cws/referral',
    shape: jobShape,
    render: (env, params): FrameOutcome => {
      const job = resolveJob(env, params)
      if ('notFound' in job) return job
      const member = env.member
      const contacts = member
        ? connectionsOf(env.deps.db, member.id).filter((m) => m.companyId === job.companyId)
        : []
      return {
        title: env.t.referralTitle(job.title),
        closable: true,
        body: (
          <>
            <JobSummary env={env} job={job} />
            {!member ? (
              <SessionBar env={env} />
            ) : contacts.length === 0 ? (
              <p className="muted">{env.t.noContacts}</p>
            ) : (
              <form method="post" action={env.path}>
                <FormContext env={env} action="ask" />
                <p>{env.t.referralIntro(job.companyName)}</p>
                <Field id="contactId" label={env.t.referralContact}>
                  <select id="contactId" name="contactId" required>
                    {contacts.map((c) => (
                      <option key={c.id} value={c.id}>
                        {fullName(c)} – {c.title}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="message" label={env.t.message}>
                  <textarea id="message" name="message" rows={4} required maxLength={1000} />
                </Field>
                <button type="submit" className="button">
                  {env.t.askReferral}
                </button>
              </form>
            )}
          </>
        ),
      }
    },
    actions: {
      ask: (env, params, form): FrameOutcome => {
        const job = resolveJob(env, params)
        if ('notFound' in job) return job
        const member = env.member
        if (!member) return signInRequired(env)
        const fields = parseForm(
          z.object({ requestId: requestIdParam, contactId: digitsParam, message: textField(1000) }),
          form,
        )
        const contact = connectionsOf(env.deps.db, member.id).find(
          (m) => m.id === Number(fields.contactId) && m.companyId === job.companyId,
        )
        if (!contact) {
          throw new RefusedInput([
            { field: 'contactId', message: 'must be one of your connections at the company' },
          ])
        }
        requestReferral(env.deps.db, {
          requestId: fields.requestId,
          memberId: member.id,
          jobId: job.id,
          contactId: contact.id,
          message: fields.message,
          now: env.now,
        })
        return {
          title: env.t.referralTitle(job.title),
          closable: true,
          result: { type: 'success', data: { jobCode: job.code } },
          body: <Notice>{env.t.referralSent}</Notice>,
        }
      },
    },
  })
}
