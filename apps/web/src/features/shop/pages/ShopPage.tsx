import '../internal/styles'

import type { Metadata } from 'next'

import { payloadClient } from '@/platform/payload'

import { listCategories, listProducts } from '../index'
import { ShopListing } from '../internal/components/ShopListing'

export const metadata: Metadata = {
  title: 'Butik',
  description:
    'Reservdelar, servicepaket och skyddsutrustning för industrin. Priser inklusive moms.',
  alternates: { canonical: '/butik' },
}

type Props = { searchParams: Promise<{ kategori?: string; sida?: string }> }

/** /butik: the products of one category (or all), twelve to a page. */
export async function ShopPage({ searchParams }: Props) {
  const { kategori, sida } = await searchParams
  const payload = await payloadClient()
  const category =
    typeof kategori === 'string' && /^[a-z0-9-]{1,80}$/.test(kategori) ? kategori : null
  const page = Math.min(Math.max(1, Number(sida) || 1), 1000)
  const [{ products, totalPages }, categories] = await Promise.all([
    listProducts(payload, { category, page, limit: 12 }),
    listCategories(payload),
  ])
  const current = categories.find((c) => c.slug === category)
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
        baseHref="/butik"
      />
    </div>
  )
}
