import { formatDate } from '@/components/PostCard'
import { carouselHostProps } from '@/ui/carousel/carouselHostProps'
import { CONTENT_CARD_MIN_WIDTH, ContentCarousel } from '@/ui/carousel/ContentCarousel'
import { clampCount, latestPosts, relationIds } from '@/ui/carousel/queries'
import { publicPath } from '@/platform/paths.public'
import type { PostCarouselBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export async function PostCarouselBlockComponent({
  block,
  context,
}: {
  block: PostCarouselBlock
  context: RenderContext
}) {
  const posts = await latestPosts({
    categoryIds: relationIds(block.categories),
    limit: clampCount(block.postsNumber, 8, 24),
    locale: context.locale,
  })
  return (
    <ModuleShell slug="postCarousel" settings={block.settings} context={context}>
      {posts.length ? (
        <ContentCarousel
          host={carouselHostProps(block, {
            kind: 'contentCarousel',
            columnType: context.columnType,
            minItemWidth: CONTENT_CARD_MIN_WIDTH,
            fallbackLabel: context.locale === 'en' ? 'Posts' : 'Inlägg',
            builderMode: context.builderMode,
            locale: context.locale,
          })}
          items={posts.map((post) => ({
            id: post.id,
            title: post.title,
            href: publicPath('posts', post.slug),
            image: post.heroImage,
            meta: post.publishedAt ? (
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            ) : null,
            excerpt: block.showExcerpt !== false ? post.excerpt : null,
          }))}
        />
      ) : (
        <p className="carousel-empty">
          {context.locale === 'en' ? 'No posts to show yet.' : 'Inga inlägg att visa just nu.'}
        </p>
      )}
    </ModuleShell>
  )
}
