import { lightboxItem } from '@/components/Lightbox.logic'
import { MediaImage } from '@/components/MediaImage'
import type { ImageBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { LightboxImage } from '@/components/LightboxImageLazy.client'

const sizesFor: Record<string, string> = {
  '1_1': '(max-width: 767px) 100vw, 1080px',
  '1_2': '(max-width: 767px) 100vw, 540px',
  '1_3': '(max-width: 767px) 100vw, 360px',
  '1_4': '(max-width: 767px) 100vw, 270px',
}

export function ImageBlockComponent({
  block,
  context,
}: {
  block: ImageBlock
  context: RenderContext
}) {
  const media = typeof block.image === 'object' ? block.image : null
  const caption = block.caption || media?.caption
  const lightbox = block.lightbox ? lightboxItem(media, caption) : null
  const image = (
    <MediaImage
      media={media}
      priority={Boolean(block.priority)}
      sizes={sizesFor[context.columnType ?? '1_1'] ?? '(max-width: 767px) 100vw, 50vw'}
    />
  )
  return (
    <ModuleShell
      slug="image"
      settings={block.settings}
      context={context}
      linkLabel={media?.alt}
      className={`align-${block.align ?? 'center'}${block.fullWidth ? ' image-fill' : ''}`}
    >
      <figure>
        {lightbox ? <LightboxImage item={lightbox}>{image}</LightboxImage> : image}
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    </ModuleShell>
  )
}
