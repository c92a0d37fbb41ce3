import { describe, expect, it } from 'vitest'

import { Pages } from '@/collections/Pages'

import { type Data, dataOf, formState } from './formState.fixture'
import { type FormStateLike, planIntent } from './formTree'
import {
  applyOp,
  emptyHistory,
  HISTORY_LIMIT,
  type History,
  inverseOf,
  placeOfBlock,
  record,
  travel,
} from './history'
import { deriveNesting } from './nesting'

const rules = deriveNesting(Pages.fields)
const heading = (id: string, text: string) => ({ id, blockType: 'heading', text, level: 'h2' })

function page(): FormStateLike {
  return formState({
    title: 'Sida',
    layout: [
      {
        id: 's1',
        blockType: 'section',
        rows: [
          {
            id: 'r1',
            blockType: 'row',
            structure: '1_2,1_2',
            columns: [
              { id: 'c1', modules: [heading('alfa', 'Alfa'), heading('beta', 'Beta')] },
              { id: 'c2', modules: [heading('gamma', 'Gamma')] },
            ],
          },
        ],
      },
      {
        id: 's2',
        blockType: 'section',
        rows: [
          { id: 'r2', blockType: 'row', structure: '1_1', columns: [{ id: 'c3', modules: [] }] },
        ],
      },
    ],
  })
}

const C1 = 'layout.0.rows.0.columns.0.modules'
const C2 = 'layout.0.rows.0.columns.1.modules'
const C3 = 'layout.1.rows.0.columns.0.modules'
const texts = (state: FormStateLike, column: string) =>
  (dataOf(state, column) as Data[]).map((m) => m.text)
const layoutOf = (state: FormStateLike) => [C1, C2, C3].map((c) => texts(state, c))

let counter = 0
const options = { pageList: 'layout', newId: () => `ny${++counter}` }

/** Applies an intent as the bridge does and records its undo. */
function act(
  state: FormStateLike,
  history: History,
  intent: Parameters<typeof planIntent>[2],
): [FormStateLike, History] {
  const plan = planIntent(state, rules, intent, options)
  if (!plan.ok || !plan.state) throw new Error(plan.ok ? 'no change' : plan.message)
  const inverse = inverseOf(
    state,
    rules,
    intent.type === 'duplicate'
      ? { type: 'duplicate', created: plan.selectId }
      : { type: intent.type as 'move' | 'step' | 'remove', id: intent.id },
    'layout',
  )
  if (!inverse) throw new Error('no inverse')
  return [plan.state, record(history, inverse)]
}

function step(state: FormStateLike, history: History, direction: 'undo' | 'redo') {
  const result = travel(state, rules, history, direction, 'layout')
  if (!result?.applied) throw new Error(`nothing to ${direction}`)
  return [result.applied.state, result.history] as const
}

