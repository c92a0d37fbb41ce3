import { listingHref } from '../../routing'
import type { ProductSummary } from '../types'
import { ProductCard } from './ProductCard'

/** Category filter, product grid and pagination (the /butik page and the page-builder module). */
export function ShopListing({
  products,
  categories,
  category,
  page,
  totalPages,
  headingLevel = 'h2',
}: {
  products: ProductSummary[]
  categories: { slug: string; title: string }[]
  category: string | null
  page: number
  totalPages: number
  headingLevel?: 'h2' | 'h3'
}) {
  const href = listingHref
  return (
    <div className="shop-listing">
      {categories.length ? (
        <nav className="shop-filter" aria-label="Produktkategorier">
          <ul>
            <li>
              <a href={href(null)} aria-current={!category ? 'page' : undefined}>
                Alla
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={href(c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length ? (
        <ul className="product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} headingLevel={headingLevel} />
          ))}
        </ul>
      ) : (
        <p className="shop-notice shop-notice-info">Inga produkter hittades.</p>
      )}
      {totalPages > 1 ? (
        <nav className="pagination" aria-label="Sidor">
          <ul>
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <a
                  href={href(category, p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Sida ${p}`}
                >
                  {p}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
