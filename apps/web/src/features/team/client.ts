/**
 * The team showcase's browser-safe surface: what the team modules (blocks/TeamCarousel, blocks/TeamGrid)
 * and other pages render. Server verbs and domain types are in index.ts.
 */

// Everything below is drawn by the team's stylesheet; importing it brings the stylesheet along.
import './internal/components/team.css'

export { AvatarGallery } from './internal/components/AvatarGallery.client'
export { SkillBars } from './internal/components/SkillBars'
export { TeamMemberCard } from './internal/components/TeamMemberCard'
export { TeamPopup } from './internal/components/TeamPopup'
export { teamLabels, type TeamLocale } from './internal/logic/labels'
export { galleryDotsClass } from './internal/logic/galleryDots'
export { skillBarWidth, skillLabelLayout, skillPercentText } from './internal/logic/skillBar'
