import { getBotChallenge } from '@/features/forms'

// A proof-of-work challenge per form interaction (spec 6); see features/forms/internal/bot.
export const GET = getBotChallenge
export const dynamic = 'force-dynamic'
