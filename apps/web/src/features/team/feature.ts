import { defineFeature } from '@/platform/feature'

import { TeamMembers } from './internal/collections/TeamMembers'
import { TeamSettings } from './internal/TeamSettings'

/**
 * The team showcase (spec area F): members with their portraits and skills, the profile pages under
 * /team, and the settings the team modules and the printed profile read. The page-builder modules live
 * in blocks/ and use this feature's entry files.
 */
export const team = defineFeature({
  name: 'team',
  collections: [TeamMembers],
  globals: [TeamSettings],
  sitemap: async (payload) => {
    const [{ listTeamMemberPages }, { teamMemberPath }] = await Promise.all([
      import('./internal/server/members'),
      import('./internal/paths'),
    ])
    return (await listTeamMemberPages(payload)).map(({ slug, updatedAt }) => ({
      path: teamMemberPath(slug),
      lastModified: updatedAt,
      priority: 0.4,
    }))
  },
})
