import { describe, expect, it } from 'vitest'

import { GALLERY_DOTS_UP_CLASS, galleryDotsClass } from './galleryDots'

describe('avatar gallery dots (spec 2.6)', () => {
  it('move up while the pointer is over a picture with a caption', () => {
    expect(galleryDotsClass(true, true)).toBe(GALLERY_DOTS_UP_CLASS)
  })

  it('move back down when the pointer leaves the gallery', () => {
    expect(galleryDotsClass(true, false)).toBeNull()
  })

  it('stay down over a picture without a caption', () => {
    expect(galleryDotsClass(false, true)).toBeNull()
    expect(galleryDotsClass(false, false)).toBeNull()
  })
})
