import './team.css'

import { initialsOf } from '../logic/popup'
import { teamLabels, type TeamLocale } from '../logic/labels'
import type { TeamMemberView } from '../types'
import { TeamPicture } from './TeamPicture'

type Props = {
  member: Pick<TeamMemberView, 'name' | 'role' | 'department' | 'images'>
  /** The member's place in its module: the popup opens there. */
  index: number
  locale: TeamLocale
  headingLevel?: 'h2' | 'h3'
}

/**
 * A member in a team module: portrait, name, role. The name is a button stretched over the card, so
 * the whole card is one pointer target and one tab stop; the TeamPopup around the module opens the
 * popup member carousel from it (a delegated click, so this stays server-rendered markup).
 */
export function TeamMemberCard({ member, index, locale, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel
  const portrait = member.images[0]
  return (
    <article className="team-card">
      <div className="team-card-portrait">
        {portrait ? (
          // The name right below says who it is.
          <TeamPicture image={portrait} alt="" sizes="(max-width: 767px) 80vw, 320px" />
        ) : (
          <span className="team-card-initials" aria-hidden="true">
            {initialsOf(member.name)}
          </span>
        )}
      </div>
      <div className="team-card-body">
        <Heading className="team-card-name">
          <button
            type="button"
            className="team-card-open"
            data-team-member={index}
            aria-haspopup="dialog"
          >
            {member.name}
            <span className="visually-hidden">, {teamLabels[locale].showMember}</span>
          </button>
        </Heading>
        {member.role ? <p className="team-card-role">{member.role}</p> : null}
        {member.department ? <p className="team-card-department">{member.department}</p> : null}
      </div>
    </article>
  )
}
