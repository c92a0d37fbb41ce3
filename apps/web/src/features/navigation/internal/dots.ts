/**
 * The current section among those crossing the marker line: the first of them in page order, or
 * null while none does (between sections the previous mark stays). At the end of the page it is the
 * last section, which may be too short ever to reach the line.
 */
export function currentSection(
  ids: readonly string[],
  crossing: ReadonlySet<string>,
  atPageEnd = false,
): string | null {
  if (atPageEnd && ids.length) return ids[ids.length - 1]!
  return ids.find((id) => crossing.has(id)) ?? null
}

/** Whether the page is scrolled to its end (within a couple of pixels of rounding). */
export const scrolledToEnd = (scrollY: number, viewportHeight: number, pageHeight: number) =>
  scrollY > 0 && scrollY + viewportHeight >= pageHeight - 2
