/**
 * The form message keys of spec 8.3 and their wording when the site has set none. Pure: the island,
 * the server and the newsletter read them.
 */
export const formMessageKeys = [
  'contact_error_message',
  'fill_message',
  'invalid',
  'wrong_captcha',
  'captcha',
  'wrong_checkbox',
  'subscription_failed',
] as const

export type FormMessageKey = (typeof formMessageKeys)[number]
export type FormMessages = Record<FormMessageKey, string>

export const defaultFormMessages: Record<'sv' | 'en', FormMessages> = {
  sv: {
    contact_error_message: 'Rätta följande:',
    fill_message: 'Fyll i de här fälten:',
    invalid: 'Ogiltig e-postadress',
    wrong_captcha: 'Fel svar på kontrollfrågan. Vi har ställt en ny fråga.',
    captcha: 'Kontrollfråga',
    wrong_checkbox: 'Kryssruta',
    subscription_failed:
      'Det gick inte att anmäla dig just nu. Kontrollera uppgifterna och försök igen.',
  },
  en: {
    contact_error_message: 'Please fix the following errors:',
    fill_message: 'Please fill in the following fields:',
    invalid: 'Invalid email',
    wrong_captcha: 'You entered the wrong number in captcha. We have asked a new question.',
    captcha: 'Captcha',
    wrong_checkbox: 'Checkbox',
    subscription_failed:
      'Please check the fields below to make sure you entered the correct information.',
  },
}

/** Stored messages over the defaults: an empty setting falls back to the default wording. */
export function withDefaults(
  stored: Partial<Record<FormMessageKey, string | null | undefined>> | null | undefined,
  locale: 'sv' | 'en',
): FormMessages {
  const defaults = defaultFormMessages[locale]
  const merged = { ...defaults }
  for (const key of formMessageKeys) {
    const value = stored?.[key]?.trim()
    if (value) merged[key] = value
  }
  return merged
}
