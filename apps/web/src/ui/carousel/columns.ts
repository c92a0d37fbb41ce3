/**
 * How many items a carousel shows side by side. Spec 9.4: 3 by default; 4 in full-width or wide
 * columns when the window is at least 768 px wide; 4 in 3/5 columns; 2 in 1/5 or 1/6 columns.
 * Wide columns are the fractions above 3/5 (3/4, 2/3, 5/8); a 3/5 column already gets 4, so
 * anything wider getting fewer would make no sense.
 */
export const CAROUSEL_WIDE_WINDOW = 768

const fullOrWide = new Set(['1_1', '3_4', '2_3', '5_8'])
const narrow = new Set(['1_5', '1_6'])

export function carouselColumns(
  columnType: string | null | undefined,
  windowWidth: number,
): number {
  const type = columnType || '1_1'
  if (narrow.has(type)) return 2
  if (type === '3_5') return 4
  if (fullOrWide.has(type)) return windowWidth >= CAROUSEL_WIDE_WINDOW ? 4 : 3
  return 3
}

/**
 * Our addition to the spec's counts: never squeeze items below a readable width (a full-width
 * column on a 360 px phone would otherwise hold three post cards of 100 px). Always at least one.
 */
export function fitColumns(columns: number, containerWidth: number, minItemWidth: number): number {
  if (!(containerWidth > 0) || !(minItemWidth > 0)) return Math.max(1, columns)
  return Math.max(1, Math.min(columns, Math.floor(containerWidth / minItemWidth)))
}

/** Fullwidth portfolio carousel (spec 9.4): columns by the carousel's own width. */
export function portfolioColumns(containerWidth: number): number {
  if (containerWidth >= 1600) return 5
  if (containerWidth >= 1024) return 4
  if (containerWidth >= 768) return 3
  if (containerWidth >= 480) return 2
  return 1
}

/** Portfolio items are 0.75 × the column width tall (spec 9.4). */
export const PORTFOLIO_ITEM_RATIO = 0.75

export function portfolioItemHeight(columnWidth: number): number {
  return Math.round(columnWidth * PORTFOLIO_ITEM_RATIO)
}
