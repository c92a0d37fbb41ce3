import {
  type FormStateLike,
  indexBlocks,
  moveRow,
  putRow,
  type Row,
  rowCount,
  takeRow,
} from './formTree'
import { childLists, type NestingRules, schemaPathOf } from './nesting'

/**
 * Undo and redo of the builder's actions, as pure functions over the form state. Every action is
 * kept as the operation that takes it back, computed when it is applied: a move is undone by a move
 * to where the block was, a duplicate or an insert by removing the new block, a removal by putting
 * the removed row back with all its fields and its id, a text edited in place by setting the text
 * it had. Applying an undo gives the operation that redoes it, and the other way round.
 */
export type Place = { parent: string; index: number }

export type Op =
  | { type: 'move'; id: string; to: Place }
  | { type: 'remove'; id: string }
  | { type: 'restore'; row: Row; to: Place }
  | { type: 'text'; id: string; field: string; value: string }

export type History = { undo: readonly Op[]; redo: readonly Op[] }

export const emptyHistory: History = { undo: [], redo: [] }

/** The most steps kept; older ones fall off the bottom of the stack. */
export const HISTORY_LIMIT = 100

/** What an applied operation did, for the canvas to show it before the save re-renders it. */
export type Effect =
  | { type: 'move'; id: string; parent: string; index: number }
  | { type: 'remove'; id: string }
  | { type: 'restore'; id: string; parent: string; index: number }
  | { type: 'text'; id: string; field: string; value: string }

/** The block's place: its parent's id (`page` for the page's own list) and its index there. */
export function placeOfBlock(
  state: FormStateLike,
  rules: NestingRules,
  id: string,
  pageList: string,
): Place | null {
  const node = indexBlocks(state, rules).get(id)
  if (!node) return null
  if (node.listPath === pageList) return { parent: 'page', index: node.index }
  const parentPath = node.listPath.slice(0, node.listPath.lastIndexOf('.'))
  const parentId = state[`${parentPath}.id`]?.value
  return typeof parentId === 'string' ? { parent: parentId, index: node.index } : null
}

/** The list under `parent` that accepts `blockType`, by the nesting rules; null when none does. */
export function listPathFor(
  state: FormStateLike,
  rules: NestingRules,
  parent: string,
  blockType: string,
  pageList: string,
): string | null {
  const parentNode = parent === 'page' ? null : indexBlocks(state, rules).get(parent)
  if (parent !== 'page' && !parentNode) return null
  const parentPath = parentNode?.path ?? ''
  const list = childLists(rules, schemaPathOf(parentPath)).find(
    ({ name, rule }) =>
      rule.kind === 'blocks' && rule.accepts.has(blockType) && (parentNode || name === pageList),
  )
  if (!list) return null
  return parentPath ? `${parentPath}.${list.name}` : list.name
}

export type Applied = { state: FormStateLike; inverse: Op; effect: Effect }

/** Applies one operation; null when the form no longer has what it needs (the block is gone). */
export function applyOp(
  state: FormStateLike,
  rules: NestingRules,
  op: Op,
  pageList: string,
): Applied | null {
  if (op.type === 'restore') {
    const blockType = op.row.meta.blockType
    const id = op.row.meta.id
    if (!blockType || !id) return null
    const listPath = listPathFor(state, rules, op.to.parent, blockType, pageList)
    if (!listPath) return null
    const index = Math.min(op.to.index, rowCount(state, listPath))
    return {
      state: putRow(state, listPath, index, op.row),
      inverse: { type: 'remove', id },
      effect: { type: 'restore', id, parent: op.to.parent, index },
    }
  }
  const node = indexBlocks(state, rules).get(op.id)
  const from = placeOfBlock(state, rules, op.id, pageList)
  if (!node?.blockType || !from) return null
  if (op.type === 'text') {
    const next = setText(state, `${node.path}.${op.field}`, op.value)
    if (!next) return null
    return {
      state: next.state,
      inverse: { ...op, value: next.before },
      effect: { type: 'text', id: op.id, field: op.field, value: op.value },
    }
  }
  if (op.type === 'remove') {
    const { state: next, row } = takeRow(state, node.listPath, node.index)
    return {
      state: next,
      inverse: { type: 'restore', row, to: from },
      effect: { type: 'remove', id: op.id },
    }
  }
  const listPath = listPathFor(state, rules, op.to.parent, node.blockType, pageList)
  if (!listPath || listPath === node.path || listPath.startsWith(`${node.path}.`)) return null
  const next = moveRow(state, node, { listPath, index: op.to.index })
  const to = placeOfBlock(next, rules, op.id, pageList) ?? op.to
  return {
    state: next,
    inverse: { type: 'move', id: op.id, to: from },
    effect: { type: 'move', id: op.id, parent: to.parent, index: to.index },
  }
}

/**
 * The state with one text field set, as typing in the form would (the field stays valid: the overlay
 * sends only non-empty text); null when the block has no such text field.
 */
export function setText(
  state: FormStateLike,
  path: string,
  value: string,
): { state: FormStateLike; before: string } | null {
  const field = state[path]
  if (
    !field ||
    (field.value !== undefined && field.value !== null && typeof field.value !== 'string')
  )
    return null
  return {
    state: { ...state, [path]: { ...field, value, valid: true, errorMessage: undefined } },
    before: typeof field.value === 'string' ? field.value : '',
  }
}

/** After a new action: its undo on top, and nothing left to redo. */
export function record(history: History, inverse: Op): History {
  return { undo: [...history.undo, inverse].slice(-HISTORY_LIMIT), redo: [] }
}

/**
 * Takes back the newest action (`undo`) or does again the newest undone one (`redo`). Returns the
 * new state and stacks, or null when there is nothing to do or the step no longer applies (then the
 * step is dropped, so the next one can still be tried).
 */
export function travel(
  state: FormStateLike,
  rules: NestingRules,
  history: History,
  direction: 'undo' | 'redo',
  pageList: string,
): { history: History; applied: Applied | null } | null {
  const from = direction === 'undo' ? history.undo : history.redo
  const op = from.at(-1)
  if (!op) return null
  const rest = from.slice(0, -1)
  const applied = applyOp(state, rules, op, pageList)
  if (!applied) {
    return {
      history: direction === 'undo' ? { ...history, undo: rest } : { ...history, redo: rest },
      applied: null,
    }
  }
  return {
    history:
      direction === 'undo'
        ? { undo: rest, redo: [...history.redo, applied.inverse] }
        : { undo: [...history.undo, applied.inverse], redo: rest },
    applied,
  }
}

/**
 * The operation that takes back an action the bridge has just applied, computed from the state
 * before it: `created` is the new block's id after a duplicate or an insert.
 */
export function inverseOf(
  before: FormStateLike,
  rules: NestingRules,
  action:
    | { type: 'move' | 'step' | 'remove'; id: string }
    | { type: 'duplicate' | 'insert'; created: string },
  pageList: string,
): Op | null {
  if ('created' in action) return { type: 'remove', id: action.created }
  const node = indexBlocks(before, rules).get(action.id)
  const from = placeOfBlock(before, rules, action.id, pageList)
  if (!node || !from) return null
  if (action.type === 'remove')
    return { type: 'restore', row: takeRow(before, node.listPath, node.index).row, to: from }
  return { type: 'move', id: action.id, to: from }
}