describe('undo and redo of builder actions', () => {
  it('knows where a block sits: its parent id and index, or the page', () => {
    expect(placeOfBlock(page(), rules, 'beta', 'layout')).toEqual({ parent: 'c1', index: 1 })
    expect(placeOfBlock(page(), rules, 's2', 'layout')).toEqual({ parent: 'page', index: 1 })
    expect(placeOfBlock(page(), rules, 'nowhere', 'layout')).toBeNull()
  })

  it('takes back a move to another section and does it again, keeping the id', () => {
    const start = page()
    const [moved, h1] = act(start, emptyHistory, {
      type: 'move',
      id: 'alfa',
      to: { parent: 'c3', index: 0 },
    })
    expect(layoutOf(moved)).toEqual([['Beta'], ['Gamma'], ['Alfa']])
    const [undone, h2] = step(moved, h1, 'undo')
    expect(layoutOf(undone)).toEqual([['Alfa', 'Beta'], ['Gamma'], []])
    expect(undone[`${C1}.0.id`]?.value).toBe('alfa')
    expect(h2.undo).toHaveLength(0)
    expect(h2.redo).toHaveLength(1)
    const [redone, h3] = step(undone, h2, 'redo')
    expect(layoutOf(redone)).toEqual([['Beta'], ['Gamma'], ['Alfa']])
    expect(h3.undo).toHaveLength(1)
    expect(h3.redo).toHaveLength(0)
  })

  it('puts a removed module back with all its fields, and removes it again on redo', () => {
    const [removed, h1] = act(page(), emptyHistory, { type: 'remove', id: 'beta' })
    expect(layoutOf(removed)).toEqual([['Alfa'], ['Gamma'], []])
    const [back, h2] = step(removed, h1, 'undo')
    expect(layoutOf(back)).toEqual([['Alfa', 'Beta'], ['Gamma'], []])
    expect(back[`${C1}.1.id`]?.value).toBe('beta')
    expect(back[`${C1}.1.level`]?.value).toBe('h2')
    expect(back[C1]?.rows?.map((r) => r.id)).toEqual(['alfa', 'beta'])
    const [again] = step(back, h2, 'redo')
    expect(layoutOf(again)).toEqual([['Alfa'], ['Gamma'], []])
  })

  it('undoes a duplicate by removing the copy, and redo brings the same copy back', () => {
    const [copied, h1] = act(page(), emptyHistory, { type: 'duplicate', id: 'gamma' })
    const copyId = copied[`${C2}.1.id`]?.value
    expect(layoutOf(copied)[1]).toEqual(['Gamma', 'Gamma'])
    const [undone, h2] = step(copied, h1, 'undo')
    expect(layoutOf(undone)[1]).toEqual(['Gamma'])
    const [redone] = step(undone, h2, 'redo')
    expect(redone[`${C2}.1.id`]?.value).toBe(copyId)
  })

  it('sets a text edited in place, takes it back and sets it again', () => {
    const start = page()
    const applied = applyOp(
      start,
      rules,
      { type: 'text', id: 'beta', field: 'text', value: 'Beta nu' },
      'layout',
    )!
    expect(layoutOf(applied.state)[0]).toEqual(['Alfa', 'Beta nu'])
    expect(applied.effect).toEqual({ type: 'text', id: 'beta', field: 'text', value: 'Beta nu' })
    expect(applied.inverse).toEqual({ type: 'text', id: 'beta', field: 'text', value: 'Beta' })
    const h1 = record(emptyHistory, applied.inverse)
    const [undone, h2] = step(applied.state, h1, 'undo')
    expect(layoutOf(undone)[0]).toEqual(['Alfa', 'Beta'])
    const [redone] = step(undone, h2, 'redo')
    expect(layoutOf(redone)[0]).toEqual(['Alfa', 'Beta nu'])
    // Only the one field changed; the block keeps its id and other fields.
    expect(redone[`${C1}.1.id`]?.value).toBe('beta')
    expect(redone[`${C1}.1.level`]?.value).toBe('h2')
  })

  it('refuses a text for a field the block does not have, or that is not text', () => {
    const start = page()
    const op = (field: string) => ({ type: 'text' as const, id: 'beta', field, value: 'x' })
    expect(applyOp(start, rules, op('nosuchfield'), 'layout')).toBeNull()
    expect(applyOp(start, rules, { ...op('text'), id: 'gone' }, 'layout')).toBeNull()
    const withNumber = { ...start, [`${C1}.1.count`]: { value: 3 } }
    expect(applyOp(withNumber, rules, op('count'), 'layout')).toBeNull()
  })

  it('walks several steps back in order and forgets the redo steps after a new action', () => {
    let state = page()
    let history = emptyHistory
    ;[state, history] = act(state, history, { type: 'step', id: 'beta', direction: 'up' })
    ;[state, history] = act(state, history, {
      type: 'move',
      id: 's2',
      to: { parent: 'page', index: 0 },
    })
    ;[state, history] = act(state, history, { type: 'remove', id: 'gamma' })
    expect(history.undo).toHaveLength(3)
    ;[state, history] = step(state, history, 'undo')
    ;[state, history] = step(state, history, 'undo')
    expect(state['layout.0.id']?.value).toBe('s1')
    expect(texts(state, C1)).toEqual(['Beta', 'Alfa'])
    ;[state, history] = step(state, history, 'undo')
    expect(layoutOf(state)).toEqual(layoutOf(page()))
    expect(travel(state, rules, history, 'undo', 'layout')).toBeNull()
    ;[state, history] = step(state, history, 'redo')
    expect(history.redo).toHaveLength(2)
    ;[state, history] = act(state, history, { type: 'remove', id: 'alfa' })
    expect(history.redo).toHaveLength(0)
    expect(history.undo).toHaveLength(2)
  })

  it('drops a step that no longer applies instead of changing something else', () => {
    const [moved, h1] = act(page(), emptyHistory, {
      type: 'move',
      id: 'alfa',
      to: { parent: 'c3', index: 0 },
    })
    // The block was deleted in the form since (say, with Payload's own row menu).
    const [gone] = act(moved, emptyHistory, { type: 'remove', id: 'alfa' })
    const result = travel(gone, rules, h1, 'undo', 'layout')
    expect(result?.applied).toBeNull()
    expect(result?.history.undo).toHaveLength(0)
  })

  it('refuses an operation against the nesting rules', () => {
    expect(
      applyOp(
        page(),
        rules,
        { type: 'move', id: 'alfa', to: { parent: 's2', index: 0 } },
        'layout',
      ),
    ).toBeNull()
    expect(
      applyOp(page(), rules, { type: 'move', id: 's1', to: { parent: 'r1', index: 0 } }, 'layout'),
    ).toBeNull()
  })

  it('keeps at most the newest steps', () => {
    let history = emptyHistory
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1)
      history = record(history, { type: 'remove', id: `b${i}` })
    expect(history.undo).toHaveLength(HISTORY_LIMIT)
    expect(history.undo[0]).toEqual({ type: 'remove', id: 'b5' })
  })
})
