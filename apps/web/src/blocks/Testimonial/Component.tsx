import { MediaImage } from '@/components/MediaImage'
import type { TestimonialBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function TestimonialBlockComponent({
  block,
  context,
}: {
  block: TestimonialBlock
  context: RenderContext
}) {
  const meta = [block.jobTitle, block.company].filter(Boolean).join(', ')
  return (
    <ModuleShell slug="testimonial" settings={block.settings} context={context}>
      <figure className="testimonial">
        {block.portrait ? (
          <MediaImage media={block.portrait} alt="" className="testimonial-portrait" sizes="90px" />
        ) : null}
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        <figcaption>
          <strong className="testimonial-author">{block.author}</strong>
          {meta ? <span className="testimonial-meta">{meta}</span> : null}
        </figcaption>
      </figure>
    </ModuleShell>
  )
}
