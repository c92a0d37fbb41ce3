import { formGuardMessages } from '@/platform/security/formGuard'

/**
 * Every answer the comment endpoint gives, by code. With JavaScript the form shows the text it gets
 * back; without, the endpoint redirects to the post with `#kommentar-{code}`, and the post page (cached,
 * the same for everyone) carries each of these texts hidden, shown by CSS when its anchor is the target.
 */
export const commentNotices = {
  granskas: 'Tack för din kommentar! Den visas här när vi har granskat den.',
  publicerad: 'Tack för din kommentar!',
  ogiltig:
    'Kommentaren kunde inte skickas. Fyll i ditt namn, en giltig e-postadress och en kommentar.',
  svar: 'Kommentaren du svarar på finns inte längre. Ladda om sidan och skicka din kommentar igen.',
  stangd: 'Det går inte att kommentera det här inlägget.',
  'for-manga': 'Du har skickat många kommentarer på kort tid. Vänta en stund och försök igen.',
  'for-snabbt': formGuardMessages.tooFast,
  'for-gammal': formGuardMessages.expired,
  kontroll: formGuardMessages.invalid,
  skydd: formGuardMessages.honeypot,
  fel: 'Något gick fel. Försök igen om en stund.',
} as const

export type CommentNoticeCode = keyof typeof commentNotices

/** The codes that are not a success: what the page shows as an error. */
export const isErrorNotice = (code: CommentNoticeCode) =>
  code !== 'granskas' && code !== 'publicerad'

export const noticeAnchor = (code: CommentNoticeCode) => `kommentar-${code}`
export const commentAnchor = (id: number | string) => `comment-${id}`
