import '../internal/styles'

import Link from 'next/link'
import type { Metadata } from 'next'

import { payloadClient } from '@/platform/payload'

import { formatSek, getProduct, getReviews, listProductPages } from '../index'
import { AddToCart } from '../internal/components/AddToCart.client'
import { ProductGallery } from '../internal/components/ProductGallery.client'
import { ProductTabs } from '../internal/components/ProductTabs.client'
import { ReviewForm } from '../internal/components/ReviewForm.client'
import { Stars } from '../internal/components/Stars'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  // The build may run without a database; pages are then rendered on first request.
  try {
    return (await listProductPages(await payloadClient())).map(({ slug }) => ({ slug }))
  } catch {
    return []
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const product = await getProduct(await payloadClient(), slug)
  if (!product) return notFoundMetadata
  return {
    title: product.title,
    description: product.shortDescription || undefined,
    alternates: { canonical: `/produkt/${product.slug}` },
  }
}

/** /produkt/<slug>: gallery, price or variant choice, description, details and reviews. */
export async function ProductPage({ params }: Props) {
  const { slug } = await params
  const payload = await payloadClient()
  const product = await getProduct(payload, slug)
  if (!product) return <NotFoundContent />
  const { reviews, average, count } = await getReviews(payload, product.id)
  const stock = product.stock > 0 ? `${product.stock} i lager` : 'Slut i lager'
  // A product sold in variants shows price, SKU and stock of the chosen variant (client state).
  const choice = product.variantChoice

  return (
    <div className="container product-page">
      <nav aria-label="Brödsmulor" className="breadcrumbs">
        <Link href="/butik">Butik</Link> / <span aria-current="page">{product.title}</span>
      </nav>
      <div className="product-top">
        <ProductGallery images={product.gallery} title={product.title} />
        <div className="product-summary">
          <h1>{product.title}</h1>
          {average !== null ? (
            <p className="product-rating">
              <Stars rating={average} />{' '}
              <a href="#reviews" className="review-link">
                ({count} {count === 1 ? 'kundrecension' : 'kundrecensioner'})
              </a>
            </p>
          ) : (
            <p className="product-rating">
              <a href="#reviews" className="review-link">
                Bli först att recensera
              </a>
            </p>
          )}
          {choice ? null : (
            <p className="price">
              {formatSek(product.price)} <small>inkl. moms (varav moms {product.vatRate} %)</small>
            </p>
          )}
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
          {choice ? null : (
            <p className={product.stock > 0 ? 'stock in-stock' : 'stock out-of-stock'}>{stock}</p>
          )}
          <AddToCart
            productId={product.id}
            title={product.title}
            stock={product.stock}
            choice={choice}
            vatRate={product.vatRate}
          />
          <dl className="product-meta">
            {choice ? null : (
              <>
                <dt>Artikelnummer:</dt>
                <dd className="sku">{product.sku}</dd>
              </>
            )}
            {product.categories.length ? (
              <>
                <dt>{product.categories.length === 1 ? 'Kategori:' : 'Kategorier:'}</dt>
                <dd>
                  {product.categories.map((c, i) => (
                    <span key={c.slug}>
                      {i ? ', ' : ''}
                      <a href={`/butik?kategori=${c.slug}`}>{c.title}</a>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
            {choice ? null : (
              <>
                <dt>Lager:</dt>
                <dd>{stock}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <ProductTabs
        tabs={[
          {
            id: 'description',
            label: 'Beskrivning',
            content: (
              <>
                <h2>Beskrivning</h2>
                {(product.description || product.shortDescription)
                  .split(/\n{2,}/)
                  .filter(Boolean)
                  .map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
              </>
            ),
          },
          {
            id: 'reviews',
            label: `Recensioner (${count})`,
            content: (
              <div id="reviews-content">
                <h2>
                  {count
                    ? `${count} ${count === 1 ? 'recension' : 'recensioner'} av ${product.title}`
                    : 'Recensioner'}
                </h2>
                {average !== null ? (
                  <p className="reviews-average">
                    Snittbetyg: <Stars rating={average} /> {average.toLocaleString('sv-SE')} av 5
                  </p>
                ) : (
                  <p>Det finns inga recensioner ännu.</p>
                )}
                <ol className="review-list">
                  {reviews.map((r) => (
                    <li key={r.id}>
                      <Stars rating={r.rating} />
                      <p className="review-meta">
                        <strong>{r.author}</strong> –{' '}
                        <time dateTime={r.createdAt}>
                          {new Date(r.createdAt).toLocaleDateString('sv-SE')}
                        </time>
                      </p>
                      <p>{r.body}</p>
                    </li>
                  ))}
                </ol>
                <ReviewForm slug={product.slug} productTitle={product.title} />
              </div>
            ),
          },
          ...(product.details.length
            ? [
                {
                  id: 'additional_information',
                  label: 'Mer information',
                  content: (
                    <>
                      <h2>Mer information</h2>
                      <table className="product-details">
                        <tbody>
                          {product.details.map((d) => (
                            <tr key={d.label}>
                              <th scope="row">{d.label}</th>
                              <td>{d.value}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  )
}
