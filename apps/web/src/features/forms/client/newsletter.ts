/**
 * The newsletter module's island on its own, so a page with only a newsletter form does not load the
 * contact form's island with it (a dynamic import loads everything its module exports).
 */
export { NewsletterForm } from '../internal/newsletter/NewsletterForm.client'
