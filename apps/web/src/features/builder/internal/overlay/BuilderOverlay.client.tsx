'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import type { PaletteItem } from '../palette'
import {
  BYGG_DOCK_ID,
  type BuilderIntent,
  type BuilderReply,
  intentMessageOf,
  readReply,
} from '../protocol'
import {
  type Box,
  boxOf,
  byId,
  childTargets,
  type Destination,
  describe,
  destinationsFor,
  indexOf,
  kindOf,
  nameOf,
  parentTarget,
  placeOf,
  selectableTargets,
  targetOf,
  type View,
} from './canvas'
import { accepts, type DragSubject, type DropPlace, type DropRules } from './dnd'
import {
  applyOptimistic,
  type CanvasChange,
  clearOptimistic,
  hasOptimistic,
  optimisticCss,
} from './optimistic'
import { Palette } from './Palette'
import { overlayStyles as css } from './styles'
import { subjectForElement, useCanvasDrop, useDraggable } from './useDragAndDrop'

type Action = Exclude<BuilderIntent, { type: 'ready' | 'select' | 'leave' }>
type Applied = Extract<BuilderReply, { type: 'applied' }>

/**
 * An action sent to the edit view. Once it is applied there, `change` is shown on the canvas at once
 * (optimistic.ts) and the live region speaks; `confirmed` then reads the re-rendered page (the real
 * elements) to know when the save has caught up. `onApplied` may fill these in from the reply (the
 * new block's id after an insert, what an undo did).
 */
type Pending = {
  change: CanvasChange | null
  confirmed: () => boolean
  message: string
  onApplied?: (reply: Applied, pending: Pending) => void
  /** The intent sent, to match its reply (a selection's reply may come in between). */
  intent: Action['type']
  applied: boolean
  since: number
  announced: boolean
}

/** How long the re-rendered canvas may take to confirm a change before the overlay stops showing it. */
const SLOW_MS = 20_000

