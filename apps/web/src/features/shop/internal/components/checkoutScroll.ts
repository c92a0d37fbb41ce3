/** Where the page scrolls on a checkout error: the form's top, minus 100 px and the fixed header (spec 8.4). */
export function checkoutScrollTarget(
  formTop: number,
  scrollY: number,
  fixedHeaderHeight: number,
): number {
  return Math.max(0, Math.round(formTop + scrollY - 100 - fixedHeaderHeight))
}

/** The height of the site header when it is fixed or sticky (it then covers content), else 0. */
export function fixedHeaderHeight(doc: Document = document): number {
  const header = doc.querySelector<HTMLElement>('.site-header')
  if (!header) return 0
  const position = getComputedStyle(header).position
  return position === 'fixed' || position === 'sticky' ? header.getBoundingClientRect().height : 0
}
