'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { type BuilderIntent, intentMessageOf, readReply } from '../protocol'
import {
  type Box,
  boxOf,
  byId,
  childTargets,
  describe,
  destinationsFor,
  indexOf,
  kindOf,
  nameOf,
  parentTarget,
  placeOf,
  selectableTargets,
  targetOf,
} from './canvas'
import { overlayStyles as css } from './styles'

type Action = Exclude<BuilderIntent, { type: 'ready' | 'select' }>

/** What the canvas must show before the live region says an action is done. */
type Pending = { done: () => boolean; message: string; since: number }

/** How long the canvas may take to show a change before the editor is told it is still on its way. */
const SLOW_MS = 15_000

/**
 * The builder's overlay inside the live-preview iframe: outlines the block under the pointer, selects
 * on click (or from the "Markera" list, the keyboard path), and sends the toolbar's actions to the
 * edit view around it, which applies them to the document form. Active only once the edit view has
 * answered (a builder-mode page opened on its own shows nothing).
 */
export function BuilderOverlay() {
  const [active, setActive] = useState(false)
  const [hovered, setHovered] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [moveTarget, setMoveTarget] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [, setFrame] = useState(0)
  const pending = useRef<Pending | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)

  const post = useCallback((intent: BuilderIntent) => {
    window.parent.postMessage(intentMessageOf(intent), window.location.origin)
  }, [])

  // Handshake and replies: only from the edit view that framed this page, on this origin.
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      const reply = readReply(event, { origin: window.location.origin, source: window.parent })
      if (!reply) return
      if (reply.type === 'welcome') setActive(true)
      else if (reply.type === 'refused') {
        pending.current = null
        setAnnouncement(reply.message)
      } else if (reply.type === 'applied' && reply.selectId && reply.intent === 'duplicate') {
        const copy = reply.selectId
        if (pending.current) pending.current.done = () => Boolean(byId(copy))
        setSelected(copy)
      }
    }
    window.addEventListener('message', onMessage)
    post({ type: 'ready' })
    return () => window.removeEventListener('message', onMessage)
  }, [post])

  // Redraw the outlines when the page scrolls, resizes or re-renders after a save, and announce a
  // pending action once the canvas shows it.
  useEffect(() => {
    if (!active) return
    let scheduled = 0
    const redraw = () => {
      cancelAnimationFrame(scheduled)
      scheduled = requestAnimationFrame(() => {
        setFrame((n) => n + 1)
        const waiting = pending.current
        if (!waiting) return
        if (waiting.done()) {
          pending.current = null
          setAnnouncement(waiting.message)
        } else if (performance.now() - waiting.since > SLOW_MS) {
          pending.current = null
          setAnnouncement(
            'Ändringen är gjord i formuläret men förhandsvisningen har inte uppdaterats än.',
          )
        }
      })
    }
    const main = document.querySelector('main') ?? document.body
    const observer = new MutationObserver(redraw)
    observer.observe(main, { childList: true, subtree: true })
    window.addEventListener('scroll', redraw, { passive: true })
    window.addEventListener('resize', redraw)
    return () => {
      cancelAnimationFrame(scheduled)
      observer.disconnect()
      window.removeEventListener('scroll', redraw)
      window.removeEventListener('resize', redraw)
    }
  }, [active])

  const select = useCallback(
    (element: HTMLElement | null) => {
      // A column keeps its place; clicking on one selects its row.
      const target = element && kindOf(element) === 'column' ? parentTarget(element) : element
      const id = target?.dataset.builderId ?? null
      setSelected(id)
      setMoveTarget('')
      if (!target || !id) return
      setAnnouncement(`Markerad: ${describe(target)}.`)
      post({ type: 'select', id })
    },
    [post],
  )

  // Pointer: outline what is under it, select on click. Clicks in the canvas never reach the page.
  useEffect(() => {
    if (!active) return
    const inOverlay = (node: EventTarget | null) =>
      node instanceof Node && Boolean(rootRef.current?.contains(node))
    const onOver = (event: PointerEvent) => {
      if (inOverlay(event.target)) return
      setHovered(targetOf(event.target)?.dataset.builderId ?? null)
    }
    const onClick = (event: MouseEvent) => {
      if (inOverlay(event.target)) return
      const target = targetOf(event.target)
      if (!target) return
      event.preventDefault()
      event.stopPropagation()
      select(target)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') select(null)
    }
    document.addEventListener('pointerover', onOver, true)
    document.addEventListener('click', onClick, true)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerover', onOver, true)
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('keydown', onKey)
    }
  }, [active, select])

  if (!active) return null

  const selectedElement = selected ? byId(selected) : null
  const hoveredElement = hovered && hovered !== selected ? byId(hovered) : null

  const send = (intent: Action, done: () => boolean, message: string) => {
    pending.current = { done, message, since: performance.now() }
    post(intent)
  }

  const act = (type: 'up' | 'down' | 'duplicate' | 'remove') => {
    if (!selectedElement || !selected) return
    const id = selected
    const name = nameOf(selectedElement)
    const parent = parentTarget(selectedElement)
    const kind = kindOf(selectedElement)
    if (type === 'remove') {
      setSelected(null)
      send({ type: 'remove', id }, () => !byId(id), `${name} borttagen.`)
    } else if (type === 'duplicate') {
      const count = childTargets(parent, kind).length
      send(
        { type: 'duplicate', id },
        () => childTargets(parent, kind).length > count,
        `${name} duplicerad.`,
      )
    } else {
      const to = indexOf(selectedElement) + (type === 'up' ? -1 : 1)
      send(
        { type: 'step', id, direction: type },
        () => {
          const element = byId(id)
          return Boolean(element && indexOf(element) === to)
        },
        `${name} flyttad ${type === 'up' ? 'upp' : 'ned'} till plats ${to + 1}.`,
      )
    }
  }

  const destinations = selectedElement ? destinationsFor(selectedElement) : []
  const move = () => {
    const destination = destinations.find((d) => `${d.parent}:${d.index}:${d.label}` === moveTarget)
    if (!selectedElement || !selected || !destination) return
    const id = selected
    const name = nameOf(selectedElement)
    const parentId = destination.parent
    send(
      { type: 'move', id, to: { parent: parentId, index: destination.index } },
      () => {
        const element = byId(id)
        if (!element) return false
        const parent = parentTarget(element)
        return parentId === 'page'
          ? !parent && indexOf(element) === destination.index
          : parent?.dataset.builderId === parentId
      },
      `${name} flyttad: ${destination.label.charAt(0).toLowerCase()}${destination.label.slice(1)}.`,
    )
    setMoveTarget('')
  }

  return (
    <div ref={rootRef} data-builder-overlay="">
      <Outline element={hoveredElement} kind="hover" />
      <Outline element={selectedElement} kind="selected" />
      <section style={css.panel} aria-label="Byggläge">
        <label style={css.field}>
          <span>Markera block</span>
          <select
            style={css.control}
            value={selected ?? ''}
            onChange={(event) => select(event.target.value ? byId(event.target.value) : null)}
          >
            <option value="">Inget markerat</option>
            {selectableTargets().map((element) => (
              <option key={element.dataset.builderId} value={element.dataset.builderId}>
                {describe(element)}
              </option>
            ))}
          </select>
        </label>
        {selectedElement ? (
          <>
            <div
              role="toolbar"
              aria-label={`Markerat block: ${nameOf(selectedElement)}`}
              style={css.toolbar}
            >
              <button type="button" style={css.button} onClick={() => act('up')}>
                Flytta upp
              </button>
              <button type="button" style={css.button} onClick={() => act('down')}>
                Flytta ned
              </button>
              <button type="button" style={css.button} onClick={() => act('duplicate')}>
                Duplicera
              </button>
              <button type="button" style={css.button} onClick={() => act('remove')}>
                Ta bort
              </button>
            </div>
            {destinations.length ? (
              <div style={css.toolbar}>
                <label style={css.field}>
                  <span>Flytta till…</span>
                  <select
                    style={css.control}
                    value={moveTarget}
                    onChange={(event) => setMoveTarget(event.target.value)}
                  >
                    <option value="">Välj plats</option>
                    {destinations.map((d) => {
                      const key = `${d.parent}:${d.index}:${d.label}`
                      return (
                        <option key={key} value={key}>
                          {d.label}
                        </option>
                      )
                    })}
                  </select>
                </label>
                <button type="button" style={css.button} onClick={move} disabled={!moveTarget}>
                  Flytta
                </button>
              </div>
            ) : null}
            <p style={css.place}>{placeOf(parentTarget(selectedElement)) || 'Sidan'}</p>
          </>
        ) : null}
        <p role="status" aria-live="polite" style={css.status}>
          {announcement}
        </p>
      </section>
    </div>
  )
}

function Outline({ element, kind }: { element: HTMLElement | null; kind: 'hover' | 'selected' }) {
  const box: Box | null = element ? boxOf(element) : null
  if (!element || !box) return null
  return (
    <div
      aria-hidden="true"
      style={{
        ...css.outline,
        ...(kind === 'selected' ? css.selected : css.hover),
        top: box.top,
        left: box.left,
        width: box.width,
        height: box.height,
      }}
    >
      <span style={css.tag}>{nameOf(element)}</span>
    </div>
  )
}
