import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { lightboxItem, stepIndex } from './Lightbox.logic'

describe('lightbox', () => {
  it('moves to the next and previous image, wrapping around at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1)
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(0, 1, 0)).toBe(0)
  })

  it('turns image media into items with alt text and caption, and skips videos', () => {
    const image = {
      id: 1,
      url: '/a.jpg',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 800,
      alt: 'Ett sågverk',
      caption: 'Sågverket',
    } as Media
    expect(lightboxItem(image)).toEqual({
      src: '/a.jpg',
      width: 1200,
      height: 800,
      alt: 'Ett sågverk',
      caption: 'Sågverket',
    })
    expect(lightboxItem(image, 'Egen bildtext')?.caption).toBe('Egen bildtext')
    expect(lightboxItem({ ...image, mimeType: 'video/mp4' } as Media)).toBeNull()
    expect(lightboxItem(7)).toBeNull()
  })
})
