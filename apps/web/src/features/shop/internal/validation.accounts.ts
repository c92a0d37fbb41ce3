import { z } from 'zod'

import { accountBillingSchema, readAddresses, type AccountBilling, type Address } from './address'
import { flag, type Validated } from './formFields'

// Customer accounts ("Mitt konto", /konto): sign-in, registration, password reset and change, addresses.

/** Shortest password an account may have; long passphrases are welcome (up to 128 characters). */
export const PASSWORD_MIN_LENGTH = 10

/**
 * The one rule for a new password, wherever one is chosen (registration, checkout, reset, change).
 * Never trimmed: spaces are part of it.
 */
export const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken långt.`,
      abort: true,
    })
    .max(128, 'Lösenordet får vara högst 128 tecken långt.')

/** A new password, typed twice (reset and change). */
const newPasswordTwice = {
  password: newPassword('Välj ett nytt lösenord.'),
  password_confirm: z.string({ error: 'Upprepa det nya lösenordet.' }),
}
const typedAlike = (d: { password: string; password_confirm: string }) =>
  d.password === d.password_confirm
const notAlike = { error: 'Lösenorden stämmer inte överens.', path: ['password_confirm'] }

const accountEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'E-postadress är ett obligatoriskt fält.' })
    .min(1, { error: 'E-postadress är ett obligatoriskt fält.', abort: true })
    .max(254, { error: 'E-postadressen är för lång.', abort: true })
    .pipe(z.email('E-postadressen är inte giltig.'))
    .transform((e) => e.toLowerCase()),
)

/** Where to go after signing in: a path on this site (checked again with safeLocalPath). */
const returnTo = z.preprocess(
  (v) => (typeof v === 'string' && v ? v : undefined),
  z.string().max(200).optional(),
)

export const signInSchema = z.object({
  email: accountEmail,
  // Any length: the rules for new passwords may have changed since this one was chosen.
  password: z
    .string({ error: 'Lösenord är ett obligatoriskt fält.' })
    .min(1, 'Lösenord är ett obligatoriskt fält.')
    .max(128, 'Fel e-postadress eller lösenord.'),
  till: returnTo,
})
export type SignInInput = z.infer<typeof signInSchema>

export const registerSchema = z.object({
  email: accountEmail,
  password: newPassword('Välj ett lösenord.'),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: accountEmail })

const resetKeyMessage = 'Länken för att välja ett nytt lösenord är ogiltig. Begär en ny länk.'

export const resetPasswordSchema = z
  .object({
    nyckel: z.string({ error: resetKeyMessage }).regex(/^[a-f0-9]{40}$/, resetKeyMessage),
    ...newPasswordTwice,
  })
  .refine(typedAlike, notAlike)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/** 'Byt lösenord' on /konto: the current password (checked by Payload), the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Ange ditt nuvarande lösenord.' })
      .min(1, 'Ange ditt nuvarande lösenord.')
      .max(128, 'Nuvarande lösenord stämmer inte.'),
    ...newPasswordTwice,
  })
  .refine(typedAlike, notAlike)
  .refine((d) => d.password !== d.current_password, {
    error: 'Det nya lösenordet måste skilja sig från det nuvarande.',
    path: ['password'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export type AccountAddresses = {
  billing: AccountBilling
  /** null: goods go to the billing address. */
  shipping: Address | null
}

/** The saved addresses on /konto: the checkout's rules, without the e-mail (that is the sign-in). */
export function validateAccountAddresses(
  raw: Record<string, unknown>,
): Validated<AccountAddresses> {
  const shipElsewhere = flag.parse(raw.ship_to_different_address)
  const read = readAddresses(raw, accountBillingSchema, shipElsewhere)
  const errors = [...read.fieldErrors, ...read.postcodeErrors]
  if (errors.length || !read.billing) return { ok: false, errors }
  return { ok: true, data: { billing: read.billing, shipping: read.shipping } }
}
