/**
 * The team showcase's public surface: server verbs (they take the Payload instance) and the pure rules
 * the modules, the profile page and its routes share. Islands are in client.ts.
 */
export type { TeamImage, TeamMemberView, TeamSkill, TeamSocialLink } from './internal/types'
export {
  getTeamMember,
  listTeamMembers,
  listTeamMemberPages,
  toTeamMemberView,
} from './internal/server/members'
export { getTeamSettings, type TeamSettingsView } from './internal/settings'
export { parseSkillPercent, SKILL_PERCENT_MESSAGE } from './internal/skillPercent'
export { printTitle } from './internal/printTitle'
export { memberVCard } from './internal/vcard'
export { teamMemberPath } from './internal/paths'
export { socialNetworkLabel } from './internal/social'
export { BUNDLED_CAROUSEL_BUILD, DEFAULT_PRINT_TITLE_SUFFIX } from './internal/TeamSettings'
export { teamMemberVCardResponse } from './internal/server/vcardResponse'
