import { z } from 'zod'

import { CONSENT_CATEGORIES } from '../categories'

/** What the banner posts to the consent log (internal/log.ts), checked field by field. */

const yesOrNo = (label: string) =>
  z.boolean({ error: `Värdet för ${label} ska vara ja eller nej.` })

export const choicesSchema = z.strictObject(
  {
    necessary: z.literal(true, { error: 'Nödvändiga cookies kan inte avvisas.' }),
    functional: yesOrNo('funktionella'),
    analytics: yesOrNo('analys'),
    performance: yesOrNo('prestanda'),
    advertisement: yesOrNo('marknadsföring'),
    other: yesOrNo('övriga'),
  },
  { error: 'Kategorierna saknas eller är felaktiga.' },
)

const pageSchema = z
  .string({ error: 'Sidan saknas.' })
  .max(500, { error: 'Sidans adress är för lång.' })
  // A path on the site: one leading slash, no whitespace (which covers line breaks).
  .regex(/^\/(?!\/)\S*$/, { error: 'Sidan ska vara en adress på webbplatsen.' })

export const decisionSchema = z.strictObject({
  type: z.literal('decision'),
  requestId: z
    .string({ error: 'Förfrågans id saknas.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Förfrågans id är ogiltigt.' }),
  consentId: z
    .string({ error: 'Samtyckes-id saknas.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Samtyckes-id är ogiltigt.' }),
  // The browser's own reading; the server works the kind out from the log (record.ts).
  kind: z.enum(['first', 'change', 'withdrawal']).optional(),
  choices: choicesSchema,
  policyVersion: z
    .number({ error: 'Policyversionen saknas.' })
    .int({ error: 'Policyversionen ska vara ett heltal.' })
    .min(1, { error: 'Policyversionen ska vara minst 1.' }),
  page: pageSchema,
})

export const viewSchema = z.strictObject({ type: z.literal('view'), page: pageSchema })

export const consentLogSchema = z.discriminatedUnion('type', [decisionSchema, viewSchema], {
  error: 'Okänd typ av samtyckeshändelse.',
})

export type DecisionInput = z.infer<typeof decisionSchema>
export type ConsentLogInput = z.infer<typeof consentLogSchema>

/** The first problem of a refused body, as the visitor-facing Swedish message. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Samtycket kunde inte läsas.'
}

export { CONSENT_CATEGORIES }
