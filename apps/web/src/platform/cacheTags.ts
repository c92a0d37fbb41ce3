/** Tags of Next's data cache that more than one module names (readers and the hooks that expire them). */

/** Header, footer and site settings (platform/queries.ts), expired when any of them changes. */
export const SITE_GLOBALS_TAG = 'site-globals'
