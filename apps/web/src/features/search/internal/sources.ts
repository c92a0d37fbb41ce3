import type { Page, Post, Product, Project } from '@/payload-types'
import { publicPath } from '@/platform/paths.public'

/** What kind of document a search hit is. */
export type SearchHitType = 'page' | 'post' | 'project' | 'product'

type Docs = { pages: Page; posts: Post; projects: Project; products: Product }
export type IndexedCollection = keyof Docs

type Source<C extends IndexedCollection> = {
  type: SearchHitType
  /** The type as the results list names it. */
  label: string
  path: (doc: Docs[C]) => string
  /** Text worth finding that is not localised content (article numbers, customers, product text). */
  extra?: (doc: Docs[C]) => (string | null | undefined)[]
}

/**
 * The collections the site search covers and how a document of each is shown. A document is
 * indexed only as an anonymous visitor may read it (published, not members-only): see indexer.ts.
 */
export const searchSources: { [C in IndexedCollection]: Source<C> } = {
  pages: { type: 'page', label: 'Sida', path: (doc) => publicPath('pages', doc.slug) },
  posts: {
    type: 'post',
    label: 'Blogginlägg',
    path: (doc) => publicPath('posts', doc.slug),
    extra: (doc) => [doc.authorName],
  },
  projects: {
    type: 'project',
    label: 'Projekt',
    path: (doc) => publicPath('projects', doc.slug),
    extra: (doc) => [doc.client],
  },
  // The shop is not localised, so its product text is named here; the product page is the shop's.
  products: {
    type: 'product',
    label: 'Produkt',
    path: (doc) => `/produkt/${encodeURIComponent(doc.slug ?? String(doc.id))}`,
    extra: (doc) => [
      doc.sku,
      doc.shortDescription,
      doc.description,
      ...(doc.details ?? []).map((d) => `${d.label}: ${d.value}`),
    ],
  },
}

export const indexedCollections = Object.keys(searchSources) as IndexedCollection[]

export const isIndexedCollection = (slug: string): slug is IndexedCollection =>
  Object.hasOwn(searchSources, slug)

/** Labels by hit type, for the results list. */
export const typeLabels = Object.fromEntries(
  Object.values(searchSources).map((s) => [s.type, s.label]),
) as Record<SearchHitType, string>
