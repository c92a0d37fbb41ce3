'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'

import type { TeamLocale } from '../logic/labels'
import { memberIndexOf, type TeamPopupMember } from '../logic/popup'
import type { TeamMemberDialogProps } from './TeamMemberDialog.client'

export type TeamPopupHostProps = {
  members: TeamPopupMember[]
  label: string
  autoplay: boolean
  builderMode: boolean
  locale: TeamLocale
  className?: string
  children: React.ReactNode
}

const loadDialog = () => import('./TeamMemberDialog.client')

// The dialog, its carousel and the member details load at the first click (or just before it, when
// the pointer or focus comes near a card), so a page with a team module starts with none of them.
const TeamMemberDialog = dynamic<TeamMemberDialogProps>(
  () => loadDialog().then((module) => module.TeamMemberDialog),
  { ssr: false },
)

/**
 * Listens for clicks on the cards' buttons (one delegated handler instead of an island per card) and
 * opens the popup member carousel at the member whose card was activated.
 */
export function TeamPopupHost({ members, children, className, ...dialog }: TeamPopupHostProps) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null)
  const preloaded = useRef(false)
  const hostRef = useRef<HTMLDivElement>(null)

  const preload = () => {
    if (preloaded.current) return
    preloaded.current = true
    void loadDialog()
  }

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const trigger = (event.target as HTMLElement).closest<HTMLElement>('[data-team-member]')
    if (!trigger || !event.currentTarget.contains(trigger)) return
    const index = memberIndexOf(trigger.dataset.teamMember, members.length)
    if (index === null) return
    setOpen({ index, opener: trigger })
  }

  // Back to the card that opened the popup; if a carousel behind the popup has moved it out of view
  // meanwhile, to the first card in view instead of nowhere.
  const returnFocus = () => {
    const opener = open?.opener
    const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
      Boolean(el?.isConnected && !el.closest('[inert]'))
    const target = usable(opener)
      ? opener
      : [...(hostRef.current?.querySelectorAll<HTMLElement>('[data-team-member]') ?? [])].find(
          usable,
        )
    target?.focus({ preventScroll: true })
  }

  return (
    <div
      ref={hostRef}
      className={['team-popup-host', className].filter(Boolean).join(' ')}
      onClick={onClick}
      onPointerOver={preload}
      onFocus={preload}
    >
      {children}
      {open ? (
        <TeamMemberDialog
          {...dialog}
          members={members}
          start={open.index}
          onClose={() => setOpen(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </div>
  )
}
