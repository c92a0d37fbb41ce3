import { getConsentSettingsJson } from '@/features/consent'

// What the cookie preferences dialog shows, and the configured tags (features/consent).
export const GET = getConsentSettingsJson
export const dynamic = 'force-dynamic'
