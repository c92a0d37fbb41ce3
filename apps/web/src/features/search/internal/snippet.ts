/**
 * Highlighted snippets. Both engines mark the matches in the text they return with two control
 * characters that indexed text never contains (`indexableText` removes them); the snippet is split
 * on them into plain parts, so a match is marked and everything else stays text. HTML is made only
 * from those parts, escaped.
 */

/** Put before a match by the engine's snippet function. */
export const MATCH_START = '\u0002'
/** Put after a match. */
export const MATCH_END = '\u0003'

export type SnippetPart = { text: string; match: boolean }

/** Indexed text with control characters (the match markers among them) and runs of space folded. */
export function indexableText(text: string): string {
  return (
    text
      // Control characters are exactly what is removed here.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** A marked snippet as its parts; an unclosed match ends at the end of the text. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const push = (text: string, match: boolean) => {
    if (!text) return
    const last = parts.at(-1)
    if (last && last.match === match) last.text += text
    else parts.push({ text, match })
  }
  let match = false
  let rest = marked
  while (rest) {
    const marker = match ? MATCH_END : MATCH_START
    const at = rest.indexOf(marker)
    if (at < 0) {
      push(rest.replaceAll(MATCH_START, '').replaceAll(MATCH_END, ''), match)
      break
    }
    push(rest.slice(0, at).replaceAll(MATCH_START, '').replaceAll(MATCH_END, ''), match)
    rest = rest.slice(at + 1)
    match = !match
  }
  return parts
}

/** The snippet as plain text. */
export function snippetText(parts: readonly SnippetPart[]): string {
  return parts.map((p) => p.text).join('')
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] as string)
}

/** The snippet as HTML: every part escaped, the matches (and only they) in <mark>. */
export function snippetHtml(parts: readonly SnippetPart[]): string {
  return parts
    .map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
    .join('')
}
