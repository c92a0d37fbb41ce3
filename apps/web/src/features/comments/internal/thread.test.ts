import { describe, expect, it } from 'vitest'

import {
  buildThread,
  countThread,
  formatCommentDate,
  textParagraphs,
  type CommentNode,
  type PublicComment,
} from './thread'

let minute = 0
const comment = (id: number, parentId: number | null = null, authorName = `Person ${id}`) =>
  ({
    id,
    parentId,
    authorName,
    text: `Text ${id}`,
    createdAt: new Date(Date.UTC(2026, 9, 12, 10, minute++)).toISOString(),
  }) satisfies PublicComment

/** The thread as nested ids, with the depth and whom a flattened reply answers. */
const shape = (nodes: CommentNode[]): unknown[] =>
  nodes.map((n) => ({
    id: n.comment.id,
    depth: n.depth,
    ...(n.inReplyTo ? { inReplyTo: n.inReplyTo } : {}),
    ...(n.replies.length ? { replies: shape(n.replies) } : {}),
  }))

describe('comment threads', () => {
  it('puts replies under the comment they answer, oldest first at every level', () => {
    const a = comment(1)
    const b = comment(2)
    const a1 = comment(3, 1)
    const a2 = comment(4, 1)
    const a1x = comment(5, 3)
    // Given in any order.
    const thread = buildThread([a1x, b, a2, a, a1])
    expect(shape(thread)).toEqual([
      {
        id: 1,
        depth: 1,
        replies: [
          { id: 3, depth: 2, replies: [{ id: 5, depth: 3 }] },
          { id: 4, depth: 2 },
        ],
      },
      { id: 2, depth: 1 },
    ])
    expect(countThread(thread)).toBe(5)
  })

  it('nests three levels, then shows deeper replies flat at the third, saying whom they answer', () => {
    const chain = [
      comment(1),
      comment(2, 1),
      comment(3, 2, 'Tredje'),
      comment(4, 3, 'Fjärde'),
      comment(5, 4),
    ]
    expect(shape(buildThread(chain))).toEqual([
      {
        id: 1,
        depth: 1,
        replies: [
          {
            id: 2,
            depth: 2,
            replies: [
              { id: 3, depth: 3 },
              { id: 4, depth: 3, inReplyTo: 'Tredje' },
              { id: 5, depth: 3, inReplyTo: 'Fjärde' },
            ],
          },
        ],
      },
    ])
    expect(shape(buildThread(chain, 2))[0]).toEqual({
      id: 1,
      depth: 1,
      replies: [
        { id: 2, depth: 2 },
        { id: 3, depth: 2, inReplyTo: 'Person 2' },
        { id: 4, depth: 2, inReplyTo: 'Tredje' },
        { id: 5, depth: 2, inReplyTo: 'Fjärde' },
      ],
    })
  })

  it('starts a thread for a reply whose comment is not shown, and breaks a loop', () => {
    expect(shape(buildThread([comment(7, 99)]))).toEqual([{ id: 7, depth: 1 }])
    const looped = buildThread([comment(1, 2), comment(2, 1)])
    expect(countThread(looped)).toBe(2)
    expect(looped.map((n) => n.comment.id)).toEqual([1, 2])
  })

  it('splits text into paragraphs at empty lines and keeps single line breaks', () => {
    expect(textParagraphs('Hej!\nRad två\n\n\nNytt stycke\r\n')).toEqual([
      ['Hej!', 'Rad två'],
      ['Nytt stycke'],
    ])
    expect(textParagraphs('<b>inte html</b>')).toEqual([['<b>inte html</b>']])
  })

  it('dates a comment in Swedish, in Swedish time', () => {
    expect(formatCommentDate('2026-10-12T12:05:00.000Z')).toBe('12 oktober 2026 kl. 14:05')
    expect(formatCommentDate('2026-12-01T23:30:00.000Z')).toBe('2 december 2026 kl. 00:30')
  })
})
