import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { deliverSoon, queueMail } from '@/features/mail'
import { unitOfWork } from '@/platform/database/sql'
import { clientKey } from '@/platform/http/clientIp'
import { publicPath } from '@/platform/paths.public'
import { formGuardMessages } from '@/platform/security/formGuard'

import { botActionContact } from '../bot/actions'
import { verifyBotToken } from '../bot/verify'
import { getFormMessages } from '../messages/getFormMessages'
import type { FormMessages } from '../messages/defaults'
import {
  CONTACT_DEDUPE_WINDOW_MS,
  CONTACT_RATE_WINDOW_MS,
  contactRateMax,
  MAX_VALUE_LENGTH,
} from './limits'
import type { ContactFormState } from './markup'
import {
  captchaDigitName,
  captchaName,
  contactFormModel,
  contactFormsIn,
  decoyName,
  findContactForm,
  FORM_NUM_FIELD,
  KEY_FIELD,
  MODULE_FIELD,
  PAGE_FIELD,
  postedValues,
  TOKEN_FIELD,
  type ContactFormModel,
} from './model'
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  checkContactForm,
  drawCaptcha,
  normaliseEmail,
  type Values,
} from './rules'

/** What the endpoint answers: the form (or its thank-you) to draw in place, and the HTTP status. */
export type ContactOutcome = {
  /** Null when the post names no form we have (nothing to draw but the notice). */
  model: ContactFormModel | null
  messages: FormMessages
  state: ContactFormState
  status: number
  pagePath: string | null
  /** For the log. */
  reason: string
  submission?: { id: number; replayed: boolean }
}

const noticeOnly = {
  gone: 'Formuläret finns inte längre. Ladda om sidan och försök igen.',
  tooMany: 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
  tooLong: `Ett av fälten är för långt (högst ${MAX_VALUE_LENGTH} tecken).`,
  needsScript:
    'Formuläret kontrollerar att du är en människa med JavaScript. Aktivera JavaScript och skicka igen, eller ring oss.',
  failed: 'Något gick fel när meddelandet skulle skickas. Försök igen om en stund.',
} as const

const ids = z.object({
  [PAGE_FIELD]: z.coerce.number().int().positive(),
  [MODULE_FIELD]: z.string().min(1).max(64),
  [FORM_NUM_FIELD]: z.coerce.number().int().min(0).max(9999),
  [KEY_FIELD]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional()
    .or(z.literal(''))
    .transform((v) => v || null),
})

const digit = z.coerce.number().int().min(CAPTCHA_MIN).max(CAPTCHA_MAX)

/**
 * One contact-form send (spec 4.4, 5.3). In this order, so that a refused send stores and mails
 * nothing: the form it names (a published page's module, looked up by ids the server can check; the
 * posted descriptors are never trusted), the decoy field, every rule of 5.3 against the module's
 * stored settings, the bot-protection token, the same send seen before (answered as it was), the
 * sender's rate limit; then the submission and its mails in one unit of work.
 */
