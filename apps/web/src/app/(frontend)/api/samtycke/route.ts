import { postConsentLog } from '@/features/consent'

// The consent log: decisions and the banner's page-view beacon (features/consent).
export const POST = postConsentLog
export const dynamic = 'force-dynamic'
