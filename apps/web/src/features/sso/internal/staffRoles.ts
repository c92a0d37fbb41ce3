export type StaffRole = 'admin' | 'editor'
export type RoleMapping = { group?: string | null; role?: string | null }

/**
 * The role a new staff account gets from its groups claim: the strongest role among the mappings
 * whose group the visitor is in (admin over editor), or null when none matches.
 */
export function roleFromGroups(
  groups: string[],
  roleMap: RoleMapping[] | null | undefined,
): StaffRole | null {
  let found: StaffRole | null = null
  for (const { group, role } of roleMap ?? []) {
    if (!group || !groups.includes(group.trim())) continue
    if (role === 'admin') return 'admin'
    if (role === 'editor') found = 'editor'
  }
  return found
}
