import { CmsLink } from '@/components/CmsLink'
import { Carousel } from '@/ui/carousel/Carousel.client'
import { thumbnailOf } from '@/ui/carousel/media'
import { Slide } from '@/ui/carousel/Slide'
import type { SliderBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { sliderHostProps } from './hostProps'

export function SliderBlockComponent({
  block,
  context,
}: {
  block: SliderBlock
  context: RenderContext
}) {
  const slides = block.slides ?? []
  return (
    <ModuleShell slug="slider" settings={block.settings} context={context}>
      <Carousel
        {...sliderHostProps(block, context)}
        slides={slides.map((slide, index) => (
          <Slide
            key={slide.id ?? index}
            image={slide.image}
            heading={slide.heading}
            body={slide.body}
            priority={index === 0}
            action={
              slide.button?.label ? (
                <CmsLink link={slide.button} className="button button-primary" />
              ) : null
            }
          />
        ))}
        thumbnails={
          block.controls === 'thumbnails'
            ? slides.map((slide) => thumbnailOf(slide.image) ?? {})
            : null
        }
      />
    </ModuleShell>
  )
}
