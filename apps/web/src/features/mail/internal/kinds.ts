/** What a queued message is; the admin filters the outbox by it. */
export const MAIL_KINDS = [
  { value: 'order-confirmation', label: { sv: 'Orderbekräftelse', en: 'Order confirmation' } },
  {
    value: 'order-notice',
    label: { sv: 'Ny order (till butiken)', en: 'New order (to the shop)' },
  },
  { value: 'welcome', label: { sv: 'Välkommen (nytt konto)', en: 'Welcome (new account)' } },
  { value: 'password-reset', label: { sv: 'Återställ lösenord', en: 'Password reset' } },
  { value: 'password-changed', label: { sv: 'Lösenordet ändrat', en: 'Password changed' } },
  { value: 'form-submission', label: { sv: 'Kontaktformulär', en: 'Contact form' } },
  {
    value: 'newsletter-confirmation',
    label: { sv: 'Nyhetsbrev: bekräfta', en: 'Newsletter: confirm' },
  },
  {
    value: 'newsletter-welcome',
    label: { sv: 'Nyhetsbrev: välkommen', en: 'Newsletter: welcome' },
  },
] as const

export type MailKind = (typeof MAIL_KINDS)[number]['value']
