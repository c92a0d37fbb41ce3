import { listTeamMembers, type TeamMemberView } from '@/features/team'
import { payloadClient } from '@/platform/payload'
import { relationIds } from '@/ui/carousel/queries'

type Picked = readonly (number | { id: number } | null | undefined)[] | null | undefined

/**
 * The members a team module shows: the ones the editor picked, in that order, or every published
 * member in their own order when none are picked. Unpublished or deleted picks are left out.
 */
export async function teamModuleMembers(
  picked: Picked,
  locale: 'sv' | 'en',
): Promise<TeamMemberView[]> {
  const ids = relationIds(picked)
  return listTeamMembers(await payloadClient(), { ids: ids.length ? ids : undefined, locale })
}
