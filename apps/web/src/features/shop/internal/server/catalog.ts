import type { Payload, Where } from 'payload'

import type { Media, Product, ProductCategory } from '@/payload-types'

import { isVatRate, type VatRate } from '../money'
import type { ProductDetail, ProductSummary, Review, ShopImage, VariantChoice } from '../types'
import { reviewSchema } from '../validation'
import { priceSpan } from '../variants'
import { ShopError } from './errors'
import { loadVariantChoices, soldInVariants } from './variants'

function image(media: number | Media | null | undefined, fallbackAlt: string): ShopImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return {
    url: media.url,
    alt: media.alt || fallbackAlt,
    width: media.width ?? null,
    height: media.height ?? null,
  }
}

export function vatRateOf(product: Pick<Product, 'vatRate'>): VatRate {
  const n = Number(product.vatRate)
  return isVatRate(n) ? n : 25
}

/** A product for listings; one sold in variants needs its `choice` for prices and stock. */
export function toSummary(p: Product, choice?: VariantChoice | null): ProductSummary {
  const variants = soldInVariants(p) ? (choice?.variants ?? []) : null
  const span = variants ? priceSpan(variants) : null
  const price = variants ? (span?.min ?? 0) : (p.priceInSEK ?? 0)
  const categories = (p.categories ?? []).filter(
    (c): c is ProductCategory => typeof c === 'object' && c !== null,
  )
  return {
    id: String(p.id),
    slug: p.slug ?? String(p.id),
    title: p.title,
    sku: p.sku,
    price,
    priceMax: span?.max ?? price,
    vatRate: vatRateOf(p),
    stock: variants ? variants.reduce((sum, v) => sum + v.stock, 0) : (p.inventory ?? 0),
    variantTypes: variants ? (choice?.types ?? []).map((t) => t.label) : [],
    image: image(p.gallery?.[0]?.image, p.title),
    categories: categories.map((c) => ({ slug: c.slug ?? String(c.id), title: c.title })),
    shortDescription: p.shortDescription ?? '',
  }
}

// A product sold in variants is priced per variant.
const sellable: Where = {
  and: [
    { published: { equals: true } },
    { or: [{ priceInSEKEnabled: { equals: true } }, { enableVariants: { equals: true } }] },
  ],
}

/** Published products, newest first, optionally in one category; paginated. */
export async function listProducts(
  payload: Payload,
  {
    category,
    page = 1,
    limit = 12,
  }: { category?: string | null; page?: number; limit?: number } = {},
) {
  const where: Where = category
    ? { and: [sellable, { 'categories.slug': { equals: category } }] }
    : sellable
  const result = await payload.find({
    collection: 'products',
    where,
    sort: 'title',
    page: Math.max(1, page),
    limit,
    depth: 1,
    joins: false,
    overrideAccess: false,
  })
  const choices = await loadVariantChoices(payload, result.docs)
  return {
    products: result.docs.map((p) => toSummary(p, choices.get(p.id))),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    total: result.totalDocs,
  }
}

export async function listCategories(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'product-categories',
    sort: 'title',
    limit: 100,
    depth: 0,
  })
  return docs.map((c) => ({ slug: c.slug ?? String(c.id), title: c.title }))
}

export async function getProduct(payload: Payload, slug: string): Promise<ProductDetail | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [sellable, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    joins: false,
    overrideAccess: false,
  })
  const p = docs[0]
  if (!p) return null
  const choice = (await loadVariantChoices(payload, [p])).get(p.id) ?? null
  return {
    ...toSummary(p, choice),
    gallery: (p.gallery ?? [])
      .map((g) => image(g.image, p.title))
      .filter((g): g is ShopImage => g !== null),
    description: p.description ?? '',
    details: (p.details ?? []).map((d) => ({ label: d.label, value: d.value })),
    variantChoice: choice,
  }
}

/** Every sellable product's slug and last change: for static generation and the sitemap. */
export async function listProductPages(
  payload: Payload,
): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: sellable,
    limit: 5000,
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.flatMap((d) => (d.slug ? [{ slug: d.slug, updatedAt: d.updatedAt }] : []))
}

/** Approved reviews of a product and their average rating (null when there are none). */
export async function getReviews(
  payload: Payload,
  productId: string,
): Promise<{ reviews: Review[]; average: number | null; count: number }> {
  const { docs } = await payload.find({
    collection: 'product-reviews',
    where: {
      and: [{ product: { equals: Number(productId) } }, { status: { equals: 'approved' } }],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: false,
  })
  const reviews = docs.map((r) => ({
    id: String(r.id),
    author: r.author,
    rating: r.rating,
    body: r.body,
    createdAt: r.createdAt,
  }))
  const average = reviews.length
    ? Math.round((reviews.reduce((a, r) => a + r.rating, 0) / reviews.length) * 10) / 10
    : null
  return { reviews, average, count: reviews.length }
}

/** Stores a visitor's review for moderation; it shows once staff approve it. */
export async function submitReview(
  payload: Payload,
  productSlug: string,
  fields: Record<string, unknown>,
) {
  const parsed = reviewSchema.safeParse(fields)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: String(i.path[0] ?? ''),
      message: i.message,
    }))
    throw new ShopError(errors[0]?.message ?? 'Ogiltiga uppgifter.', 400, errors)
  }
  const product = await getProduct(payload, productSlug)
  if (!product) throw new ShopError('Produkten finns inte.', 404)
  await payload.create({
    collection: 'product-reviews',
    data: {
      product: Number(product.id),
      rating: parsed.data.rating,
      author: parsed.data.author,
      email: parsed.data.email,
      body: parsed.data.body,
      status: 'pending',
    },
    overrideAccess: true,
  })
  return { message: 'Tack för din recension! Den visas när vi har granskat den.' }
}
