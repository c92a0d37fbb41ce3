import type { ConsentCategory } from '@/features/consent/client'

/**
 * A/B cookies and records belong to the analytics category: they measure how visitors use the site
 * (which variant, how long they stay, what they click) and are needed for nothing the visitor asked
 * for. Without it the visitor sees the control subject and is not counted.
 */
export const AB_CONSENT_CATEGORY: ConsentCategory = 'analytics'
