import { priceLabel } from '../money'
import type { ProductSummary } from '../types'
import { AddToCart } from './AddToCart.client'

/**
 * One product in the shop listing (rendered on the server) and the page-builder shop module (rendered
 * by its island in the browser), so it imports nothing server-only.
 */
export function ProductCard({
  product,
  headingLevel = 'h2',
}: {
  product: ProductSummary
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <li className="product-card">
      <a href={`/produkt/${product.slug}`} className="product-card-link">
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized in CSS
          <img
            src={product.image.url}
            alt=""
            width={product.image.width ?? 400}
            height={product.image.height ?? 300}
            loading="lazy"
          />
        ) : null}
        <Heading className="product-card-title">{product.title}</Heading>
      </a>
      <p className="price">
        {priceLabel(product.price, product.priceMax)} <small>inkl. moms</small>
      </p>
      <AddToCart
        productId={product.id}
        title={product.title}
        stock={product.stock}
        variantTypes={product.variantTypes}
        href={`/produkt/${product.slug}`}
        compact
      />
    </li>
  )
}
