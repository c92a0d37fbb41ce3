import type { VideoSliderBlock } from '@/payload-types'

import { sliderHostProps } from '../Slider/hostProps'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { videoSlides } from './videoSlides'
import { VideoSlides } from './Component.client'

export function VideoSliderBlockComponent({
  block,
  context,
}: {
  block: VideoSliderBlock
  context: RenderContext
}) {
  const slides = videoSlides(block.videos)
  const thumbnails =
    block.controls === 'thumbnails' ? slides.map((slide) => slide.thumbnail ?? {}) : null
  return (
    <ModuleShell slug="videoSlider" settings={block.settings} context={context}>
      {slides.length ? (
        <VideoSlides
          host={sliderHostProps(
            { ...block, label: block.label || (context.locale === 'en' ? 'Videos' : 'Videor') },
            context,
          )}
          slides={slides}
          thumbnails={thumbnails}
        />
      ) : (
        <p className="video-missing">Videorna är inte tillgängliga just nu.</p>
      )}
    </ModuleShell>
  )
}
