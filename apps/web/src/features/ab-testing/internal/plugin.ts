import type { Plugin } from 'payload'

import { pageEndpoints } from './server/endpoints'

/** Adds the report and end-with-winner endpoints to the pages collection. */
export const abTestingPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'pages'
      ? { ...collection, endpoints: [...(collection.endpoints || []), ...pageEndpoints] }
      : collection,
  ),
})
