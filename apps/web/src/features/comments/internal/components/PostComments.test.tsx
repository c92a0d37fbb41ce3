// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PostComments as PostCommentsData } from '../server/read'
import { buildThread } from '../thread'
import { PostComments } from './PostComments'

const data = (overrides: Partial<PostCommentsData> = {}): PostCommentsData => {
  const thread = buildThread([
    {
      id: 11,
      parentId: null,
      authorName: 'Lena Holmqvist',
      text: 'Första raden\nAndra raden <script>alert(1)</script>',
      createdAt: '2026-10-12T12:05:00.000Z',
    },
    {
      id: 12,
      parentId: 11,
      authorName: 'Maria Sjöberg',
      text: 'Tack Lena!',
      createdAt: '2026-10-12T13:00:00.000Z',
    },
  ])
  return {
    postPath: '/blogg/ett-inlagg',
    endpoint: '/blogg/ett-inlagg/kommentar',
    thread,
    count: 2,
    open: true,
    buttonStyle: 'outline',
    pageToken: 'mh3x.p.0123456789abcdef0123456789abcdef',
    ...overrides,
  }
}

const render = (comments: PostCommentsData, builderMode = false) => {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<PostComments comments={comments} builderMode={builderMode} />)
  return host
}

describe('the comments section of a post', () => {
  it('shows the approved comments threaded, each at its #comment-{id} anchor, as escaped text', () => {
    const html = render(data())
    expect(html.querySelector('h2')?.textContent).toBe('2 kommentarer')
    const first = html.querySelector('#comment-11')!
    expect(first.querySelector('.comment-author')?.textContent).toBe('Lena Holmqvist')
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-12T12:05:00.000Z')
    expect(first.querySelector('time')?.textContent).toBe('12 oktober 2026 kl. 14:05')
    expect(first.querySelector('.comment-text p')?.innerHTML).toBe(
      'Första raden<br>Andra raden &lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(html.querySelector('script')).toBeNull()
    // The reply is in the list under the first comment.
    const reply = html.querySelector('#comment-11 + ol.comment-list > li > #comment-12')
    expect(reply?.querySelector('.comment-author')?.textContent).toBe('Maria Sjöberg')
  })

  it('shows replies past the third level flat at the third, saying whom they answer', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 9, 12, 10, minute)).toISOString()
    const chain = [1, 2, 3, 4].map((id) => ({
      id,
      parentId: id === 1 ? null : id - 1,
      authorName: `Person ${id}`,
      text: `Text ${id}`,
      createdAt: at(id),
    }))
    const html = render(data({ thread: buildThread(chain), count: 4 }))
    expect(html.querySelectorAll('ol.comment-list ol.comment-list ol.comment-list')).toHaveLength(1)
    const third = html.querySelector('li.comment-depth-3:has(#comment-3)')!
    expect(third.parentElement!.querySelector(':scope > li > #comment-4')).not.toBeNull()
    expect(html.querySelector('#comment-4 .comment-in-reply-to')?.textContent).toBe(
      'svar till Person 3',
    )
    expect(html.querySelector('#comment-3 .comment-in-reply-to')).toBeNull()
  })

  it('renders the reply buttons hidden until the island runs, named for whom they answer', () => {
    const buttons = [...render(data()).querySelectorAll('button[data-reply-to]')]
    expect(buttons.map((b) => [b.getAttribute('data-reply-to'), b.hasAttribute('hidden')])).toEqual(
      [
        ['11', true],
        ['12', true],
      ],
    )
    expect(buttons[0]?.textContent).toBe('Svara på kommentaren från Lena Holmqvist')
    expect(render(data(), true).querySelector('button[data-reply-to]')).toBeNull()
  })

  it('has a form that posts without JavaScript, with the honeypot, the page token and the button style', () => {
    const form = render(data()).querySelector('form')!
    expect(form.getAttribute('action')).toBe('/blogg/ett-inlagg/kommentar')
    expect(form.getAttribute('method')).toBe('post')
    const value = (name: string) =>
      (form.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value
    expect(value('form_token')).toBe('mh3x.p.0123456789abcdef0123456789abcdef')
    expect(value('reply_to')).toBe('')
    expect(value('idempotency_key')).toBe('')
    expect(form.querySelector('[name="website"]')?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(form.querySelector('[name="website"]')?.getAttribute('tabindex')).toBe('-1')
    for (const [name, label] of [
      ['author', 'Namn *'],
      ['email', 'E-postadress * (visas inte)'],
      ['text', 'Kommentar *'],
    ]) {
      const input = form.querySelector(`[name="${name}"]`)!
      expect(input.hasAttribute('required')).toBe(true)
      expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(label)
    }
    expect(form.querySelector('button[type="submit"]')?.className).toBe('button button-outline')
  })

  it('carries every answer for a form posted without JavaScript at its own anchor', () => {
    const html = render(data())
    expect(html.querySelector('#kommentar-granskas')?.textContent).toBe(
      'Tack för din kommentar! Den visas här när vi har granskat den.',
    )
    expect(html.querySelector('#kommentar-for-manga')?.className).toContain('comment-notice-error')
    expect(html.querySelector('#kommentar-skydd')).not.toBeNull()
  })

  it('says so when the post takes no comments, and keeps showing the approved ones', () => {
    const html = render(data({ open: false }))
    expect(html.querySelector('form')).toBeNull()
    expect(html.querySelector('#comment-11')).not.toBeNull()
    expect(html.querySelector('button[data-reply-to]')).toBeNull()
    expect(html.textContent).toContain('Det går inte längre att kommentera det här inlägget.')
    const empty = render(data({ thread: [], count: 0 }))
    expect(empty.querySelector('h2')?.textContent).toBe('Kommentarer')
    expect(empty.textContent).toContain('Inga kommentarer ännu. Skriv den första!')
  })
})
