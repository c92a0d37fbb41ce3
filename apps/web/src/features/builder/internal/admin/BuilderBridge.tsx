'use client'

import { useDocumentInfo, useForm, useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useMemo, useRef } from 'react'

import { kindRulesOf } from '../dropRules'
import { type FormStateLike, planIntent, rowCount } from '../formTree'
import {
  applyOp,
  emptyHistory,
  type History,
  inverseOf,
  listPathFor,
  record,
  travel,
} from '../history'
import { deriveNesting, schemaPathOf } from '../nesting'
import { type BuilderIntent, type BuilderReply, readIntent, replyMessageOf } from '../protocol'
import { byggStore } from './byggMode'

type Dispatch = ReturnType<typeof useForm>['dispatchFields']

/** The page's own list of sections (the Pages collection's `layout` field). */
const PAGE_LIST = 'layout'

/** A new block id in Payload's own shape (24 hex digits, like an ObjectId). */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Opens the rows a block sits in (a collapsed section hides its rows) and scrolls the form to the
 * block's own fields. Payload gives each block row the element id `{list path with -}-row-{index}`.
 */
function reveal(state: FormStateLike, dispatchFields: Dispatch, path: string) {
  const segments = path.split('.')
  for (let end = 2; end <= segments.length; end += 1) {
    const index = Number(segments[end - 1])
    if (!Number.isInteger(index)) continue
    const listPath = segments.slice(0, end - 1).join('.')
    const rows = state[listPath]?.rows
    if (rows?.[index]?.collapsed) {
      const updatedRows = rows.map((row, i) => (i === index ? { ...row, collapsed: false } : row))
      dispatchFields({ type: 'SET_ROW_COLLAPSED', path: listPath, updatedRows } as never)
    }
  }
  const listPath = segments.slice(0, -1).join('.')
  const rowId = `${listPath.split('.').join('-')}-row-${segments.at(-1)}`
  requestAnimationFrame(() =>
    document.getElementById(rowId)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
  )
}

/**
 * The builder's bridge in the page's edit view (a `ui` field, so it lives inside the document form):
 * takes the intents the overlay in the live-preview iframe posts, checks where they come from and
 * what they say, and applies them to the form's state. From there Payload's own autosave saves the
 * draft, and the preview re-renders as after any edit. It keeps the undo and redo stacks of the
 * builder's actions for as long as the edit view is open.
 */
export function BuilderBridge() {
  const { addFieldRow, dispatchFields, getFields, setModified } = useForm()
  const { iframeRef } = useLivePreviewContext()
  const { docConfig } = useDocumentInfo()
  const rules = useMemo(() => deriveNesting(docConfig?.fields ?? []), [docConfig])
  const history = useRef<History>(emptyHistory)

  useEffect(() => {
    const collection = docConfig && 'slug' in docConfig ? docConfig.slug : 'pages'
    const onMessage = (event: MessageEvent) => {
      const frame = iframeRef?.current?.contentWindow ?? null
      const intent = readIntent(event, { origin: window.location.origin, source: frame })
      if (!intent || !frame) return
      const reply = (message: BuilderReply) =>
        frame.postMessage(replyMessageOf(message), window.location.origin)
      if (intent.type === 'ready') {
        reply({ type: 'welcome', rules: kindRulesOf(rules, PAGE_LIST) })
        // A canvas loaded (or reloaded) while Bygg is on docks its panel in the sidebar at once.
        if (byggStore.get().active) reply({ type: 'mode', docked: true })
        return
      }
      if (intent.type === 'leave') {
        byggStore.leave()
        return
      }
      const state = getFields() as FormStateLike
      const commit = (next: FormStateLike) => {
        dispatchFields({ type: 'REPLACE_STATE', state: next as never })
        // Marks the draft changed, which is what starts Payload's autosave.
        setModified(true)
      }

      if (intent.type === 'undo' || intent.type === 'redo') {
        const result = travel(state, rules, history.current, intent.type, PAGE_LIST)
        if (result) history.current = result.history
        if (!result?.applied) {
          const message = !result
            ? intent.type === 'undo'
              ? 'Det finns inget att ångra.'
              : 'Det finns inget att göra om.'
            : 'Steget gick inte att göra: blocket finns inte längre kvar på sidan.'
          reply({ type: 'refused', intent: intent.type, message })
          return
        }
        commit(result.applied.state)
        const { effect } = result.applied
        reply({ type: 'applied', intent: intent.type, id: effect.id, selectId: null, effect })
        return
      }

      if (intent.type === 'text') {
        // A heading or a button label typed on the canvas: the field as if typed in the form.
        const applied = applyOp(state, rules, intent, PAGE_LIST)
        if (!applied) {
          reply({
            type: 'refused',
            intent: 'text',
            message: 'Texten gick inte att ändra: fältet finns inte på blocket.',
          })
          return
        }
        history.current = record(history.current, applied.inverse)
        commit(applied.state)
        reply({
          type: 'applied',
          intent: 'text',
          id: intent.id,
          selectId: null,
          effect: applied.effect,
        })
        return
      }

      if (intent.type === 'insert') {
        const listPath = listPathFor(state, rules, intent.to.parent, intent.blockType, PAGE_LIST)
        if (!listPath) {
          reply({
            type: 'refused',
            intent: 'insert',
            message: 'Modulen kan inte ligga där: fel nivå på sidan.',
          })
          return
        }
        const id = newId()
        const rowIndex = Math.min(intent.to.index, rowCount(state, listPath))
        // Payload's own "add block": the server's form state fills in the module's defaults.
        addFieldRow({
          blockType: intent.blockType,
          path: listPath,
          rowIndex,
          schemaPath: `${collection}.${schemaPathOf(listPath)}`,
          subFieldState: { id: { value: id, initialValue: id, valid: true } } as never,
        })
        history.current = record(history.current, { type: 'remove', id })
        byggStore.select(id)
        reveal(state, dispatchFields, `${listPath}.${rowIndex}`)
        reply({ type: 'applied', intent: 'insert', id, selectId: id })
        return
      }

      const plan = planIntent(state, rules, intent, { pageList: PAGE_LIST, newId })
      if (!plan.ok) {
        reply({ type: 'refused', intent: intent.type, message: plan.message })
        return
      }
      if (plan.state) {
        const inverse = inverseOf(state, rules, actionOf(intent, plan.selectId), PAGE_LIST)
        if (inverse) history.current = record(history.current, inverse)
        commit(plan.state)
      }
      // Bygg's sidebar shows the fields of the block the canvas selects (the copy after a duplicate).
      if (intent.type !== 'remove') {
        byggStore.select(plan.selectId)
        reveal(plan.state ?? state, dispatchFields, plan.path)
      }
      reply({ type: 'applied', intent: intent.type, id: intent.id, selectId: plan.selectId })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [addFieldRow, dispatchFields, docConfig, getFields, iframeRef, rules, setModified])

  return null
}

function actionOf(
  intent: Extract<BuilderIntent, { type: 'move' | 'step' | 'remove' | 'duplicate' | 'select' }>,
  created: string,
): Parameters<typeof inverseOf>[2] {
  if (intent.type === 'duplicate') return { type: 'duplicate', created }
  if (intent.type === 'select') return { type: 'move', id: intent.id }
  return { type: intent.type, id: intent.id }
}
