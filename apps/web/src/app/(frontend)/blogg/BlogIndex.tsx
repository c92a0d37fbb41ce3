import { BlogListingBlockComponent } from '@/blocks/BlogListing/Component'
import { listingPageCount } from '@/blocks/BlogListing/query'
import type { BlogListingBlock } from '@/payload-types'

export const BLOG_PATH = '/blogg'

/** /blogg is the blog listing module: six posts a page, later pages at /blogg/sida/{n}, ajax on. */
const listing: BlogListingBlock = {
  blockType: 'blogListing',
  title: 'Alla inlägg',
  layout: 'grid',
  postsNumber: 6,
  showPagination: true,
  ajaxPagination: true,
  settings: { elementId: 'blogglista' },
}

export function blogIndexPages(): Promise<number> {
  return listingPageCount(listing)
}

export function BlogIndex({ page }: { page: number }) {
  return (
    <div className="container listing">
      <h1>Blogg</h1>
      <p className="lead">Nyheter, tips och erfarenheter från våra tekniker och projekt.</p>
      <BlogListingBlockComponent
        block={listing}
        context={{ builderMode: false, locale: 'sv', listing: { path: BLOG_PATH, page } }}
      />
    </div>
  )
}
