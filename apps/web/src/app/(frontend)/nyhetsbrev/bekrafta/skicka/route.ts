import { postNewsletterConfirm } from '@/features/forms'

/** The confirmation page's button (the mailed link only shows it). */
export const POST = postNewsletterConfirm
