import { postNewsletterUnsubscribe } from '@/features/forms'

/** The unsubscribe page's button. */
export const POST = postNewsletterUnsubscribe
