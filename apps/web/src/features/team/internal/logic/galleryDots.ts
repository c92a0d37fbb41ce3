/** The class that lifts the avatar gallery's dots (spec 9.9: 60 px from the bottom instead of 10 px). */
export const GALLERY_DOTS_UP_CLASS = 'avatar-gallery-dots-up'

/**
 * Spec 2.6: while the pointer is over the gallery and the current picture has a caption, the caption
 * shows along the bottom and the pagination dots move up out of its way; they come back down when the
 * pointer leaves or the current picture has no caption. Null: the dots stay down.
 */
export function galleryDotsClass(hasCaption: boolean, pointerInside: boolean): string | null {
  return hasCaption && pointerInside ? GALLERY_DOTS_UP_CLASS : null
}
