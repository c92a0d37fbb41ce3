export { pathOfRow as pathOfBlock } from '../formTree'

/**
 * Bygg, the builder's full-screen mode in a page's edit view (issue 20): the live preview fills the
 * screen beside a sidebar that shows the selected block's own fields. Nothing is rendered twice: the
 * sidebar is Payload's document form itself, narrowed by a style rule to the selected block's row, so
 * every field (rich text included) is the form's own, bound to the same form state.
 */

export { BYGG_DOCK_ID } from '../protocol'

/** The attribute on <html> while Bygg is on; every rule of the mode hangs on it. */
export const BYGG_ATTRIBUTE = 'data-smedja-bygg'

/**
 * The element id Payload gives a block or array row in the form: its list's path with dashes, then
 * `-row-` and its index (`layout.0.rows` row 1 → `layout-0-rows-row-1`).
 */
export function rowDomId(path: string): string | null {
  const dot = path.lastIndexOf('.')
  if (dot < 1) return null
  const index = path.slice(dot + 1)
  if (!/^\d+$/.test(index)) return null
  return `${path.slice(0, dot).split('.').join('-')}-row-${index}`
}

/** The width of the sidebar: the canvas takes the rest of the viewport. */
const SIDEBAR = 'min(420px, 40vw)'

/** Quotes a value for a CSS attribute selector. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`
}

/**
 * The style of Bygg mode: the edit view fixed over the admin's navigation and header (Payload's
 * modals and drawers, such as a rich text field's link drawer, are outside the admin template's
 * stacking context and still open above it), the form narrowed to a sidebar and the live
 * preview in the rest. In the form only the selected block's row stays (`rowId`), with the boxes
 * around it flattened; with no row, the form's fields are hidden and the sidebar says what to do.
 */
export function byggCss(rowId: string | null): string {
  const on = `html[${BYGG_ATTRIBUTE}]`
  const fields = `${on} .collection-edit__main .document-fields`
  const layout = `
${on}, ${on} body { overflow: hidden; }
${on} .collection-edit { position: fixed; inset: 0; z-index: 55; background: var(--theme-bg); overflow: hidden; }
${on} .collection-edit__form { display: flex; flex-direction: column; height: 100%; }
${on} .collection-edit__main-wrapper { flex: 1 1 auto; min-height: 0; }
${on} .collection-edit__main { flex: 0 0 ${SIDEBAR}; width: ${SIDEBAR}; height: 100%; overflow-y: auto; border-inline-end: 1px solid var(--theme-elevation-150); }
${on} .collection-edit__main::after { display: none; }
${on} .live-preview-window { display: block; flex: 1 1 auto; width: auto; position: relative; top: 0; height: 100%; }
${on} .live-preview-toggler { display: none; }
${on} .collection-edit__main .document-fields__edit { padding-top: 0; }`
  if (!rowId) return `${layout}\n${fields} { display: none; }\n`
  const row = `[id=${quoted(rowId)}]`
  return `${layout}
${fields} *:not(:has(${row}), ${row}, ${row} *) { display: none !important; }
${fields}, ${fields} :has(${row}) { padding: 0 !important; margin: 0 !important; border: 0 !important; box-shadow: none !important; background: none !important; gap: 0 !important; max-width: none !important; width: auto !important; }
${fields} ${row} { margin: 0 12px 24px !important; }
`
}

/** What is known about an Escape pressed in the edit view while Bygg is on. */
export type EscapeContext = {
  defaultPrevented: boolean
  /** The element that had focus: a rich text editor or a list keeps Escape as its own. */
  target: { tagName: string; isContentEditable: boolean; role: string | null } | null
  /** Whether a Payload drawer or modal is open (Escape closes that first). */
  modalOpen: boolean
}

/** Whether an Escape leaves Bygg: not when a field, a list or a drawer has a use for it. */
export function escapeLeaves(context: EscapeContext): boolean {
  if (context.defaultPrevented || context.modalOpen) return false
  const target = context.target
  if (!target) return true
  if (target.isContentEditable) return false
  if (target.tagName === 'SELECT') return false
  return !['combobox', 'listbox', 'menu', 'menuitem', 'option'].includes(target.role ?? '')
}

/** Bygg's state in the edit view: on or off, and the block selected on the canvas. */
export type ByggState = { active: boolean; selectedId: string | null }

/**
 * A small store shared by the Bygg button (in the document controls) and the bridge (in the form):
 * both live in the same edit view, and neither is a parent of the other.
 */
export function createByggStore() {
  let state: ByggState = { active: false, selectedId: null }
  const listeners = new Set<() => void>()
  const set = (next: Partial<ByggState>) => {
    const merged = { ...state, ...next }
    if (merged.active === state.active && merged.selectedId === state.selectedId) return
    state = merged
    for (const listener of listeners) listener()
  }
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    enter: () => set({ active: true }),
    leave: () => set({ active: false }),
    select: (selectedId: string | null) => set({ selectedId }),
    reset: () => set({ active: false, selectedId: null }),
  }
}

export type ByggStore = ReturnType<typeof createByggStore>

export const byggStore = createByggStore()
