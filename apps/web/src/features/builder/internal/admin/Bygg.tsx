'use client'

import { Button, useFormFields, useLivePreviewContext } from '@payloadcms/ui'
import type React from 'react'
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { replyMessageOf } from '../protocol'
import {
  BYGG_ATTRIBUTE,
  BYGG_DOCK_ID,
  byggCss,
  byggStore,
  escapeLeaves,
  pathOfBlock,
  rowDomId,
} from './byggMode'

/** Whether a Payload drawer or modal is open over the edit view. */
function modalOpen(): boolean {
  return Boolean(document.querySelector('.payload__modal-item'))
}

/**
 * **Bygg** in a page's document controls (Pages and Projects, next to the live preview's toggle):
 * turns the edit view into the builder's full-screen mode. The live preview becomes the canvas, the
 * document form becomes a sidebar narrowed to the selected block's own fields (byggMode.ts), and the
 * overlay's panel (undo and redo, the selection's toolbar, the palette, the live region) docks in the
 * sidebar. The document controls stay on top (Publicera, the save status), and the same button
 * reads **Avsluta** there: it, or Escape, goes back to the form as it was, with every change kept.
 * Nothing is unmounted, so autosave, the undo history and the selection carry on.
 */
export function ByggButton() {
  const state = useSyncExternalStore(byggStore.subscribe, byggStore.get, byggStore.get)
  const {
    iframeRef,
    isLivePreviewing,
    previewWindowType,
    setIsLivePreviewing,
    setPreviewWindowType,
  } = useLivePreviewContext()
  const selectedPath = useFormFields(([fields]) =>
    state.selectedId ? pathOfBlock(fields as never, state.selectedId) : null,
  )
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const before = useRef<{ previewing: boolean; window: 'iframe' | 'popup' } | null>(null)
  const [host, setHost] = useState<HTMLElement | null>(null)
  const [rowShown, setRowShown] = useState(false)
  const headingId = useId()
  const rowId = selectedPath ? rowDomId(selectedPath) : null

  const enter = () => {
    before.current = { previewing: isLivePreviewing, window: previewWindowType }
    if (previewWindowType !== 'iframe') setPreviewWindowType('iframe')
    if (!isLivePreviewing) setIsLivePreviewing(true)
    byggStore.enter()
  }

  // A new edit view starts with Bygg off; leaving the view turns it off.
  useEffect(() => () => byggStore.reset(), [])

  // The mode itself: the attribute every rule hangs on, the sidebar's place in the form's column,
  // the message that docks the overlay's panel there, and where focus goes.
  useLayoutEffect(() => {
    if (!state.active) return
    const root = document.documentElement
    const main = document.querySelector<HTMLElement>('.collection-edit__main')
    root.setAttribute(BYGG_ATTRIBUTE, '')
    const side = document.createElement('div')
    side.setAttribute('data-smedja-bygg-side', '')
    main?.prepend(side)
    setHost(side)
    return () => {
      root.removeAttribute(BYGG_ATTRIBUTE)
      side.remove()
      setHost(null)
    }
  }, [state.active])

  const wasActive = useRef(false)
  useEffect(() => {
    const frame = iframeRef?.current?.contentWindow
    if (state.active) {
      // Once the sidebar is in place: the overlay finds its dock there when the message arrives.
      if (!host) return
      wasActive.current = true
      headingRef.current?.focus()
      frame?.postMessage(replyMessageOf({ type: 'mode', docked: true }), window.location.origin)
      return
    }
    if (!wasActive.current) return
    wasActive.current = false
    frame?.postMessage(replyMessageOf({ type: 'mode', docked: false }), window.location.origin)
    const restore = before.current
    before.current = null
    if (restore && !restore.previewing) setIsLivePreviewing(false)
    if (restore?.window === 'popup') setPreviewWindowType('popup')
    buttonRef.current?.focus()
    // Only the mode's changes move focus; the preview's setters are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.active, host])

  // Escape anywhere in the edit view leaves, unless a field, a list or a drawer has a use for it.
  useEffect(() => {
    if (!state.active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const target = event.target instanceof HTMLElement ? event.target : null
      const leaves = escapeLeaves({
        defaultPrevented: event.defaultPrevented,
        modalOpen: modalOpen(),
        target: target && {
          tagName: target.tagName,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute('role'),
        },
      })
      if (!leaves) return
      event.preventDefault()
      byggStore.leave()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [state.active])

  // Whether the selected block's row is in the form (it is not while another tab is open).
  useEffect(() => {
    if (!state.active || !rowId) return
    const look = () => setRowShown(Boolean(document.getElementById(rowId)))
    look()
    const fields = document.querySelector('.document-fields')
    if (!fields) return
    const observer = new MutationObserver(look)
    observer.observe(fields, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [state.active, rowId])

  return (
    <>
      <Button
        ref={buttonRef}
        buttonStyle={state.active ? 'primary' : 'secondary'}
        size="medium"
        margin={false}
        extraButtonProps={{ 'data-smedja-bygg-toggle': '' }}
        onClick={state.active ? () => byggStore.leave() : enter}
      >
        {state.active ? 'Avsluta' : 'Bygg'}
      </Button>
      {state.active && host
        ? createPortal(
            <section aria-labelledby={headingId} style={sidebar.section}>
              <style>{byggCss(rowShown ? rowId : null)}</style>
              <h2 id={headingId} ref={headingRef} tabIndex={-1} style={sidebar.title}>
                Bygg
              </h2>
              <div id={BYGG_DOCK_ID} />
              <h3 style={sidebar.subtitle}>Blockets fält</h3>
              {!state.selectedId ? (
                <p style={sidebar.hint}>
                  Klicka på ett block på sidan, eller välj det i listan Markera block, så visas dess
                  fält här. Escape eller Avsluta går tillbaka till formuläret.
                </p>
              ) : !selectedPath ? (
                <p style={sidebar.hint}>Blocket finns inte längre på sidan.</p>
              ) : !rowShown ? (
                <p style={sidebar.hint}>
                  Blockets fält finns på fliken Innehåll i formuläret: gå tillbaka med Avsluta och
                  öppna den fliken.
                </p>
              ) : null}
            </section>,
            host,
          )
        : null}
    </>
  )
}

const sidebar = {
  section: { padding: '0 12px 8px', display: 'grid', gap: 8 },
  title: { margin: '12px 0 0', fontSize: '1.25rem' },
  subtitle: { margin: '8px 0 0', fontSize: '1rem' },
  hint: { margin: 0 },
} satisfies Record<string, React.CSSProperties>