export async function submitContactForm(
  payload: Payload,
  {
    fields,
    ip,
    now = new Date(),
  }: { fields: Record<string, unknown>; ip: string | null; now?: Date },
): Promise<ContactOutcome> {
  const messages = await getFormMessages(payload, 'sv')
  const parsedIds = ids.safeParse(fields)
  if (!parsedIds.success)
    return refusal(null, messages, 400, 'ids missing or malformed', noticeOnly.gone)
  const {
    [PAGE_FIELD]: pageId,
    [MODULE_FIELD]: moduleId,
    [FORM_NUM_FIELD]: formNum,
  } = parsedIds.data
  const formKey = parsedIds.data[KEY_FIELD]

  const page = await payload
    .findByID({
      collection: 'pages',
      id: pageId,
      depth: 0,
      draft: false,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
  // The module by its id; else the page's form with the posted number (a page generated before the
  // module was saved again carries an older id). Names and the bot action keep the posted number.
  const layout = page && page._status === 'published' ? page.layout : null
  const block = layout
    ? (findContactForm(layout, moduleId)?.block ?? contactFormsIn(layout)[formNum] ?? null)
    : null
  if (!page || !block)
    return refusal(
      null,
      messages,
      404,
      `no form ${moduleId} #${formNum} on page ${pageId}`,
      noticeOnly.gone,
    )
  const model = contactFormModel(block, { formNum, pageId })
  const pagePath = publicPath('pages', page.slug ?? '')

  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
  const values = postedValues(model.fields, fields)
  const answer = text(captchaName(formNum))
  const shown: [number, number] = [
    digit.safeParse(fields[captchaDigitName(formNum, 'first')]).data ?? 0,
    digit.safeParse(fields[captchaDigitName(formNum, 'second')]).data ?? 0,
  ]
  const base = { model, messages, pagePath }
  const refuse = (status: number, reason: string, notice: string): ContactOutcome => ({
    ...base,
    status,
    reason,
    state: { values, captcha: shown[0] ? shown : drawCaptcha(), answer, notice },
  })

  if (
    Object.values(values).some((v) => (Array.isArray(v) ? v.join('') : v).length > MAX_VALUE_LENGTH)
  )
    return refuse(413, 'value too long', noticeOnly.tooLong)
  if (text(decoyName(formNum)).trim() !== '')
    return refuse(400, 'decoy field filled', formGuardMessages.honeypot)

  const check = checkContactForm({
    fields: model.fields,
    values,
    messages,
    captcha: model.captcha
      ? // Numbers out of range were not drawn by us: no answer can match them.
        {
          id: captchaName(formNum),
          first: shown[0] && shown[1] ? shown[0] : Number.NaN,
          second: shown[1],
          answer,
        }
      : null,
  })
  if (!check.ok)
    return {
      ...base,
      status: 422,
      reason: `rules: missing ${check.missing.length}, invalid ${check.invalid.length}`,
      state: {
        values,
        captcha: check.wrongCaptcha || !shown[0] ? drawCaptcha() : shown,
        answer: check.wrongCaptcha ? '' : answer,
        missing: check.missing,
        invalid: check.invalid,
        errorIds: check.errorIds,
      },
    }

  // Hidden fields are neither checked nor kept: only what the visitor could see is stored.
  const hidden = new Set(check.hiddenIds)
  const kept = model.fields.filter((f) => !hidden.has(f.originalId))
  const entries = kept.map((f) => {
    const value = values[f.id]
    return {
      label: f.label || f.originalId,
      fieldId: f.originalId,
      value: Array.isArray(value) ? value.join(', ') : (value ?? ''),
    }
  })
  const emailField = kept.find((f) => f.type === 'email' && values[f.id])
  const email = emailField ? normaliseEmail(values[emailField.id] as string) : null
  const consentFields = kept.filter((f) => f.type === 'booleancheckbox')
  const consent = consentFields.length > 0 && consentFields.every((f) => values[f.id])
  const hash = contentHash(model, entries)
  const key = formKey
    ? `form:${pageId}:${moduleId}:${formKey}`
    : `content:${hash}:${Math.floor(now.getTime() / CONTACT_DEDUPE_WINDOW_MS)}`

  // A retried request (its answer was lost) is answered as it was, before its used token is refused.
  const before = await findSentBefore(payload, key, hash, now)
  if (before) return success(base, values, { id: before, replayed: true })

  if (model.botProtection) {
    const token = text(TOKEN_FIELD)
    if (!token) return refuse(403, 'bot token missing', noticeOnly.needsScript)
    const verdict = await verifyBotToken(payload, { token, action: botActionContact(formNum), ip })
    if (!verdict.ok) {
      // A double click sends one token twice: the twin that used it may have stored the send by now.
      const twin = await findSentBefore(payload, key, hash, now)
      if (twin) return success(base, values, { id: twin, replayed: true })
      return refuse(403, `bot check: ${verdict.reason}`, verdict.message)
    }
  }

  const client = clientKey(ip)
  const { totalDocs: recent } = await payload.count({
    collection: 'form-submissions',
    overrideAccess: true,
    where: {
      and: [
        { clientKey: { equals: client } },
        {
          createdAt: {
            greater_than: new Date(now.getTime() - CONTACT_RATE_WINDOW_MS).toISOString(),
          },
        },
      ],
    },
  })
  if (recent >= contactRateMax())
    return refuse(429, `rate limit: ${recent} in the window`, noticeOnly.tooMany)

  const formLabel = `${page.title} – ${model.title || 'Kontaktformulär'} #${formNum}`
  try {
    const id = await unitOfWork(payload, async (req) => {
      const doc = await payload.create({
        collection: 'form-submissions',
        req,
        overrideAccess: true,
        data: {
          summary: summaryOf(entries, email),
          form: formLabel,
          page: pageId,
          pagePath,
          moduleId,
          formNum,
          email,
          entries,
          consent,
          consentText: consentFields.map((f) => f.label).join(' / ') || null,
          hiddenFields: check.hiddenIds,
          clientKey: client,
          idempotencyKey: key,
          contentHash: hash,
        },
      })
      await queueSubmissionMail(payload, req, { model, formLabel, pagePath, entries, email, now })
      return doc.id
    })
    deliverSoon(payload)
    return success(base, values, { id, replayed: false })
  } catch (error) {
    // Two requests with one key at the same moment: the unique key let one in; answer as it was.
    const winner = await findSentBefore(payload, key, hash, now)
    if (winner) return success(base, values, { id: winner, replayed: true })
    payload.logger.error({ err: error, form: formLabel }, 'contact form: storing failed')
    return refuse(500, 'storing failed', noticeOnly.failed)
  }
}

function refusal(
  model: ContactFormModel | null,
  messages: FormMessages,
  status: number,
  reason: string,
  notice: string,
): ContactOutcome {
  return {
    model,
    messages,
    status,
    reason,
    pagePath: null,
    state: { values: {}, captcha: drawCaptcha(), notice },
  }
}

function success(
  base: Pick<ContactOutcome, 'model' | 'messages' | 'pagePath'>,
  values: Values,
  submission: { id: number; replayed: boolean },
): ContactOutcome {
  return {
    ...base,
    status: 200,
    reason: submission.replayed ? 'sent before' : 'stored',
    state: { values, captcha: [1, 1], success: true },
    submission,
  }
}

type Entry = { label: string; fieldId: string; value: string }

/** Spacing does not make a different message; the form and the words do. */
function contentHash(model: ContactFormModel, entries: Entry[]): string {
  const text = entries
    .map((e) => `${e.fieldId}=${e.value.normalize('NFC').replace(/\s+/g, ' ').trim()}`)
    .join('\n')
  return crypto
    .createHash('sha256')
    .update(`${model.pageId}\n${model.moduleId}\n${text}`)
    .digest('hex')
}

async function findSentBefore(
  payload: Payload,
  key: string,
  hash: string,
  now: Date,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    overrideAccess: true,
    where: {
      or: [
        { idempotencyKey: { equals: key } },
        // Without the island's key (no JavaScript): the same content to the same form, recently.
        ...(key.startsWith('content:')
          ? [
              {
                and: [
                  { contentHash: { equals: hash } },
                  {
                    createdAt: {
                      greater_than_equal: new Date(
                        now.getTime() - CONTACT_DEDUPE_WINDOW_MS,
                      ).toISOString(),
                    },
                  },
                ],
              },
            ]
          : []),
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { idempotencyKey: true },
  })
  return docs[0]?.id ?? null
}

const summaryOf = (entries: Entry[], email: string | null) => {
  const first = entries.find((e) => e.value && e.fieldId !== 'email')?.value ?? ''
  return [first.slice(0, 60), email].filter(Boolean).join(' · ') || 'Inskick'
}

async function queueSubmissionMail(
  payload: Payload,
  req: PayloadRequest,
  args: {
    model: ContactFormModel
    formLabel: string
    pagePath: string
    entries: Entry[]
    email: string | null
    now: Date
  },
) {
  const { model, formLabel, pagePath, entries, email, now } = args
  const lines = entries.map(
    (e) => `${e.label}: ${e.value.includes('\n') ? `\n${e.value}\n` : e.value}`,
  )
  const text = [
    `Nytt meddelande via ${formLabel} (${pagePath}):`,
    '',
    ...lines,
    '',
    `Skickat ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    email
      ? 'Svara på det här meddelandet för att svara avsändaren.'
      : 'Avsändaren angav ingen e-postadress.',
  ].join('\n')
  for (const to of model.recipients)
    await queueMail(payload, req, {
      to,
      subject: model.subject,
      text,
      replyTo: email,
      kind: 'form-submission',
    })
}
