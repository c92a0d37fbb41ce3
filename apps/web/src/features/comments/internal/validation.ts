import { z } from 'zod'

import { AUTHOR_MAX, EMAIL_MAX, TEXT_MAX } from './limits'

/** An empty form field is no value (a hidden field the visitor's form left blank). */
const blankIsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

/** Line breaks as \n, no trailing spaces on a line, at most one empty line in a row. */
export function normaliseCommentText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The comment form's fields (spec area C), with the messages a visitor reads next to each. */
export const commentSchema = z.object({
  author: z
    .string({ error: 'Skriv ditt namn.' })
    .trim()
    .min(1, 'Skriv ditt namn.')
    .max(AUTHOR_MAX, `Namnet får vara högst ${AUTHOR_MAX} tecken.`),
  email: z
    .string({ error: 'Ange en giltig e-postadress.' })
    .trim()
    .min(1, 'Ange en giltig e-postadress.')
    .max(EMAIL_MAX, 'Ange en giltig e-postadress.')
    .pipe(z.email('Ange en giltig e-postadress.')),
  text: z
    .string({ error: 'Skriv en kommentar.' })
    .transform(normaliseCommentText)
    .pipe(
      z
        .string()
        .min(1, 'Skriv en kommentar.')
        .max(TEXT_MAX, `Kommentaren får vara högst ${TEXT_MAX} tecken.`),
    ),
  reply_to: z.preprocess(
    blankIsNull,
    z.coerce
      .number({ error: 'Kommentaren du svarar på finns inte.' })
      .int('Kommentaren du svarar på finns inte.')
      .positive('Kommentaren du svarar på finns inte.')
      .nullable()
      .default(null),
  ),
  idempotency_key: z.preprocess(
    blankIsNull,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Formuläret är felaktigt. Ladda om sidan och försök igen.')
      .nullable()
      .default(null),
  ),
})

export type CommentInput = {
  author: string
  email: string
  text: string
  replyTo: number | null
  idempotencyKey: string | null
}

export type FieldError = { field: string; message: string }

/** The form's fields as a comment, or every field's first problem. */
export function parseComment(
  fields: Record<string, unknown>,
): { ok: true; input: CommentInput } | { ok: false; errors: FieldError[] } {
  const parsed = commentSchema.safeParse(fields)
  if (!parsed.success) {
    const errors: FieldError[] = []
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message })
    }
    return { ok: false, errors }
  }
  const { author, email, text, reply_to, idempotency_key } = parsed.data
  return {
    ok: true,
    input: { author, email, text, replyTo: reply_to, idempotencyKey: idempotency_key },
  }
}
