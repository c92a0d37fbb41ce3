import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * Next's responsive image (srcset from the optimiser, lazy loading, intrinsic size against layout shift)
 * rendered as a plain `<img>` by the server. `next/image` itself is a client component: every page that
 * showed one downloaded and hydrated its runtime (≈5 KB gzip, several chunks) only to watch the image
 * load. Placeholders and load callbacks are the only things this gives up, and the site uses neither.
 *
 * `priority` marks the largest image above the fold: fetched early (`fetchpriority="high"`, not lazy)
 * and preloaded from the document head.
 */
export function ServerImage({ priority, ...image }: Omit<ImageProps, 'placeholder' | 'onLoad'>) {
  const { props } = getImageProps({ ...image, preload: priority })
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the element is what this component is for
  return <img {...props} fetchPriority={priority ? 'high' : props.fetchPriority} />
}
