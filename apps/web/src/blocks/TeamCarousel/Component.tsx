import { TeamMemberCard, TeamPopup, teamLabels } from '@/features/team/client'
import type { TeamCarouselBlock } from '@/payload-types'
import { Carousel } from '@/ui/carousel/Carousel.client'
import { carouselHostProps } from '@/ui/carousel/carouselHostProps'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { teamModuleMembers } from './members'

/** Narrower than this a portrait card's name and role wrap badly; see fitColumns. */
const TEAM_CARD_MIN_WIDTH = 200

/**
 * Members as cards on the site's carousel host; activating a card opens the popup member carousel
 * at that member.
 */
export async function TeamCarouselBlockComponent({
  block,
  context,
}: {
  block: TeamCarouselBlock
  context: RenderContext
}) {
  const members = await teamModuleMembers(block.members, context.locale)
  const t = teamLabels[context.locale]
  const label = block.label || t.team
  return (
    <ModuleShell slug="teamCarousel" settings={block.settings} context={context}>
      {members.length ? (
        <TeamPopup
          members={members}
          label={label}
          autoplay={Boolean(block.popupAutoplay)}
          builderMode={context.builderMode}
          locale={context.locale}
        >
          <Carousel
            {...carouselHostProps(block, {
              kind: 'contentCarousel',
              columnType: context.columnType,
              minItemWidth: TEAM_CARD_MIN_WIDTH,
              fallbackLabel: label,
              builderMode: context.builderMode,
              locale: context.locale,
            })}
            gap={24}
            className="team-carousel"
            slides={members.map((member, index) => (
              <TeamMemberCard
                key={member.id}
                member={member}
                index={index}
                locale={context.locale}
              />
            ))}
          />
        </TeamPopup>
      ) : (
        <p className="team-empty">{t.empty}</p>
      )}
    </ModuleShell>
  )
}
