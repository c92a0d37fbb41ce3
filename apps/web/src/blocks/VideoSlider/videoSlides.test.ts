import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { videoSlides } from './videoSlides'

const media = (over: Partial<Media>): Media =>
  ({ id: 1, alt: '', updatedAt: '', createdAt: '', url: '/api/media/file/x', ...over }) as Media

describe('videoSlides', () => {
  it('plays uploaded files natively and platform links through the privacy-friendly embed', () => {
    const slides = videoSlides([
      {
        title: 'Egen film',
        source: 'file',
        file: media({ url: '/api/media/file/demo.mp4', mimeType: 'video/mp4' }),
      },
      { title: 'På YouTube', source: 'url', url: 'https://youtu.be/dQw4w9WgXcQ' },
    ])
    expect(slides).toEqual([
      expect.objectContaining({
        title: 'Egen film',
        kind: 'file',
        src: '/api/media/file/demo.mp4',
        mimeType: 'video/mp4',
      }),
      expect.objectContaining({
        title: 'På YouTube',
        kind: 'embed',
        src: expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
      }),
    ])
  })

  it('leaves out entries without a playable video', () => {
    expect(
      videoSlides([
        { title: 'Trasig länk', source: 'url', url: 'https://example.com/film' },
        { title: 'Ingen fil', source: 'file', file: 12 },
      ]),
    ).toEqual([])
  })

  it('uses the poster for the slide and its small rendition for the thumbnail', () => {
    const poster = media({
      url: '/api/media/file/affisch.jpg',
      mimeType: 'image/jpeg',
      sizes: { thumbnail: { url: '/api/media/file/affisch-320.jpg', width: 320, height: 180 } },
    })
    const [slide] = videoSlides([
      { title: 'Film', source: 'url', url: 'https://vimeo.com/76979871', poster },
    ])
    expect(slide?.poster).toBe('/api/media/file/affisch.jpg')
    expect(slide?.thumbnail).toEqual({
      src: '/api/media/file/affisch-320.jpg',
      width: 320,
      height: 180,
    })
  })
})
