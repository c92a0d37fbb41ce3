import Link from 'next/link'

import { formatDate } from '@/components/PostCard'
import { Carousel } from '@/ui/carousel/Carousel.client'
import { thumbnailOf } from '@/ui/carousel/media'
import { clampCount, latestPosts, relationIds } from '@/ui/carousel/queries'
import { Slide } from '@/ui/carousel/Slide'
import { publicPath } from '@/platform/paths.public'
import type { PostSliderBlock } from '@/payload-types'

import { sliderHostProps } from '../Slider/hostProps'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

/** The latest posts of the chosen categories as slides; fetched when the page is rendered. */
export async function PostSliderBlockComponent({
  block,
  context,
}: {
  block: PostSliderBlock
  context: RenderContext
}) {
  const posts = await latestPosts({
    categoryIds: relationIds(block.categories),
    limit: clampCount(block.postsNumber, 5, 20),
    locale: context.locale,
  })
  const buttonText = block.buttonText || (context.locale === 'en' ? 'Read more' : 'Läs mer')
  return (
    <ModuleShell slug="postSlider" settings={block.settings} context={context}>
      {posts.length ? (
        <Carousel
          {...sliderHostProps(
            {
              label: context.locale === 'en' ? 'Latest posts' : 'Senaste inläggen',
              ...stripEmpty(block),
            },
            context,
          )}
          slides={posts.map((post, index) => (
            <Slide
              key={post.id}
              image={post.heroImage}
              heading={post.title}
              priority={index === 0}
              meta={
                block.showDate !== false && post.publishedAt ? (
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                ) : null
              }
              body={block.showExcerpt !== false ? post.excerpt : null}
              action={
                <Link href={publicPath('posts', post.slug)} className="button button-primary">
                  {buttonText}
                  <span className="visually-hidden">: {post.title}</span>
                </Link>
              }
            />
          ))}
          thumbnails={
            block.controls === 'thumbnails'
              ? posts.map((post) => thumbnailOf(post.heroImage) ?? {})
              : null
          }
        />
      ) : (
        <p className="carousel-empty">
          {context.locale === 'en' ? 'No posts to show yet.' : 'Inga inlägg att visa just nu.'}
        </p>
      )}
    </ModuleShell>
  )
}

/** Options left empty in the editor must not override the module's own defaults. */
function stripEmpty<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<T>
}
