'use client'

import { useDocumentInfo, useForm, useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useMemo } from 'react'

import { type FormStateLike, planIntent } from '../formTree'
import { deriveNesting } from '../nesting'
import { type BuilderReply, readIntent, replyMessageOf } from '../protocol'

type Dispatch = ReturnType<typeof useForm>['dispatchFields']

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
 * draft, and the preview re-renders as after any edit.
 */
export function BuilderBridge() {
  const { dispatchFields, getFields, setModified } = useForm()
  const { iframeRef } = useLivePreviewContext()
  const { docConfig } = useDocumentInfo()
  const rules = useMemo(() => deriveNesting(docConfig?.fields ?? []), [docConfig])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = iframeRef?.current?.contentWindow ?? null
      const intent = readIntent(event, { origin: window.location.origin, source: frame })
      if (!intent || !frame) return
      const reply = (message: BuilderReply) =>
        frame.postMessage(replyMessageOf(message), window.location.origin)
      if (intent.type === 'ready') {
        reply({ type: 'welcome' })
        return
      }
      const state = getFields() as FormStateLike
      const plan = planIntent(state, rules, intent, { pageList: 'layout', newId })
      if (!plan.ok) {
        reply({ type: 'refused', intent: intent.type, message: plan.message })
        return
      }
      if (plan.state) {
        dispatchFields({ type: 'REPLACE_STATE', state: plan.state as never })
        // Marks the draft changed, which is what starts Payload's autosave.
        setModified(true)
      }
      if (intent.type !== 'remove') reveal(plan.state ?? state, dispatchFields, plan.path)
      reply({ type: 'applied', intent: intent.type, id: intent.id, selectId: plan.selectId })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [dispatchFields, getFields, iframeRef, rules, setModified])

  return null
}
