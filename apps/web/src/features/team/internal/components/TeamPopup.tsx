import type React from 'react'

import type { TeamLocale } from '../logic/labels'
import { toPopupMember } from '../logic/popup'
import type { TeamMemberView } from '../types'
import { TeamPopupLoader } from './TeamPopupLoader.client'

type Props = {
  /** The module's members, in the order of its cards. */
  members: TeamMemberView[]
  /** Accessible name of the popup, e.g. the module's label. */
  label: string
  /** Spec 3.8: the popup carousel's own autoplay setting. */
  autoplay: boolean
  builderMode: boolean
  locale: TeamLocale
  className?: string
  /** The module's cards (TeamMemberCard), rendered on the server. */
  children: React.ReactNode
}

/**
 * Wraps a team module's cards so that activating one opens the popup member carousel at that member.
 * Runs on the server: it sends the browser only what the popup shows (no long bios).
 */
export function TeamPopup({ members, ...props }: Props) {
  return <TeamPopupLoader members={members.map(toPopupMember)} {...props} />
}
