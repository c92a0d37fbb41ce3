import { lightboxItem, type LightboxItem } from '@/components/Lightbox.logic'
import type { GalleryBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { itemsPerPage } from './pagination'
import { GalleryGrid } from './lazy.client'
import { GallerySlider } from './GallerySliderLazy.client'

const thumbSizes: Record<string, string> = {
  '1_1': '(max-width: 767px) 50vw, 270px',
  '1_2': '(max-width: 767px) 50vw, 270px',
}

const slideSizes: Record<string, string> = {
  '1_1': '(max-width: 767px) 100vw, 1080px',
  '1_2': '(max-width: 767px) 100vw, 540px',
  '2_3': '(max-width: 767px) 100vw, 720px',
}

/**
 * A gallery of images: a grid paged in the URL hash (`#{id}|{page}`, spec 2.3) or a slider. Without
 * JavaScript every image of the grid is shown (the pagination needs a script to work).
 */
export function GalleryBlockComponent({
  block,
  context,
}: {
  block: GalleryBlock
  context: RenderContext
}) {
  const items = (block.images ?? [])
    .map((media) => lightboxItem(typeof media === 'object' ? media : null))
    .filter((item): item is LightboxItem => item !== null)
  // The hash entry needs an id; editors can choose a readable one, otherwise the block's own id is used.
  const moduleId = block.settings?.elementId || `galleri-${block.id ?? 'x'}`
  const label = block.title || 'Bildgalleri'
  const columnType = context.columnType ?? '1_1'
  const showCaptions = block.showCaptions !== false
  const lightbox = block.lightbox !== false
  return (
    <ModuleShell
      slug="gallery"
      settings={{ ...block.settings, elementId: moduleId }}
      context={context}
      className={`gallery-${block.layout === 'slider' ? 'slider-mode' : 'grid-mode'}`}
    >
      {items.length === 0 ? null : block.layout === 'slider' ? (
        <GallerySlider
          label={label}
          items={items}
          showCaptions={showCaptions}
          lightbox={lightbox}
          sizes={slideSizes[columnType] ?? '(max-width: 767px) 100vw, 540px'}
        />
      ) : (
        <GalleryGrid
          moduleId={moduleId}
          label={label}
          items={items}
          perPage={itemsPerPage(block.itemsPerPage)}
          showCaptions={showCaptions}
          lightbox={lightbox}
          sizes={thumbSizes[columnType] ?? '(max-width: 767px) 50vw, 200px'}
        />
      )}
    </ModuleShell>
  )
}
