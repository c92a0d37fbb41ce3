/**
 * The reply a visitor without JavaScript gets: the page the form is on, with the form container
 * replaced by the server's answer (spec 7.3 item 4 reads the same container out of it with script).
 * Pure string work on our own HTML; the page is fetched by the route.
 */

/** `html` with the element whose id is `id` (a <div>) replaced by `replacement`; null if not there. */
export function replaceDivById(html: string, id: string, replacement: string): string | null {
  const idAt = html.indexOf(` id="${id}"`)
  if (idAt < 0) return null
  const start = html.lastIndexOf('<div', idAt)
  if (start < 0 || html.slice(start, idAt).includes('>')) return null
  const tag = /<(\/?)div\b[^>]*>/g
  tag.lastIndex = start
  let depth = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0)
      return html.slice(0, start) + replacement + html.slice(match.index + match[0].length)
  }
  return null
}

/**
 * The page without its scripts: the reply is served at the form's address, where the page's own
 * client code (made for the page's address) must not start; the form in it posts without script.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
}

/** The smallest document around a container: the island's reply, and the fallback without a page. */
export function replyDocument(container: string): string {
  return `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontaktformulär</title></head><body><main>${container}</main></body></html>`
}
