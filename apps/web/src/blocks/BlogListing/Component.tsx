import './blogListing.css'

import { MediaImage } from '@/components/MediaImage'
import { formatDate } from '@/components/PostCard'
import type { BlogListingBlock, Category, Post } from '@/payload-types'
import { listingPageHref } from '@/platform/listingPages'
import { publicPath } from '@/platform/paths.public'
import { AjaxPagination } from '@/ui/ajaxPagination/lazy.client'
import { FOCUS_ATTRIBUTE } from '@/ui/ajaxPagination/ajaxPagination'
import { PaginationNav } from '@/ui/PaginationNav'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { listingPage } from './query'

function PostItem({ post, block }: { post: Post; block: BlogListingBlock }) {
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const showMeta = block.showMeta !== false && (post.publishedAt || categories.length)
  return (
    <article className="blog-listing-post">
      {block.showImage !== false && post.heroImage ? (
        <MediaImage
          media={post.heroImage}
          alt=""
          className="blog-listing-image"
          sizes={
            block.layout === 'list'
              ? '(max-width: 767px) 100vw, 280px'
              : '(max-width: 767px) 100vw, 360px'
          }
        />
      ) : null}
      <div className="blog-listing-text">
        <h3 className="blog-listing-title">
          <a href={publicPath('posts', post.slug)}>{post.title}</a>
        </h3>
        {showMeta ? (
          <p className="blog-listing-meta">
            {post.publishedAt ? (
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            ) : null}
            {post.publishedAt && categories.length ? ' · ' : null}
            {categories.map((c) => c.title).join(', ')}
          </p>
        ) : null}
        {block.showExcerpt !== false && post.excerpt ? (
          <p className="blog-listing-excerpt">{post.excerpt}</p>
        ) : null}
      </div>
    </article>
  )
}

/**
 * The latest posts as a grid or a list, one page at a time (spec 2.3, 7.3 item 5). Later pages are
 * real addresses (`…/sida/2`, see platform/listingPages), so every page is statically generated and
 * the links work without JavaScript; with ajax pagination on, a small island swaps only this
 * module's list when a page link is clicked.
 */
export async function BlogListingBlockComponent({
  block,
  context,
}: {
  block: BlogListingBlock
  context: RenderContext
}) {
  const page = context.listing?.page ?? 1
  const basePath = context.listing?.path ?? null
  const { posts, pages } = await listingPage(block, page, context.locale)
  const moduleId = block.settings?.elementId || `blogglista-${block.id ?? 'x'}`
  const label = block.title || (context.locale === 'en' ? 'Blog posts' : 'Blogginlägg')
  const paged = Boolean(basePath) && block.showPagination !== false
  const layout = block.layout === 'list' ? 'list' : 'grid'

  const body = (
    <>
      {posts.length ? (
        <ul
          className={`blog-listing-posts blog-listing-${layout}`}
          aria-label={pages > 1 ? `${label}, sida ${page} av ${pages}` : label}
          tabIndex={-1}
          {...{ [FOCUS_ATTRIBUTE]: '' }}
        >
          {posts.map((post) => (
            <li key={post.id}>
              <PostItem post={post} block={block} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="blog-listing-empty" tabIndex={-1} {...{ [FOCUS_ATTRIBUTE]: '' }}>
          {page > 1 && basePath ? (
            <>
              Inga fler inlägg här. <a href={basePath}>Till första sidan</a>
            </>
          ) : (
            'Inga inlägg ännu.'
          )}
        </p>
      )}
      {paged && basePath ? (
        <PaginationNav
          className="blog-listing-pagination"
          label={`${label}, sidor`}
          current={Math.min(page, pages)}
          pages={pages}
          href={(n) => listingPageHref(basePath, n)}
        />
      ) : null}
    </>
  )

  return (
    <ModuleShell
      slug="blogListing"
      settings={{ ...block.settings, elementId: moduleId }}
      context={context}
    >
      {block.title ? <h2 className="blog-listing-heading">{block.title}</h2> : null}
      {paged && block.ajaxPagination !== false ? (
        <AjaxPagination moduleId={moduleId} className="blog-listing-body">
          {body}
        </AjaxPagination>
      ) : (
        <div className="blog-listing-body">{body}</div>
      )}
    </ModuleShell>
  )
}
