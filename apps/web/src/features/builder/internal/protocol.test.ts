import { describe, expect, it } from 'vitest'

import { BUILDER_CHANNEL, builderIntent, readIntent, readReply, replyMessageOf } from './protocol'

const origin = 'https://smedja.example'
const iframe = { name: 'preview window' }
const expected = { origin, source: iframe }
const message = (intent: unknown) => ({
  origin,
  source: iframe,
  data: { channel: BUILDER_CHANNEL, intent },
})

describe('builder intents', () => {
  it('accepts a move to a column and to the page', () => {
    expect(
      readIntent(
        message({ type: 'move', id: '65a1f0c2e4b0a1b2c3d4e5f6', to: { parent: 'c3', index: 0 } }),
        expected,
      ),
    ).toEqual({
      type: 'move',
      id: '65a1f0c2e4b0a1b2c3d4e5f6',
      to: { parent: 'c3', index: 0 },
    })
    expect(
      readIntent(message({ type: 'move', id: 'a', to: { parent: 'page', index: 2 } }), expected)
        ?.type,
    ).toBe('move')
  })

  it('accepts an insert of a module type, an undo and a redo', () => {
    expect(
      readIntent(
        message({ type: 'insert', blockType: 'heading', to: { parent: 'c3', index: 0 } }),
        expected,
      ),
    ).toEqual({ type: 'insert', blockType: 'heading', to: { parent: 'c3', index: 0 } })
    expect(readIntent(message({ type: 'undo' }), expected)).toEqual({ type: 'undo' })
    expect(readIntent(message({ type: 'redo' }), expected)).toEqual({ type: 'redo' })
    expect(
      readIntent(
        message({ type: 'insert', blockType: 'hea ding', to: { parent: 'c3', index: 0 } }),
        expected,
      ),
    ).toBeNull()
    expect(
      readIntent(message({ type: 'insert', to: { parent: 'c3', index: 0 } }), expected),
    ).toBeNull()
  })

  it('accepts a text edited in place, trimmed, and refuses an empty, long or odd one', () => {
    expect(
      readIntent(
        message({ type: 'text', id: 'a', field: 'text', value: '  Ny rubrik ' }),
        expected,
      ),
    ).toEqual({ type: 'text', id: 'a', field: 'text', value: 'Ny rubrik' })
    for (const bad of [
      { type: 'text', id: 'a', field: 'text', value: '   ' },
      { type: 'text', id: 'a', field: 'text', value: 'x'.repeat(501) },
      { type: 'text', id: 'a', field: 'layout.0.text', value: 'x' },
      { type: 'text', id: 'a', field: 'text', value: 5 },
    ])
      expect(readIntent(message(bad), expected)).toBeNull()
  })

  it('ignores a message from another origin or another window, however well formed', () => {
    const data = { channel: BUILDER_CHANNEL, intent: { type: 'remove', id: 'a' } }
    expect(
      readIntent({ origin: 'https://evil.example', source: iframe, data }, expected),
    ).toBeNull()
    expect(readIntent({ origin, source: { name: 'another tab' }, data }, expected)).toBeNull()
    expect(readIntent({ origin, source: null, data }, { origin, source: null })).toBeNull()
  })

  it.each([
    ['an unknown type', { type: 'format', id: 'a' }],
    ['a negative index', { type: 'move', id: 'a', to: { parent: 'c', index: -1 } }],
    ['a fractional index', { type: 'move', id: 'a', to: { parent: 'c', index: 1.5 } }],
    ['an id with a path in it', { type: 'remove', id: 'layout.0' }],
    ['an id that is too long', { type: 'remove', id: 'x'.repeat(65) }],
    ['a step sideways', { type: 'step', id: 'a', direction: 'left' }],
    ['no id', { type: 'duplicate' }],
  ])('refuses %s', (_, intent) => {
    expect(readIntent(message(intent), expected)).toBeNull()
  })

  it('refuses a message on another channel', () => {
    expect(
      readIntent(
        {
          origin,
          source: iframe,
          data: { channel: 'payload-live-preview', intent: { type: 'ready' } },
        },
        expected,
      ),
    ).toBeNull()
  })

  it('says in Swedish what is wrong with a bad id', () => {
    const parsed = builderIntent.safeParse({ type: 'remove', id: 'a.b' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('Blockets id är ogiltigt.')
  })
})

describe('builder replies', () => {
  it('reads a reply from the edit view around the overlay and nothing else', () => {
    const parent = { name: 'admin' }
    const data = replyMessageOf({
      type: 'refused',
      intent: 'move',
      message: 'Blocket ligger redan först.',
    })
    expect(readReply({ origin, source: parent, data }, { origin, source: parent })).toEqual({
      type: 'refused',
      intent: 'move',
      message: 'Blocket ligger redan först.',
    })
    expect(readReply({ origin, source: iframe, data }, { origin, source: parent })).toBeNull()
    expect(
      readReply(
        { origin, source: parent, data: { channel: BUILDER_CHANNEL, reply: { type: 'applied' } } },
        { origin, source: parent },
      ),
    ).toBeNull()
  })

  it('carries the nesting rules in the welcome and what an undo did in its answer', () => {
    const parent = { name: 'admin' }
    const read = (reply: unknown) =>
      readReply(
        { origin, source: parent, data: { channel: BUILDER_CHANNEL, reply } },
        { origin, source: parent },
      )
    const rules = { page: ['section'], section: ['row'], column: ['heading', 'text'] }
    expect(read({ type: 'welcome', rules })).toEqual({ type: 'welcome', rules })
    expect(read({ type: 'welcome' })).toBeNull()
    expect(read({ type: 'welcome', rules: { ...rules, column: ['<script>'] } })).toBeNull()
    const undo = {
      type: 'applied',
      intent: 'undo',
      id: 'alfa',
      selectId: null,
      effect: { type: 'move', id: 'alfa', parent: 'c1', index: 0 },
    }
    expect(read(undo)).toEqual(undo)
    expect(read({ ...undo, effect: { ...undo.effect, type: 'teleport' } })).toBeNull()
  })

  it('turns Bygg on and off by a mode reply, and takes Escape on the canvas as a leave intent', () => {
    const parent = { name: 'admin' }
    const read = (reply: unknown) =>
      readReply(
        { origin, source: parent, data: { channel: BUILDER_CHANNEL, reply } },
        { origin, source: parent },
      )
    expect(read({ type: 'mode', docked: true })).toEqual({ type: 'mode', docked: true })
    expect(read({ type: 'mode', docked: false })).toEqual({ type: 'mode', docked: false })
    expect(read({ type: 'mode', docked: 'yes' })).toBeNull()
    expect(read({ type: 'mode' })).toBeNull()
    expect(readIntent(message({ type: 'leave' }), expected)).toEqual({ type: 'leave' })
    // Only from the preview iframe, like every other intent.
    expect(readIntent({ ...message({ type: 'leave' }), source: parent }, expected)).toBeNull()
  })
})
