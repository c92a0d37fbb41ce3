/**
 * The action names a bot-protection token is bound to (spec 6): '{brand}/Module/ContactForm/{n}' and
 * '{brand}/Module/EmailOptin/List/{listId}'. Pure: the browser asks for a token under one, the server
 * verifies it under the same.
 */
export const BOT_BRAND = 'smedja'

export const botActionContact = (formNum: number): string =>
  `${BOT_BRAND}/Module/ContactForm/${formNum}`

export const botActionList = (listId: string): string =>
  `${BOT_BRAND}/Module/EmailOptin/List/${listId}`

/** The action names this site hands out tokens for: a form number, or a list id of safe characters. */
export const BOT_ACTION = new RegExp(
  `^${BOT_BRAND}/Module/(?:ContactForm/\\d{1,4}|EmailOptin/List/[A-Za-z0-9_-]{1,64})$`,
)

/** Swedish messages for a refused token. */
export const botMessages = {
  missing:
    'Formuläret kunde inte kontrollera att du är en människa. Ladda om sidan och försök igen.',
  invalid:
    'Kontrollen att du är en människa misslyckades eller har gått ut. Försök skicka igen om en stund.',
  replayed: 'Formuläret har redan skickats med den här kontrollen. Skicka igen om en stund.',
  unavailable:
    'Kontrollen att du är en människa gick inte att göra just nu. Försök igen om en stund.',
} as const
