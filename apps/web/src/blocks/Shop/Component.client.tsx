'use client'

import { useState } from 'react'

import { ProductCard, type ProductSummary } from '@/features/shop/client'

import { pageOfProducts } from './grid'

/** Category filter buttons and pagination over the products the server rendered into the page. */
export function ShopGrid({
  products,
  categories,
  perPage,
  headingLevel,
}: {
  products: ProductSummary[]
  categories: { slug: string; title: string }[]
  perPage: number
  headingLevel: 'h2' | 'h3'
}) {
  const [category, setCategory] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const view = pageOfProducts(products, category, page, perPage)
  return (
    <div className="shop-listing">
      {categories.length ? (
        <div className="shop-filter" role="group" aria-label="Filtrera på kategori">
          <ul>
            {[{ slug: '', title: 'Alla' }, ...categories].map((c) => (
              <li key={c.slug}>
                <button
                  type="button"
                  aria-pressed={(category ?? '') === c.slug}
                  onClick={() => {
                    setCategory(c.slug || null)
                    setPage(1)
                  }}
                >
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="product-grid" aria-live="polite">
        {view.items.map((p) => (
          <ProductCard key={p.id} product={p} headingLevel={headingLevel} />
        ))}
      </ul>
      {view.totalPages > 1 ? (
        <nav className="pagination" aria-label="Sidor">
          <ul>
            {Array.from({ length: view.totalPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-current={n === view.page ? 'page' : undefined}
                  aria-label={`Sida ${n}`}
                  onClick={() => setPage(n)}
                >
                  {n}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
