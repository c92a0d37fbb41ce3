/**
 * Forms: server verbs, route handlers and domain types. What pages mount is in client.ts; the
 * module's choices and addresses (pure) are in routing.ts.
 *
 * A/B hook: after a successful contact-form send the island dispatches
 * `window.dispatchEvent(new CustomEvent('smedja:conversion', { detail: { type: 'con_goal', form: formNum } }))`
 * (spec 4.3, 4.4: a send is a conversion; a reply with error text is not). CONVERSION_EVENT names it.
 */

// Contact form
export { postContactForm } from './internal/contact/route'
export { submitContactForm, type ContactOutcome } from './internal/contact/submit'
export { applyFormRetention } from './internal/contact/retention'
export {
  contactFormModel,
  contactFormsIn,
  findContactForm,
  type ContactFormModel,
  type StoredContactForm,
} from './internal/contact/model'
export { CONVERSION_EVENT, type ConversionDetail } from './internal/contact/conversion'
export { contactFormView, type ContactIslandProps } from './internal/contact/render'

// Newsletter opt-in
export {
  newsletterFormModel,
  type NewsletterFormModel,
  type NewsletterModuleSettings,
} from './internal/newsletter/server/formProps'
export { confirmSubscription, unsubscribe } from './internal/newsletter/server/confirm'
export {
  postNewsletterConfirm,
  postNewsletterUnsubscribe,
} from './internal/newsletter/server/routes'
export { syncDue as syncNewsletterSubscribers } from './internal/newsletter/server/sync'
export { customFieldName } from './internal/newsletter/fieldNames'

// Bot protection (shared by every public form)
export {
  botActionContact,
  botActionList,
  verifyBotToken,
  type BotVerdict,
} from './internal/bot/verify'
export { getBotChallenge } from './internal/bot/challengeRoute'

// Messages (spec 8.3)
export { getFormMessages } from './internal/messages/getFormMessages'
export {
  defaultFormMessages,
  formMessageKeys,
  type FormMessageKey,
  type FormMessages,
} from './internal/messages/defaults'
