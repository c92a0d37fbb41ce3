// A post of the company's group in the network (SPEC 7.2 posts and comments), read into what the
// module shows and what a signed-in member may do with it. Pure: no SDK, no DOM.

export type PostComment = {
  id: string
  text: string
  author: string
  createdAt: number | null
  /** The member who wrote it may delete it (the API lists 'delete' among the viewer's actions). */
  canDelete: boolean
}

export type NetworkPostView = {
  id: string
  title: string
  summary: string
  author: string
  createdAt: number | null
  likes: number
  liked: boolean
  comments: PostComment[]
}

const PERSON = 'creator:(first-name,last-name)'

/** The fields the module asks for: the post, its like count, the viewer's relation, its comments. */
export const POST_FIELDS = [
  'id',
  'title',
  'summary',
  PERSON,
  'creation-timestamp',
  'num-likes',
  'relation-to-viewer',
  `comments:(id,text,${PERSON},creation-timestamp,relation-to-viewer)`,
]

/** The longest comment the network takes (SPEC 5.2 bodies; the service's limit). */
export const MAX_COMMENT_LENGTH = 2000

export const isPostId = (value: string): boolean => /^\d{1,12}$/.test(value.trim())

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const time = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const name = (person: unknown): string => {
  const p = record(person)
  return [text(p.firstName), text(p.lastName)].filter(Boolean).join(' ') || 'Okänd medlem'
}
const actions = (relation: unknown): string[] => {
  const values = record(record(relation).availableActions).values
  return Array.isArray(values) ? values.map((a) => text(record(a).code)) : []
}

/** The first of the API's `values` as the post the module shows, or null when there is none. */
export function parsePost(values: unknown): NetworkPostView | null {
  const post = record(Array.isArray(values) ? values[0] : undefined)
  const id = text(post.id)
  if (!id) return null
  const comments = record(post.comments).values
  return {
    id,
    title: text(post.title),
    summary: text(post.summary),
    author: name(post.creator),
    createdAt: time(post.creationTimestamp),
    likes: Number.isFinite(Number(post.numLikes)) ? Number(post.numLikes) : 0,
    liked: record(post.relationToViewer).isLiked === true,
    comments: (Array.isArray(comments) ? comments : []).flatMap((c) => {
      const comment = record(c)
      const commentId = text(comment.id)
      if (!commentId) return []
      return [
        {
          id: commentId,
          text: text(comment.text),
          author: name(comment.creator),
          createdAt: time(comment.creationTimestamp),
          canDelete: actions(comment.relationToViewer).includes('delete'),
        },
      ]
    }),
  }
}

/** A Swedish message when the comment cannot be sent as it is, else null. */
export function commentProblem(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return 'Skriv en kommentar först.'
  if (trimmed.length > MAX_COMMENT_LENGTH)
    return `Kommentaren får vara högst ${MAX_COMMENT_LENGTH} tecken (nu ${trimmed.length}).`
  return null
}

/** The like count as a phrase: '1 gillning', '4 gillningar'. */
export const likesText = (likes: number): string =>
  likes === 1 ? '1 gillning' : `${likes} gillningar`
