/**
 * The outer HTML of the element marked `data-ab-subject="{mark}"` in a page's HTML, or null. The
 * subject wrapper is a <div>, so counting <div> opens and closes from it finds its end.
 */
export function extractSubjectHtml(html: string, mark: string): string | null {
  const marker = `data-ab-subject="${mark}"`
  const at = html.indexOf(marker)
  if (at < 0) return null
  const start = html.lastIndexOf('<div', at)
  if (start < 0) return null
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return html.slice(start, match.index + match[0].length)
  }
  return null
}
