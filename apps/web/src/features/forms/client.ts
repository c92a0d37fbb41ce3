/**
 * Forms' browser surface. The contact form's island is mounted by its module
 * (blocks/ContactForm/lazy.client.tsx); the newsletter's island has its own entry, client/newsletter.ts,
 * so each module's page loads only its own.
 *
 * - Bot protection in the browser is `getBotToken(action)` in internal/bot/client.ts (a token per
 *   interaction, spec 6, for an action named by `botActionContact(n)` / `botActionList(id)`). Forms of
 *   this feature import it dynamically when a protected form is first used, so the solver never loads
 *   with the page; it is not re-exported here for that reason.
 * - A successful contact-form send dispatches `smedja:conversion` on window with
 *   `{ type: 'con_goal', form: formNum }` (the A/B hook, CONVERSION_EVENT).
 */
export { CONVERSION_EVENT, type ConversionDetail } from './internal/contact/conversion'
export { ContactFormIsland } from './internal/contact/ContactForm.client'
