import { z } from 'zod'
import { isOrigin } from '../config.js'

// Shared zod pieces for frame parameters. Query values arrive as strings; empty ones are dropped before
// validation, so "required" means present and non-empty.

export const xdOriginParam = z
  .string()
  .refine(isOrigin, { message: 'must be an origin such as https://www.example.se' })

export const xdChannelParam = z
  .string()
  .regex(/^[\w.:-]{1,128}$/, { message: 'must be 1-128 letters, digits, _ . : or -' })

export const langParam = z
  .string()
  .regex(/^[a-z]{2}(?:[_-][A-Za-z]{2})?$/, { message: 'must look like sv_SE or en_US' })

/** Parameters every frame understands (protocol: xdOrigin, xdChannel; SDK option lang). */
export const commonShape = {
  xdOrigin: xdOriginParam.optional(),
  xdChannel: xdChannelParam.optional(),
  lang: langParam.optional(),
}

export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1')

export const widthParam = z
  .string()
  .regex(/^\d{1,4}$/, { message: 'must be a whole number of pixels' })
  .transform(Number)

export const companyIdentifierParam = z.string().regex(/^(?:\d{1,12}|[a-z0-9][a-z0-9-]{0,99})$/i, {
  message: 'must be a numeric company id or a universal name',
})

export const publicProfileUrlParam = z
  .string()
  .max(500, { message: 'must be at most 500 characters' })
  .refine((v) => /^https?:\/\//i.test(v) || /^[a-z0-9-]{2,100}$/i.test(v), {
    message: 'must be a public profile URL such as https://host/in/anna-lindqvist',
  })

export const memberTokenParam = z
  .string()
  .regex(/^[\w-]{4,64}$/, { message: 'must be a member token of letters and digits' })

export const jobIdentifierParam = z
  .string()
  .regex(/^[\w-]{1,40}$/, { message: 'must be a job id or job code' })

export const schoolIdentifierParam = z
  .string()
  .regex(/^(?:\d{1,12}|[a-z0-9-]{1,60})$/i, { message: 'must be a school id or slug' })

export const digitsParam = z.string().regex(/^\d{1,12}$/, { message: 'must contain digits only' })

/** A form's one-time id: repeated posts with the same id are recorded once. */
export const requestIdParam = z
  .string()
  .regex(/^[\w-]{8,64}$/, { message: 'must be 8-64 letters, digits, _ or -' })

export const textField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` })

export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .optional()

export const emailField = z
  .string()
  .trim()
  .max(254, { message: 'must be at most 254 characters' })
  .pipe(z.email({ message: 'must be an email address' }))
