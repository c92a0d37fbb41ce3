import { z } from 'zod'

import { defineAjaxAction } from '@/platform/ajax/types'

import { newsletterProviders, SUBSCRIBE_ACTION } from './rules'

/** A JSON-encoded field sent form-encoded arrives as text: read it as the JSON it holds. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value
  if (value === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

const optionalText = (max: number, message: string) =>
  z.string({ error: 'Ogiltigt värde.' }).max(max, message).optional().default('')

const schema = z.object({
  action: z.literal(SUBSCRIBE_ACTION),
  et_list_id: z
    .string({ error: 'Formuläret saknar utskickslista. Ladda om sidan och försök igen.' })
    .regex(/^\d{1,12}$/, 'Formuläret saknar utskickslista. Ladda om sidan och försök igen.'),
  et_firstname: optionalText(100, 'Förnamnet får vara högst 100 tecken.'),
  et_lastname: optionalText(100, 'Efternamnet får vara högst 100 tecken.'),
  et_email: z
    .string({ error: 'Fyll i din e-postadress.' })
    .trim()
    .min(1, 'Fyll i din e-postadress.')
    .max(254, 'E-postadressen får vara högst 254 tecken.'),
  et_provider: z.enum(newsletterProviders, { error: 'Okänd utskickstjänst.' }),
  et_account: optionalText(100, 'Ogiltigt konto.'),
  et_ip_address: z.enum(['true', 'false']).optional().default('false'),
  et_custom_fields: z.preprocess(
    jsonText,
    z
      .record(
        z.string().max(100),
        z.union([
          z.string().max(2000, 'Ett fält får vara högst 2000 tecken.'),
          z.boolean(),
          z.record(z.string().max(100), z.string().max(500)),
        ]),
        { error: 'Ogiltiga egna fält.' },
      )
      .optional()
      .default({}),
  ),
  et_hidden_fields: z.preprocess(
    jsonText,
    z
      .array(z.string().max(100), { error: 'Ogiltig lista över dolda fält.' })
      .max(30)
      .optional()
      .default([]),
  ),
  token: z
    .string()
    .max(20_000)
    .nullish()
    .transform((value) => value || null),
  et_checksum: z
    .string({ error: 'Formuläret kunde inte kontrolleras. Ladda om sidan och försök igen.' })
    .max(20_000),
  website: z.string().max(500).optional(),
})

/**
 * The newsletter subscription of spec 7.3 item 3 (`et_pb_submit_subscribe_form`): nonce
 * et_frontend_nonce, the payload checked here for shape and by subscribe() for meaning. Answers
 * { success: true } or { error } (a provider's refusal); every other refusal is an ajax error with a
 * Swedish message.
 */
export const subscribeAction = defineAjaxAction({
  name: SUBSCRIBE_ACTION,
  nonce: 'et_frontend_nonce',
  schema,
  // Imported when first used: feature.ts (which payload.config reads) must not load the mail sender,
  // which loads the Payload config.
  handle: async (input, { payload, ip, now }) => {
    const { subscribe } = await import('./server/subscribe')
    return subscribe(payload, input, { ip, now })
  },
})
