/**
 * The current section among those crossing the marker line: the first of them in page order, or
 * null while none does (between sections the previous mark stays).
 */
export function currentSection(
  ids: readonly string[],
  crossing: ReadonlySet<string>,
): string | null {
  return ids.find((id) => crossing.has(id)) ?? null
}
