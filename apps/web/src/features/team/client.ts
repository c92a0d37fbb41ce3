/**
 * The team showcase's browser-safe surface: what the team modules (blocks/TeamCarousel, blocks/TeamGrid)
 * render. Server verbs and domain types are in index.ts.
 *
 * Every client island reachable from here ships with every page that can hold a team module, that is
 * every content page: the avatar gallery and the skill bars are therefore not exported (the popup loads
 * them on demand, and the profile page imports them from its own feature).
 */

// Everything below is drawn by the team's stylesheet; importing it brings the stylesheet along.
import './internal/components/team.css'

export { TeamMemberCard } from './internal/components/TeamMemberCard'
export { TeamPopup } from './internal/components/TeamPopup'
export { teamLabels, type TeamLocale } from './internal/logic/labels'
export { galleryDotsClass } from './internal/logic/galleryDots'
export { skillBarWidth, skillLabelLayout, skillPercentText } from './internal/logic/skillBar'
