import { listCategories, listProducts } from '@/features/shop'
import { payloadClient } from '@/platform/payload'
import type { ShopBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { ShopGrid } from './lazy.client'

/**
 * Product grid for content pages. The page stays statically cached: every product of the chosen
 * categories is rendered into it and the island filters and pages them in the browser.
 */
export async function ShopBlockComponent({
  block,
  context,
}: {
  block: ShopBlock
  context: RenderContext
}) {
  const payload = await payloadClient()
  const only = (block.categories ?? [])
    .map((c) => (typeof c === 'object' ? c.slug : null))
    .filter((s): s is string => Boolean(s))
  const [{ products }, categories] = await Promise.all([
    listProducts(payload, { limit: 96 }),
    listCategories(payload),
  ])
  const chosen = only.length
    ? products.filter((p) => p.categories.some((c) => only.includes(c.slug)))
    : products
  const filterCategories = categories.filter((c) =>
    chosen.some((p) => p.categories.some((pc) => pc.slug === c.slug)),
  )
  return (
    <ModuleShell slug="shop" settings={block.settings} context={context}>
      {block.title ? <h2 className="shop-module-title">{block.title}</h2> : null}
      <ShopGrid
        products={chosen}
        categories={block.showFilter === false ? [] : filterCategories}
        perPage={block.perPage ?? 8}
        headingLevel={block.title ? 'h3' : 'h2'}
      />
    </ModuleShell>
  )
}
