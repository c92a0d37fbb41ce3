import { describe, expect, it } from 'vitest'

import { commentProblem, isPostId, likesText, parsePost, POST_FIELDS } from './post'

describe('network post', () => {
  it('reads the post, its likes, the viewer’s like and the comments the viewer may delete', () => {
    const post = parsePost([
      {
        id: '9001',
        title: 'Ramavtal med två pappersbruk',
        summary: 'Fyraårigt avtal.',
        creator: { firstName: 'Per', lastName: 'Holm' },
        creationTimestamp: 1763112600000,
        numLikes: 4,
        relationToViewer: { isLiked: true, availableActions: { values: [{ code: 'unlike' }] } },
        comments: {
          _total: 2,
          values: [
            {
              id: '9501',
              text: 'Stort grattis!',
              creator: { firstName: 'Anna', lastName: 'Lindqvist' },
              creationTimestamp: 1763114520000,
              relationToViewer: { availableActions: { _total: 0, values: [] } },
            },
            {
              id: '9507',
              text: 'Min kommentar',
              creator: { firstName: 'Sara' },
              relationToViewer: { availableActions: { values: [{ code: 'delete' }] } },
            },
            { text: 'no id' },
          ],
        },
      },
    ])
    expect(post).toEqual({
      id: '9001',
      title: 'Ramavtal med två pappersbruk',
      summary: 'Fyraårigt avtal.',
      author: 'Per Holm',
      createdAt: 1763112600000,
      likes: 4,
      liked: true,
      comments: [
        {
          id: '9501',
          text: 'Stort grattis!',
          author: 'Anna Lindqvist',
          createdAt: 1763114520000,
          canDelete: false,
        },
        { id: '9507', text: 'Min kommentar', author: 'Sara', createdAt: null, canDelete: true },
      ],
    })
  })

  it('answers null without a post and defaults what is missing', () => {
    expect(parsePost([])).toBeNull()
    expect(parsePost(undefined)).toBeNull()
    expect(parsePost([{ id: '1' }])).toMatchObject({
      author: 'Okänd medlem',
      likes: 0,
      liked: false,
      comments: [],
    })
  })

  it('asks for the comments and the viewer relation in one field selector', () => {
    expect(POST_FIELDS).toContain('relation-to-viewer')
    expect(POST_FIELDS.at(-1)).toBe(
      'comments:(id,text,creator:(first-name,last-name),creation-timestamp,relation-to-viewer)',
    )
  })

  it('checks a comment before it is sent', () => {
    expect(commentProblem('   ')).toBe('Skriv en kommentar först.')
    expect(commentProblem('x'.repeat(2001))).toBe(
      'Kommentaren får vara högst 2000 tecken (nu 2001).',
    )
    expect(commentProblem(' Bra jobbat! ')).toBeNull()
  })

  it('accepts numeric post ids only and counts likes in Swedish', () => {
    expect(isPostId('9001')).toBe(true)
    expect(isPostId('9001/comments')).toBe(false)
    expect(likesText(1)).toBe('1 gillning')
    expect(likesText(0)).toBe('0 gillningar')
  })
})
