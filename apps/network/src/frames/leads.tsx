import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { type Company, findCompany } from '../data/network.js'
import { recordLead } from '../data/writes.js'
import {
  Field,
  FormContext,
  type FrameEnv,
  type FrameOutcome,
  Logo,
  Notice,
  parseForm,
  registerFrame,
} from './kit.js'
import {
  companyIdentifierParam,
  emailField,
  optionalTextField,
  requestIdParam,
  textField,
} from './params.js'

function leadForm(env: FrameEnv, company: Company) {
  const m = env.member
  return (
    <form method="post" action={env.path}>
      <FormContext env={env} action="submit" />
      <Field id="firstName" label={env.t.firstName}>
        <input
          id="firstName"
          name="firstName"
          required
          maxLength={100}
          autoComplete="given-name"
          defaultValue={m?.firstName}
        />
      </Field>
      <Field id="lastName" label={env.t.lastName}>
        <input
          id="lastName"
          name="lastName"
          required
          maxLength={100}
          autoComplete="family-name"
          defaultValue={m?.lastName}
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
          defaultValue={m?.email}
        />
      </Field>
      <Field id="companyName" label={env.t.companyName}>
        <input
          id="companyName"
          name="companyName"
          maxLength={200}
          autoComplete="organization"
          defaultValue={m?.companyName ?? undefined}
        />
      </Field>
      <Field id="title" label={env.t.jobTitle}>
        <input
          id="title"
          name="title"
          maxLength={200}
          autoComplete="organization-title"
          defaultValue={m?.title}
        />
      </Field>
      <div className="check">
        <input id="consent" name="consent" type="checkbox" value="yes" required />
        <label htmlFor="consent">{env.t.consent(company.name)}</label>
      </div>
      <button type="submit" className="button">
        {env.t.submitLead}
      </button>
    </form>
  )
}

/** /cws/leadgen and /cws/lilaform: the same lead form, recorded with its source. */
function registerLeadFrame(app: Hono<AppEnv>, deps: AppDeps, source: 'leadgen' | 'lilaform'): void {
  registerFrame(app, deps, {
    path: `/cws/${source}`,
    shape: { companyIdentifier: companyIdentifierParam },
    render: (env, params): FrameOutcome => {
      const company = findCompany(env.deps.db, params.companyIdentifier)
      if (!company) return { notFound: env.t.companyNotFound(params.companyIdentifier) }
      return {
        title: env.t.leadTitle(company.name),
        closable: true,
        body: (
          <>
            <div className="card">
              <Logo env={env} company={company} size={32} />
              <p>{env.t.leadIntro}</p>
            </div>
            {leadForm(env, company)}
          </>
        ),
      }
    },
    actions: {
      submit: (env, params, form): FrameOutcome => {
        const company = findCompany(env.deps.db, params.companyIdentifier)
        if (!company) return { notFound: env.t.companyNotFound(params.companyIdentifier) }
        const fields = parseForm(
          z.object({
            requestId: requestIdParam,
            firstName: textField(100),
            lastName: textField(100),
            email: emailField,
            companyName: optionalTextField(200),
            title: optionalTextField(200),
            consent: z.literal('yes', { message: 'must be given' }),
          }),
          form,
        )
        const { created } = recordLead(env.deps.db, {
          requestId: fields.requestId,
          companyId: company.id,
          source,
          memberId: env.member?.id ?? null,
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          companyName: fields.companyName || null,
          title: fields.title || null,
          now: env.now,
        })
        return {
          title: env.t.leadTitle(company.name),
          closable: true,
          result: { type: 'success', data: { submitted: true } },
          body: <Notice>{created ? env.t.leadSent : env.t.alreadyRecorded}</Notice>,
        }
      },
    },
  })
}

export function registerLeadFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  registerLeadFrame(app, deps, 'leadgen')
  registerLeadFrame(app, deps, 'lilaform')
}
