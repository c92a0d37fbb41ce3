'use client'

// Swiper's core layout, including its autoHeight rules; the carousels' own import of it may not be
// on a page that has only a team grid.
import 'swiper/css'
import './team.css'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { teamLabels, type TeamLocale } from '../logic/labels'
import type { TeamPopupMember } from '../logic/popup'
import { MemberCarousel } from './MemberCarousel.client'

export type TeamMemberDialogProps = {
  members: TeamPopupMember[]
  start: number
  label: string
  autoplay: boolean
  builderMode: boolean
  locale: TeamLocale
  onClose: () => void
  /** Called after the dialog has closed, to put focus back where the visitor was. */
  returnFocus: () => void
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** What Tab can reach inside the dialog now: not in a hidden member's slide, not invisible. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * The popup member carousel in a modal dialog (a native <dialog>, so the page behind is inert). It
 * opens at the member that was clicked with focus on that member; Tab stays inside, Escape, the close
 * button or a click on the backdrop closes it, and focus then goes back to the card it came from.
 */
export function TeamMemberDialog({
  onClose,
  returnFocus,
  label,
  locale,
  ...carousel
}: TeamMemberDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const t = teamLabels[locale]

  // The latest callbacks for what runs once per opening.
  const onCloseRef = useRef(onClose)
  const returnFocusRef = useRef(returnFocus)
  useEffect(() => {
    onCloseRef.current = onClose
    returnFocusRef.current = returnFocus
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    dialog
      .querySelector<HTMLElement>('.team-popup-slide:not([inert])')
      ?.focus({ preventScroll: true })
    return () => {
      if (dialog.open) dialog.close()
      returnFocusRef.current()
    }
  }, [])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab') return
    // Keep Tab inside the dialog instead of letting it wander to the browser's own controls.
    const focusable = tabbables(event.currentTarget)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    const current = document.activeElement
    if (!(current instanceof HTMLElement) || !event.currentTarget.contains(current)) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
      return
    }
    // Wrap only at the ends: the current member's slide itself (focused on opening) is not a tab
    // stop, but the links inside it come after it.
    const position = (el: HTMLElement) => current.compareDocumentPosition(el)
    const atEnd = !focusable.some((el) => position(el) & Node.DOCUMENT_POSITION_FOLLOWING)
    const atStart = !focusable.some(
      (el) =>
        position(el) & Node.DOCUMENT_POSITION_PRECEDING &&
        !(position(el) & Node.DOCUMENT_POSITION_CONTAINS),
    )
    if (!event.shiftKey && atEnd) {
      event.preventDefault()
      first.focus()
    } else if (event.shiftKey && atStart) {
      event.preventDefault()
      last.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="team-popup"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onClick={(event) => {
        // The dialog element itself is hit on its backdrop, but also on its own scrollbar when the
        // member is taller than the window: only a click outside its box closes it.
        if (event.target !== event.currentTarget) return
        const box = event.currentTarget.getBoundingClientRect()
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom
        if (outside) onCloseRef.current()
      }}
    >
      <div className="team-popup-panel">
        <h2 id={titleId} className="visually-hidden">
          {label}
        </h2>
        <button type="button" className="team-popup-close" onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t.close}</span>
        </button>
        <MemberCarousel {...carousel} label={label} locale={locale} />
      </div>
    </dialog>
  )
}
