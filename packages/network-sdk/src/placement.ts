export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/**
 * Hovercard placements in the order they are tried (SPEC 9.2). 'tr/tl' puts the card's top-left
 * corner at the anchor's top-right corner, so the card opens to the right, top-aligned.
 */
export const PLACEMENTS = ['tr/tl', 'tl/tr', 'bl/br', 'br/bl', 'tl/br', 'tr/bl'] as const
export type Placement = (typeof PLACEMENTS)[number]

export const HOVERCARD_OFFSET = 20
export const HOVERCARD_Z_INDEX = 9999

const corner = (rect: Rect, c: string): { x: number; y: number } => ({
  x: c[1] === 'r' ? rect.left + rect.width : rect.left,
  y: c[0] === 'b' ? rect.top + rect.height : rect.top,
})

/**
 * Where a card of the given size goes next to the anchor (viewport coordinates). The card is moved
 * `offset` px further away from the anchor horizontally. The first placement that fits the viewport
 * wins; when none fits, the first one is used.
 */
export function placeHovercard(
  anchor: Rect,
  card: Size,
  viewport: Size,
  offset = HOVERCARD_OFFSET,
): { placement: Placement; left: number; top: number } {
  const candidates = PLACEMENTS.map((placement) => {
    const [from = 'tr', to = 'tl'] = placement.split('/')
    const point = corner(anchor, from)
    const opensRight = to[1] === 'l'
    const left = point.x - (opensRight ? 0 : card.width) + (opensRight ? offset : -offset)
    const top = point.y - (to[0] === 'b' ? card.height : 0)
    return { placement, left, top }
  })
  const fits = candidates.find(
    (c) =>
      c.left >= 0 &&
      c.top >= 0 &&
      c.left + card.width <= viewport.width &&
      c.top + card.height <= viewport.height,
  )
  return fits ?? (candidates[0] as (typeof candidates)[number])
}

export const INLINE_WIDTH_OFFSET = 14
export const INLINE_MIN_WIDTH = 286

/** Inline profile width: the given width minus 14, raised to 286 when it lands between 0 and 286. */
export function inlineWidth(width: number): number {
  const result = width - INLINE_WIDTH_OFFSET
  return result > 0 && result < INLINE_MIN_WIDTH ? INLINE_MIN_WIDTH : result
}
