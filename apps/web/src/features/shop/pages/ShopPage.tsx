import '../internal/styles'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { payloadClient } from '@/platform/payload'

import { listCategories, listProducts } from '../index'
import { ShopListing } from '../internal/components/ShopListing'
import { ALL_CATEGORIES, listingHref, readListingPath, SHOP_PATH } from '../routing'

type Params = { kategori: string; sida: string }
type Props = { params: Promise<Params> }

const DESCRIPTION =
  'Reservdelar, servicepaket och skyddsutrustning för industrin. Priser inklusive moms.'

/** The first page of every category and of all products are rendered at build time; others on demand. */
export async function generateListingParams(): Promise<Params[]> {
  const categories = await listCategories(await payloadClient())
  return [ALL_CATEGORIES, ...categories.map((c) => c.slug)].map((kategori) => ({
    kategori,
    sida: '1',
  }))
}

export async function generateListingMetadata({ params }: Props): Promise<Metadata> {
  const { kategori, sida } = await params
  const listing = readListingPath(kategori, sida)
  return {
    title: 'Butik',
    description: DESCRIPTION,
    alternates: {
      canonical: listing ? listingHref(listing.category, listing.page) : SHOP_PATH,
    },
  }
}

/**
 * /butik?kategori=…&sida=… (rewritten by the proxy to this route, see ../routing.ts): the products of
 * one category (or all), twelve to a page. A category that does not exist or a page past the last is
 * the 404 page, so only real listings are cached.
 */
export async function ShopPage({ params }: Props) {
  const { kategori, sida } = await params
  const listing = readListingPath(kategori, sida)
  if (!listing) notFound()
  const { category, page } = listing
  const payload = await payloadClient()
  const [{ products, totalPages }, categories] = await Promise.all([
    listProducts(payload, { category, page, limit: 12 }),
    listCategories(payload),
  ])
  const current = categories.find((c) => c.slug === category)
  if ((category && !current) || page > Math.max(totalPages, 1)) notFound()
  return (
    <div className="container shop-page">
      <h1>{current ? `Butik: ${current.title}` : 'Butik'}</h1>
      <p className="lead">
        Reservdelar, servicepaket och skyddsutrustning – skickas från Sundsvall. Alla priser
        inklusive moms.
      </p>
      <ShopListing
        products={products}
        categories={categories}
        category={category}
        page={page}
        totalPages={totalPages}
      />
    </div>
  )
}
