import { MAX_THREAD_DEPTH } from './limits'

/** What a visitor may see of an approved comment (never the e-mail address). */
export type PublicComment = {
  id: number
  parentId: number | null
  authorName: string
  text: string
  createdAt: string
}

export type CommentNode = {
  comment: PublicComment
  /** 1 for a comment on the post, 2 for a reply to it, at most MAX_THREAD_DEPTH. */
  depth: number
  /**
   * The author it answers when that is not the comment it is shown under: a reply deeper than the
   * nesting limit is shown flat, at the last level, and says whom it answers.
   */
  inReplyTo: string | null
  replies: CommentNode[]
}

const byTime = (a: PublicComment, b: PublicComment) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1

/**
 * Approved comments as a thread: each reply under the comment it answers, oldest first at every level,
 * nested at most `maxDepth` levels; a reply further down is shown at the last level under its ancestor
 * there. A reply whose comment is not shown (still pending, spam, deleted) starts its own thread, and a
 * loop of replies (only an editor could make one) is broken rather than hidden.
 */
export function buildThread(
  comments: readonly PublicComment[],
  maxDepth = MAX_THREAD_DEPTH,
): CommentNode[] {
  const byId = new Map(comments.map((c) => [c.id, c]))
  const nodes = new Map<number, CommentNode>()
  for (const comment of comments)
    nodes.set(comment.id, { comment, depth: 1, inReplyTo: null, replies: [] })

  /** The shown ancestors of a comment, its parent first; empty when it starts a thread. */
  const ancestors = (comment: PublicComment): PublicComment[] => {
    const chain: PublicComment[] = []
    const seen = new Set([comment.id])
    for (let id = comment.parentId; id != null;) {
      const parent = byId.get(id)
      if (!parent) break
      if (seen.has(parent.id)) return []
      seen.add(parent.id)
      chain.push(parent)
      id = parent.parentId
    }
    return chain
  }

  const roots: CommentNode[] = []
  for (const comment of [...comments].sort(byTime)) {
    const node = nodes.get(comment.id)!
    const chain = ancestors(comment)
    if (!chain.length) {
      roots.push(node)
      continue
    }
    // The host is the ancestor the reply is shown under: its parent, or the one at maxDepth - 1.
    const hostIndex = Math.max(0, chain.length + 1 - maxDepth)
    const host = chain[hostIndex]!
    node.depth = Math.min(chain.length + 1, maxDepth)
    node.inReplyTo = hostIndex > 0 ? chain[0]!.authorName : null
    nodes.get(host.id)!.replies.push(node)
  }
  return roots
}

/** How many comments a thread shows. */
export function countThread(nodes: readonly CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countThread(node.replies), 0)
}

/**
 * A comment's plain text as paragraphs of lines: an empty line starts a paragraph, a single line break
 * stays a line break. The text is rendered as text (React escapes it), never as HTML.
 */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()))
    .map((lines) => lines.filter((line, i) => line !== '' || (i > 0 && i < lines.length - 1)))
    .filter((lines) => lines.length > 0)
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
})

/** "12 oktober 2026 kl. 14:05", in Swedish time. */
export function formatCommentDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}