/** Whether the block is in `parent` (an id, or `page`) at `index`. */
function placedAt(id: string, parent: string, index: number, view: View): boolean {
  const element = byId(id, view)
  if (!element) return false
  const container = parentTarget(element)
  const inParent = parent === 'page' ? !container : container?.dataset.builderId === parent
  return inParent && indexOf(element, view) === index
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** A module's plain text marked for editing in place (`data-builder-text`), by block id and field. */
function textElement(id: string, field: string): HTMLElement | null {
  return (
    byId(id, 'real')?.querySelector<HTMLElement>(`[data-builder-text="${CSS.escape(field)}"]`) ??
    null
  )
}

/**
 * Shows `value` in a text element by changing its one text node in place: React keeps that node
 * and updates it when the page re-renders, so the canvas never holds a node React does not know.
 */
function showText(element: HTMLElement | null, value: string): boolean {
  const [node, ...rest] = element ? [...element.childNodes] : []
  if (!node || rest.length || node.nodeType !== Node.TEXT_NODE) return false
  node.nodeValue = value
  return true
}

/** A text being edited in place: the element, its block and field, and what it showed before. */
type Editing = {
  element: HTMLElement
  id: string
  field: string
  /** The nodes React rendered, each with its value then: typing may change a text node in place. */
  before: { node: Node; value: string | null }[]
  text: string
}

/**
 * The edit view's Bygg sidebar, where the panel docks while Bygg is on: the admin around the preview
 * is on the same origin, so the panel is rendered there through a portal (and its live region is
 * the one the editor's screen reader hears in the admin).
 */
function dockElement(): HTMLElement | null {
  try {
    return window.parent === window ? null : window.parent.document.getElementById(BYGG_DOCK_ID)
  } catch {
    return null
  }
}

/** At most as long as the bridge takes (protocol.ts). */
const TEXT_MAX = 500

/**
 * The builder's overlay inside the live-preview iframe: outlines the block under the pointer, selects
 * on click (or from the "Markera" list, the keyboard path), lets blocks be dragged by their name tag
 * and modules be added from the palette, and sends every action to the edit view around it, which
 * applies it to the document form. Active only once the edit view has answered (a builder-mode page
 * opened on its own shows nothing).
 */
export function BuilderOverlay({ palette }: { palette: readonly PaletteItem[] }) {
  const [active, setActive] = useState(false)
  const [rules, setRules] = useState<DropRules | null>(null)
  const [hovered, setHovered] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [moveTarget, setMoveTarget] = useState('')
  const [column, setColumn] = useState('')
  const [announcement, setAnnouncement] = useState('')
  /** Bygg's sidebar in the edit view while Bygg is on; the panel docks there. */
  const [dock, setDock] = useState<HTMLElement | null>(null)
  /** In the split view the panel can be folded away so it covers none of the canvas. */
  const [collapsed, setCollapsed] = useState(false)
  const panelBodyId = useId()
  const [, setFrame] = useState(0)
  const selectedRef = useRef<string | null>(null)
  selectedRef.current = selected
  const dockedRef = useRef(false)
  dockedRef.current = Boolean(dock)
  const pending = useRef<Pending | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const editing = useRef<Editing | null>(null)

  const post = useCallback((intent: BuilderIntent) => {
    window.parent.postMessage(intentMessageOf(intent), window.location.origin)
  }, [])

  const send = useCallback(
    (intent: Action, action: Omit<Pending, 'intent' | 'applied' | 'since' | 'announced'>) => {
      pending.current = {
        ...action,
        intent: intent.type,
        applied: false,
        since: performance.now(),
        announced: false,
      }
      post(intent)
    },
    [post],
  )

  // Handshake and replies: only from the edit view that framed this page, on this origin.
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      const reply = readReply(event, { origin: window.location.origin, source: window.parent })
      if (!reply) return
      const waiting =
        (reply.type === 'applied' || reply.type === 'refused') &&
        pending.current?.intent === reply.intent &&
        !pending.current.applied
          ? pending.current
          : null
      if (reply.type === 'welcome') {
        setRules(reply.rules)
        setActive(true)
      } else if (reply.type === 'mode') {
        setDock(reply.docked ? dockElement() : null)
        // The live region moves with the panel: it speaks once it is in its new place.
        setAnnouncement('')
        window.setTimeout(
          () =>
            setAnnouncement(
              reply.docked
                ? 'Bygg: sidan visas i helskärm. Klicka på ett block eller välj det i Markera block, så visas dess fält i sidopanelen. Escape eller Avsluta går tillbaka.'
                : 'Bygg avslutat: tillbaka i formuläret. Ändringarna finns kvar.',
            ),
          150,
        )
      } else if (reply.type === 'refused') {
        if (waiting) pending.current = null
        setAnnouncement(reply.message)
      } else if (reply.type === 'applied' && waiting) {
        waiting.applied = true
        if (reply.intent === 'duplicate' && reply.selectId) {
          const copy = reply.selectId
          waiting.confirmed = () => Boolean(byId(copy, 'real'))
          waiting.change =
            waiting.change?.type === 'duplicate' ? { ...waiting.change, copyId: copy } : null
          setSelected(copy)
        }
        waiting.onApplied?.(reply, waiting)
        waiting.since = performance.now()
        if (waiting.change && applyOptimistic(waiting.change)) {
          waiting.announced = true
          setAnnouncement(waiting.message)
        }
      }
    }
    window.addEventListener('message', onMessage)
    post({ type: 'ready' })
    return () => window.removeEventListener('message', onMessage)
  }, [post])

  // A docked panel lives in the edit view's document: when this page goes (a reload of the preview),
  // it must not stay there without a page behind it.
  useEffect(() => {
    if (!dock) return
    const clear = () => dock.replaceChildren()
    window.addEventListener('pagehide', clear)
    return () => window.removeEventListener('pagehide', clear)
  }, [dock])

  // Redraw the outlines when the page scrolls, resizes or re-renders after a save, and take the
  // optimistic canvas away once the re-rendered page shows the latest action.
  useEffect(() => {
    if (!active) return
    let scheduled = 0
    const redraw = () => {
      cancelAnimationFrame(scheduled)
      scheduled = requestAnimationFrame(() => {
        setFrame((n) => n + 1)
        const waiting = pending.current
        if (!waiting) return
        if (waiting.confirmed()) {
          // The re-rendered page shows the latest action, and with it every earlier one.
          pending.current = null
          clearOptimistic()
          if (!waiting.announced) setAnnouncement(waiting.message)
        } else if (performance.now() - waiting.since > SLOW_MS) {
          pending.current = null
          clearOptimistic()
          setAnnouncement(
            'Ändringen är gjord i formuläret men förhandsvisningen har inte uppdaterats än; den visar sidan som den senast sparades.',
          )
        }
      })
    }
    const main = document.querySelector('main') ?? document.body
    const observer = new MutationObserver(redraw)
    // A save that never re-renders the page changes nothing to observe: look again now and then.
    const timer = window.setInterval(() => pending.current && redraw(), 2_000)
    observer.observe(main, { childList: true, subtree: true })
    window.addEventListener('scroll', redraw, { passive: true })
    window.addEventListener('resize', redraw)
    return () => {
      cancelAnimationFrame(scheduled)
      window.clearInterval(timer)
      observer.disconnect()
      window.removeEventListener('scroll', redraw)
      window.removeEventListener('resize', redraw)
    }
  }, [active])

  const select = useCallback(
    (element: HTMLElement | null) => {
      // A column keeps its place; clicking on one selects its row (and chooses it for the palette).
      const target = element && kindOf(element) === 'column' ? parentTarget(element) : element
      const id = target?.dataset.builderId ?? null
      setSelected(id)
      setMoveTarget('')
      if (!target || !id) return
      if (element && kindOf(element) === 'column') setColumn(element.dataset.builderId ?? '')
      else if (kindOf(target) === 'module') setColumn(parentTarget(target)?.dataset.builderId ?? '')
      setAnnouncement(`Markerad: ${describe(target)}.`)
      post({ type: 'select', id })
    },
    [post],
  )

  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const done = direction === 'undo' ? 'Ångrat' : 'Gjort om'
      send(
        { type: direction },
        {
          change: null,
          confirmed: () => false,
          message: `${done}.`,
          onApplied: (reply, waiting) => {
            const effect = reply.effect
            if (!effect) return
            const element = byId(effect.id)
            const name = element ? nameOf(element) : 'blocket'
            const parent = effect.parent ?? 'page'
            const index = effect.index ?? 0
            if (effect.type === 'text') {
              const field = effect.field ?? ''
              const value = effect.value ?? ''
              showText(textElement(effect.id, field), value)
              waiting.confirmed = () => textElement(effect.id, field)?.textContent === value
              waiting.message = `${done}: texten är ”${value}”.`
            } else if (effect.type === 'remove') {
              waiting.change = { type: 'remove', id: effect.id }
              waiting.confirmed = () => !byId(effect.id, 'real')
              waiting.message = `${done}: ${name} borttagen.`
            } else if (effect.type === 'move') {
              waiting.change = { type: 'move', id: effect.id, parent, index }
              waiting.confirmed = () => placedAt(effect.id, parent, index, 'real')
              waiting.message = `${done}: ${name} tillbaka på plats ${index + 1}.`
            } else {
              waiting.change = { type: 'restore', id: effect.id }
              waiting.confirmed = () => placedAt(effect.id, parent, index, 'real')
              waiting.message = `${done}: blocket är tillbaka på plats ${index + 1}.`
            }
          },
        },
      )
    },
    [send],
  )

  // Editing a heading or a button label in place: Enter or leaving the text keeps it, Escape takes it
  // back. The typed text stays on the canvas; the form gets it as if typed in its field.
  const finishEditing = useCallback(
    (keep: boolean) => {
      const current = editing.current
      if (!current) return
      editing.current = null
      const { element, id, field, before, text } = current
      element.removeAttribute('contenteditable')
      element.removeAttribute('aria-label')
      const value = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
      // The element gets back the nodes React rendered, as they were; the new text goes into its
      // text node.
      element.replaceChildren(...before.map(({ node }) => node))
      for (const { node, value } of before) node.nodeValue = value
      if (!keep || value === text) {
        if (!keep) setAnnouncement('Texten är som förut.')
        return
      }
      if (!value || value.length > TEXT_MAX) {
        setAnnouncement(
          value ? `Texten är för lång (högst ${TEXT_MAX} tecken).` : 'Texten får inte vara tom.',
        )
        return
      }
      showText(element, value)
      send(
        { type: 'text', id, field, value },
        {
          change: null,
          confirmed: () =>
            Boolean(pending.current?.applied) && textElement(id, field)?.textContent === value,
          message: `Texten ändrad till ”${value}”.`,
        },
      )
    },
    [send],
  )

  const startEditing = useCallback(
    (element: HTMLElement) => {
      const block = targetOf(element)
      const id = block?.dataset.builderId
      const field = element.dataset.builderText
      if (!block || !id || !field || editing.current) return
      const text = element.textContent ?? ''
      const before = [...element.childNodes].map((node) => ({ node, value: node.nodeValue }))
      editing.current = { element, id, field, before, text }
      element.setAttribute('contenteditable', 'plaintext-only')
      element.setAttribute('aria-label', `Redigera text: ${text}`)
      element.focus()
      const range = document.createRange()
      range.selectNodeContents(element)
      window.getSelection()?.removeAllRanges()
      window.getSelection()?.addRange(range)
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          // Finished first, so the blur that follows finds nothing left to keep.
          finishEditing(event.key === 'Enter')
          element.blur()
        }
      }
      const onBlur = () => {
        element.removeEventListener('keydown', onKey)
        element.removeEventListener('blur', onBlur)
        finishEditing(true)
      }
      element.addEventListener('keydown', onKey)
      element.addEventListener('blur', onBlur)
      setAnnouncement('Redigerar texten. Enter sparar, Escape ångrar.')
    },
    [finishEditing],
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
      // A click in the text being edited places the caret; it never follows a link around it.
      if (event.target instanceof Node && editing.current?.element.contains(event.target)) {
        event.preventDefault()
        return
      }
      const target = targetOf(event.target)
      if (!target) return
      event.preventDefault()
      event.stopPropagation()
      select(target)
    }
    const onKey = (event: KeyboardEvent) => {
      // Escape clears the selection; in Bygg, with nothing selected, it goes back to the form.
      if (event.key === 'Escape') {
        if (!selectedRef.current && dockedRef.current) post({ type: 'leave' })
        else select(null)
      }
      // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z; in a text field they stay the field's own.
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        if (isTyping(event.target)) return
        event.preventDefault()
        travel(event.shiftKey ? 'redo' : 'undo')
      }
    }
    const onDoubleClick = (event: MouseEvent) => {
      if (inOverlay(event.target) || !(event.target instanceof Element)) return
      const text = event.target.closest<HTMLElement>('[data-builder-text]')
      if (!text || !targetOf(text)) return
      event.preventDefault()
      select(targetOf(text))
      startEditing(text)
    }
    document.addEventListener('pointerover', onOver, true)
    document.addEventListener('click', onClick, true)
    document.addEventListener('dblclick', onDoubleClick, true)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerover', onOver, true)
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('dblclick', onDoubleClick, true)
      document.removeEventListener('keydown', onKey)
    }
  }, [active, post, select, startEditing, travel])

  const moveTo = (id: string, parent: string, index: number, message: string) =>
    send(
      { type: 'move', id, to: { parent, index } },
      {
        change: { type: 'move', id, parent, index },
        confirmed: () => placedAt(id, parent, index, 'real'),
        message,
      },
    )

  const insert = (item: PaletteItem, parent: string, index: number, where: string) =>
    send(
      { type: 'insert', blockType: item.slug, to: { parent, index } },
      {
        change: null,
        confirmed: () => false,
        message: `${item.label} tillagd: ${where}.`,
        onApplied: (reply, waiting) => {
          const id = reply.id
          waiting.change = { type: 'insert', id, parent, index, label: item.label }
          waiting.confirmed = () => Boolean(byId(id, 'real'))
          setSelected(id)
        },
      },
    )

  const { place: dropPlace } = useCanvasDrop(active, rules, (subject, place) => {
    if (subject.id) {
      const element = byId(subject.id)
      if (!element) return
      setSelected(subject.id)
      moveTo(
        subject.id,
        place.parent,
        place.index,
        `${nameOf(element)} flyttad till ${place.label}.`,
      )
    } else {
      const item = palette.find((i) => i.slug === subject.type)
      if (item) insert(item, place.parent, place.index, place.label)
    }
  })

  if (!active) return null

  const selectedElement = selected ? byId(selected) : null
  // The selected module's first text that can be edited in place (the keyboard path to a double click).
  const selectedText =
    selectedElement && kindOf(selectedElement) === 'module'
      ? selectedElement.querySelector<HTMLElement>('[data-builder-text]')
      : null
  const hoveredElement = hovered && hovered !== selected ? byId(hovered) : null

  const act = (type: 'up' | 'down' | 'duplicate' | 'remove') => {
    if (!selectedElement || !selected) return
    const id = selected
    const name = nameOf(selectedElement)
    const parent = parentTarget(selectedElement)
    const kind = kindOf(selectedElement)
    if (type === 'remove') {
      setSelected(null)
      send(
        { type: 'remove', id },
        {
          change: { type: 'remove', id },
          confirmed: () => !byId(id, 'real'),
          message: `${name} borttagen.`,
        },
      )
    } else if (type === 'duplicate') {
      const count = childTargets(parent, kind, 'real').length
      send(
        { type: 'duplicate', id },
        {
          change: { type: 'duplicate', id, copyId: '' },
          confirmed: () => childTargets(parent, kind, 'real').length > count,
          message: `${name} duplicerad.`,
        },
      )
    } else {
      const to = indexOf(selectedElement) + (type === 'up' ? -1 : 1)
      const parentId = parent?.dataset.builderId ?? 'page'
      send(
        { type: 'step', id, direction: type },
        {
          change: { type: 'move', id, parent: parentId, index: to },
          confirmed: () => placedAt(id, parentId, to, 'real'),
          message: `${name} flyttad ${type === 'up' ? 'upp' : 'ned'} till plats ${to + 1}.`,
        },
      )
    }
  }

  // The keyboard's places follow the same nesting rules as a drop.
  const type = selectedElement ? subjectForElement(selectedElement).type : ''
  const destinations = selectedElement
    ? destinationsFor(selectedElement).filter((d) => {
        if (!rules) return true
        const container = d.parent === 'page' ? null : byId(d.parent)
        const kind = container ? kindOf(container) : 'page'
        return (
          (kind === 'page' || kind === 'section' || kind === 'column') && accepts(rules, kind, type)
        )
      })
    : []
  const move = () => {
    const destination = destinations.find((d) => `${d.parent}:${d.index}:${d.label}` === moveTarget)
    if (!selectedElement || !selected || !destination) return
    moveTo(
      selected,
      destination.parent,
      destination.index,
      `${nameOf(selectedElement)} flyttad: ${lowerFirst(destination.label)}.`,
    )
    setMoveTarget('')
  }

  const columns: Destination[] = [
    ...document.querySelectorAll<HTMLElement>('[data-builder-kind="column"]'),
  ]
    .filter((element) => byId(element.dataset.builderId ?? '') === element)
    .map((element) => ({
      parent: element.dataset.builderId as string,
      index: childTargets(element, 'module').length,
      label: placeOf(element),
    }))
  const insertFromPalette = (item: PaletteItem) => {
    const target = columns.find((c) => c.parent === column)
    if (!target) {
      setAnnouncement('Välj först en kolumn i listan Kolumn, eller dra modulen till sidan.')
      return
    }
    const after =
      selectedElement && parentTarget(selectedElement)?.dataset.builderId === column
        ? indexOf(selectedElement) + 1
        : target.index
    insert(item, column, after, `plats ${after + 1} i ${target.label}`)
  }

  const folded = collapsed && !dock
  // In Bygg the panel is docked in the sidebar; in the split view it floats over the canvas's
  // corner and folds away to one button.
  const panel = (
    <section
      style={dock ? css.docked : folded ? css.folded : css.panel}
      aria-label="Byggläge"
      data-builder-panel={dock ? 'docked' : 'floating'}
    >
      {dock ? null : (
        <button
          type="button"
          style={css.fold}
          aria-expanded={!collapsed}
          aria-controls={panelBodyId}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? 'Visa byggpanelen' : 'Dölj byggpanelen'}
        </button>
      )}
      <div id={panelBodyId} style={folded ? css.hidden : css.body}>
        <div role="toolbar" aria-label="Ångra och gör om" style={css.toolbar}>
          <button type="button" style={css.button} onClick={() => travel('undo')}>
            Ångra
          </button>
          <button type="button" style={css.button} onClick={() => travel('redo')}>
            Gör om
          </button>
        </div>
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
              {selectedText ? (
                <button type="button" style={css.button} onClick={() => startEditing(selectedText)}>
                  Redigera text
                </button>
              ) : null}
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
        <Palette
          docked={Boolean(dock)}
          items={palette}
          columns={columns}
          column={column}
          onColumn={setColumn}
          onInsert={insertFromPalette}
        />
      </div>
      <p role="status" aria-live="polite" style={folded ? css.visuallyHidden : css.status}>
        {announcement}
      </p>
    </section>
  )

  return (
    <div
      ref={rootRef}
      data-builder-overlay=""
      data-builder-state={hasOptimistic() ? 'pending' : 'settled'}
    >
      <style>{optimisticCss}</style>
      <Outline element={hoveredElement} kind="hover" />
      <Outline element={selectedElement} kind="selected" />
      {dropPlace ? <DropLine place={dropPlace} /> : null}
      {dock ? createPortal(panel, dock) : panel}
    </div>
  )
}

/**
 * The outline of a block. The selected block's name tag is the handle that drags it (the keyboard
 * uses "Flytta till…"); a hovered block's tag lets clicks through to the page.
 */
function Outline({ element, kind }: { element: HTMLElement | null; kind: 'hover' | 'selected' }) {
  const subject: DragSubject | null =
    element && kind === 'selected' && kindOf(element) !== 'column'
      ? subjectForElement(element)
      : null
  const handle = useDraggable(subject)
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
      <span
        ref={handle}
        data-builder-handle=""
        style={{ ...css.tag, ...(subject ? css.handle : null) }}
      >
        {subject ? '⠿ ' : ''}
        {nameOf(element)}
      </span>
    </div>
  )
}

function DropLine({ place }: { place: DropPlace }) {
  return (
    <div
      aria-hidden="true"
      data-builder-drop-line=""
      style={{
        ...css.dropLine,
        top: place.line.top,
        left: place.line.left,
        width: place.line.width,
      }}
    >
      <span style={css.tag}>Släpp: {place.label}</span>
    </div>
  )
}
