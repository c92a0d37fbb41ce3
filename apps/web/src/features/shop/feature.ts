import { defineFeature } from '@/platform/feature'

import { shopCollections, shopPlugin } from './internal/plugin'

/**
 * The shop: products, variants, reviews, carts, checkout, card payments and customer accounts, on
 * Payload's ecommerce plugin (which only this feature imports).
 */
export const shop = defineFeature({
  name: 'shop',
  collections: shopCollections,
  plugins: [shopPlugin],
  // Imported when the task runs, so the Payload config never loads the payment code.
  tasks: [
    {
      slug: 'shop-stale-card-orders',
      label: { sv: 'Avsluta övergivna kortbetalningar', en: 'Settle abandoned card payments' },
      cron: '*/10 * * * *',
      handler: async ({ req }) => {
        const { sweepStaleCardOrders } = await import('./internal/payments/sweep')
        return { output: await sweepStaleCardOrders(req.payload) }
      },
    },
  ],
  slots: () => import('./slots'),
  sitemap: async (payload) => {
    const { listProductPages } = await import('./internal/server/catalog')
    const products = await listProductPages(payload)
    const newest = products
      .map((p) => p.updatedAt)
      .sort()
      .at(-1)
    return [
      { path: '/butik', lastModified: newest, priority: 0.7 },
      ...products.map(({ slug, updatedAt }) => ({
        path: `/produkt/${encodeURIComponent(slug)}`,
        lastModified: updatedAt,
        priority: 0.6,
      })),
    ]
  },
})
