import { MediaImage } from '@/components/MediaImage'
import { Carousel } from '@/ui/carousel/Carousel.client'
import { carouselHostProps } from '@/ui/carousel/carouselHostProps'
import { safeModuleUrl } from '@/platform/linkHref'
import type { SimpleCarouselBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

/** Items narrower than this lose their picture; see fitColumns. */
const ITEM_MIN_WIDTH = 100

export function SimpleCarouselBlockComponent({
  block,
  context,
}: {
  block: SimpleCarouselBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="simpleCarousel" settings={block.settings} context={context}>
      <Carousel
        {...carouselHostProps(block, {
          kind: 'carouselModule',
          columnType: context.columnType,
          minItemWidth: ITEM_MIN_WIDTH,
          fallbackLabel: context.locale === 'en' ? 'Carousel' : 'Karusell',
          builderMode: context.builderMode,
          locale: context.locale,
        })}
        gap={16}
        slides={(block.items ?? []).map((item, index) => {
          const href = safeModuleUrl(item.url)
          const image = (
            <MediaImage
              media={item.image}
              className="simple-carousel-image"
              sizes="(max-width: 767px) 50vw, 300px"
            />
          )
          return (
            <figure key={item.id ?? index} className="simple-carousel-item">
              {href && !item.title ? <a href={href}>{image}</a> : image}
              {item.title || item.text ? (
                <figcaption>
                  {item.title ? (
                    <strong className="simple-carousel-title">
                      {href ? <a href={href}>{item.title}</a> : item.title}
                    </strong>
                  ) : null}
                  {item.text ? <span className="simple-carousel-text">{item.text}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          )
        })}
      />
    </ModuleShell>
  )
}
