'use client'

import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine'
import {
  draggable,
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/adapter/element-adapter'
import { getElementFromPointWithoutHoneypot } from '@atlaskit/pragmatic-drag-and-drop/get-element-from-point-without-honey-pot'
import { useCallback, useEffect, useRef, useState } from 'react'

import { byId, kindOf } from './canvas'
import { type DragSubject, type DropPlace, type DropRules, findDrop } from './dnd'

/**
 * Drag and drop on the canvas with Pragmatic drag and drop (native drag events, so it works inside
 * the preview iframe). The whole page is one drop target; where a drop lands is worked out from the
 * element under the pointer and the nesting rules (dnd.ts), the same rules as the keyboard's
 * "Flytta till…" places.
 */
const DATA_KEY = 'smedjaBuilderDrag'

function subjectOf(data: Record<string | symbol, unknown>): DragSubject | null {
  const subject = data[DATA_KEY]
  return subject && typeof subject === 'object' ? (subject as DragSubject) : null
}

/** What dragging a block on the canvas carries: its kind, block type, id and name. */
export function subjectForElement(element: HTMLElement): DragSubject {
  const kind = kindOf(element)
  return {
    kind,
    type: element.dataset.builderType ?? kind,
    id: element.dataset.builderId ?? null,
    label: element.dataset.builderLabel ?? '',
  }
}

/**
 * A callback ref that makes its element a drag source for `subject` while it is mounted (and while
 * there is a subject); the data is read when the drag starts, so it is never stale.
 */
export function useDraggable(subject: DragSubject | null): (element: HTMLElement | null) => void {
  const latest = useRef(subject)
  latest.current = subject
  const cleanup = useRef<(() => void) | null>(null)
  return useCallback((element: HTMLElement | null) => {
    cleanup.current?.()
    cleanup.current = element
      ? draggable({
          element,
          canDrag: () => Boolean(latest.current),
          getInitialData: () => ({ [DATA_KEY]: latest.current }),
        })
      : null
  }, [])
}

/**
 * Follows every drag of a builder subject over the page: returns the drop place under the pointer
 * (for the drop line) and calls `onDrop` with the place where it was dropped, unless it is nowhere
 * allowed or where the block already is.
 */
export function useCanvasDrop(
  active: boolean,
  rules: DropRules | null,
  onDrop: (subject: DragSubject, place: DropPlace) => void,
): { place: DropPlace | null; dragging: DragSubject | null } {
  const [place, setPlace] = useState<DropPlace | null>(null)
  const [dragging, setDragging] = useState<DragSubject | null>(null)
  const dropRef = useRef(onDrop)
  dropRef.current = onDrop

  useEffect(() => {
    if (!active || !rules) return
    const locate = (subject: DragSubject, input: { clientX: number; clientY: number }) =>
      findDrop(
        rules,
        subject,
        getElementFromPointWithoutHoneypot({ x: input.clientX, y: input.clientY }),
        input.clientY,
        subject.id ? byId(subject.id) : null,
      )
    return combine(
      dropTargetForElements({
        element: document.body,
        canDrop: ({ source }) => Boolean(subjectOf(source.data)),
        getDropEffect: () => 'move',
      }),
      monitorForElements({
        canMonitor: ({ source }) => Boolean(subjectOf(source.data)),
        onDragStart: ({ source }) => setDragging(subjectOf(source.data)),
        onDrag: ({ source, location }) => {
          const subject = subjectOf(source.data)
          setPlace(subject ? locate(subject, location.current.input) : null)
        },
        onDrop: ({ source, location }) => {
          setPlace(null)
          setDragging(null)
          const subject = subjectOf(source.data)
          if (!subject || !location.current.dropTargets.length) return
          const drop = locate(subject, location.current.input)
          if (drop && !drop.same) dropRef.current(subject, drop)
        },
      }),
    )
  }, [active, rules])

  return { place, dragging }
}
