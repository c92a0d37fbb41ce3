import { postContactForm } from '@/features/forms'

// Every contact form posts here (spec 7.3 item 4); see features/forms/internal/contact/route.ts.
export const POST = postContactForm
export const dynamic = 'force-dynamic'
