/**
 * The forms feature's addresses and the choices its module offers. Pure and dependency-free: the
 * module's schema (blocks/ContactForm/config.ts), the island and the server all read it.
 */
export { fieldTypes, operators, type FieldType, type Operator } from './internal/contact/rules'

/** Where every contact form posts (spec 7.3 item 4: "the form's action URL"). */
export const CONTACT_FORM_PATH = '/kontaktformular'
/** Where the browser fetches a proof-of-work challenge for one action (GET ?action=…). */
export const BOT_CHALLENGE_PATH = '/api/robotskydd'
/** A hosted bot check's origins, which the proxy lets public pages load (BOT_PROVIDER=siteverify). */
export { hostedCheckOrigins } from './internal/bot/hosted'
