import type { BuilderKind } from '../../index'
import { byId, childTargets, GHOST, HIDDEN, kindOf } from './canvas'

/**
 * The canvas's answer before the save: once the edit view has applied an action to the form, the
 * overlay shows its result at once, without waiting for autosave and the server's re-render. React
 * owns the page's elements, so they are never moved: the block's own element is hidden (an attribute
 * that a style rule of the overlay turns into `display: none`) and a copy of it, the ghost, is put in
 * its new place. When the re-rendered page shows the action (the real elements agree), or when it
 * does not come, `clearOptimistic` takes the ghosts out and shows the real elements again.
 */
export type CanvasChange =
  | { type: 'move'; id: string; parent: string; index: number }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string; copyId: string }
  | { type: 'insert'; parent: string; index: number; id: string; label: string }
  /** An undone removal: the block's element is still on the canvas, hidden. */
  | { type: 'restore'; id: string }

/** Where the targets of a kind sit inside their container when it has none yet. */
function emptySlot(container: HTMLElement | null): HTMLElement {
  if (!container) return document.querySelector<HTMLElement>('main') ?? document.body
  if (kindOf(container) === 'section')
    return container.querySelector<HTMLElement>(':scope > .section-inner') ?? container
  return container
}

/** Puts `element` at `index` among the shown targets of its kind in `container`. */
function place(
  element: HTMLElement,
  container: HTMLElement | null,
  kind: BuilderKind,
  index: number,
) {
  const siblings = childTargets(container, kind).filter((sibling) => sibling !== element)
  const before = siblings[index]
  if (before) before.before(element)
  else if (siblings.length) (siblings.at(-1) as HTMLElement).after(element)
  else emptySlot(container).prepend(element)
}

function ghostOf(element: HTMLElement): HTMLElement {
  const ghost = element.cloneNode(true) as HTMLElement
  ghost.setAttribute(GHOST, '')
  ghost.removeAttribute(HIDDEN)
  ghost.querySelectorAll(`[${HIDDEN}]`).forEach((inner) => inner.removeAttribute(HIDDEN))
  // Element ids must stay unique on the page while the copy is shown.
  ghost.querySelectorAll('[id]').forEach((inner) => inner.removeAttribute('id'))
  ghost.removeAttribute('id')
  return ghost
}

function containerOf(parent: string): HTMLElement | null | undefined {
  return parent === 'page' ? null : (byId(parent) ?? undefined)
}

/** Shows the change on the canvas; false when the canvas has nothing to show it with. */
export function applyOptimistic(change: CanvasChange): boolean {
  if (change.type === 'insert') {
    const container = containerOf(change.parent)
    if (container === undefined) return false
    const ghost = document.createElement('div')
    ghost.setAttribute(GHOST, '')
    ghost.dataset.builderId = change.id
    ghost.dataset.builderKind = 'module'
    ghost.dataset.builderLabel = change.label
    const box = document.createElement('p')
    box.textContent = `${change.label} (läggs till…)`
    box.style.cssText = 'margin:0;padding:1rem;border:2px dashed currentColor;opacity:.7'
    ghost.append(box)
    place(ghost, container, 'module', change.index)
    return true
  }
  if (change.type === 'restore') {
    const element = byId(change.id, 'real')
    if (!element?.hasAttribute(HIDDEN)) return false
    element.removeAttribute(HIDDEN)
    return true
  }
  const element = byId(change.id)
  if (!element) return false
  if (change.type === 'remove') {
    element.setAttribute(HIDDEN, '')
    return true
  }
  if (change.type === 'duplicate') {
    const ghost = ghostOf(element)
    ghost.dataset.builderId = change.copyId
    // The copy's inner blocks get their ids from the save; until then they are not targets.
    ghost.querySelectorAll('[data-builder-id]').forEach((inner) => {
      inner.removeAttribute('data-builder-id')
      inner.removeAttribute('data-builder-kind')
    })
    element.after(ghost)
    return true
  }
  const container = containerOf(change.parent)
  if (container === undefined) return false
  const ghost = ghostOf(element)
  element.setAttribute(HIDDEN, '')
  place(ghost, container, kindOf(element), change.index)
  return true
}

/** Takes every ghost out and shows every hidden element: the canvas as the server last rendered it. */
export function clearOptimistic() {
  document.querySelectorAll(`[${GHOST}]`).forEach((ghost) => ghost.remove())
  document.querySelectorAll(`[${HIDDEN}]`).forEach((hidden) => hidden.removeAttribute(HIDDEN))
}

export function hasOptimistic(): boolean {
  return Boolean(document.querySelector(`[${GHOST}], [${HIDDEN}]`))
}

/** The style rule that hides what the optimistic canvas has replaced. */
export const optimisticCss = `[${HIDDEN}]{display:none!important}[data-builder-kind="column"]:has(> [data-builder-id]:not([${HIDDEN}])) > [data-builder-placeholder]{display:none}`
