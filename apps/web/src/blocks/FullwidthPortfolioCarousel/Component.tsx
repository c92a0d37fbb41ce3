import { MediaImage } from '@/components/MediaImage'
import { Carousel } from '@/ui/carousel/Carousel.client'
import { clampCount, projectsIn, relationIds } from '@/ui/carousel/queries'
import { publicPath } from '@/platform/paths.public'
import type { FullwidthPortfolioCarouselBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

/**
 * Projects side by side across the full width: the number of columns follows the carousel's own
 * width and each item is three quarters as tall as it is wide (spec 9.4).
 */
export async function FullwidthPortfolioCarouselBlockComponent({
  block,
  context,
}: {
  block: FullwidthPortfolioCarouselBlock
  context: RenderContext
}) {
  const projects = await projectsIn({
    categoryIds: relationIds(block.projectCategories),
    limit: clampCount(block.postsNumber, 10, 30),
    locale: context.locale,
  })
  const label = block.title || (context.locale === 'en' ? 'Projects' : 'Projekt')
  return (
    <ModuleShell slug="fullwidthPortfolioCarousel" settings={block.settings} context={context}>
      {block.title ? <h2 className="portfolio-carousel-title">{block.title}</h2> : null}
      {projects.length ? (
        <Carousel
          kind="portfolioCarousel"
          label={label}
          columns={{ rule: 'portfolio' }}
          autoplay={block.autoRotate ? { delay: block.autoRotateSpeed, ignoreHover: false } : null}
          pagination={false}
          builderMode={context.builderMode}
          locale={context.locale}
          slides={projects.map((project) => (
            <a
              key={project.id}
              className="portfolio-item"
              href={publicPath('projects', project.slug)}
            >
              <MediaImage
                media={project.featuredImage}
                alt=""
                fill
                sizes="(max-width: 479px) 100vw, (max-width: 767px) 50vw, (max-width: 1023px) 34vw, (max-width: 1599px) 25vw, 20vw"
              />
              <span className={block.showTitle === false ? 'visually-hidden' : 'portfolio-overlay'}>
                <span className="portfolio-item-title">{project.title}</span>
                {block.showYear !== false && project.year ? (
                  <span className="portfolio-item-year">{project.year}</span>
                ) : null}
              </span>
            </a>
          ))}
        />
      ) : (
        <p className="carousel-empty">
          {context.locale === 'en' ? 'No projects to show yet.' : 'Inga projekt att visa just nu.'}
        </p>
      )}
    </ModuleShell>
  )
}
