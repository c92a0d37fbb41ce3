import type React from 'react'

import { TeamMemberCard, TeamPopup, teamLabels } from '@/features/team/client'
import type { TeamGridBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { teamModuleMembers } from '../TeamCarousel/members'
import { teamGridColumns } from './columns'

/** Members as a grid of cards, columns per device; a card opens the popup member carousel. */
export async function TeamGridBlockComponent({
  block,
  context,
}: {
  block: TeamGridBlock
  context: RenderContext
}) {
  const members = await teamModuleMembers(block.members, context.locale)
  const t = teamLabels[context.locale]
  const label = block.label || t.team
  const columns = teamGridColumns(block.columns)
  return (
    <ModuleShell slug="teamGrid" settings={block.settings} context={context}>
      {members.length ? (
        <TeamPopup
          members={members}
          label={label}
          autoplay={Boolean(block.popupAutoplay)}
          builderMode={context.builderMode}
          locale={context.locale}
        >
          <ul
            className="team-grid"
            aria-label={label}
            style={
              {
                '--team-columns-desktop': columns.desktop,
                '--team-columns-tablet': columns.tablet,
                '--team-columns-phone': columns.phone,
              } as React.CSSProperties
            }
          >
            {members.map((member, index) => (
              <li key={member.id}>
                <TeamMemberCard member={member} index={index} locale={context.locale} />
              </li>
            ))}
          </ul>
        </TeamPopup>
      ) : (
        <p className="team-empty">{t.empty}</p>
      )}
    </ModuleShell>
  )
}
