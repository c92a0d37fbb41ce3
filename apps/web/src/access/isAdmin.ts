import type { Access, FieldAccess } from 'payload'

type WithRoles = { roles?: string[] | null } | null | undefined

export function hasRole(user: WithRoles, role: 'admin' | 'editor'): boolean {
  return Boolean(user?.roles?.includes(role))
}

export const isAdmin: Access = ({ req: { user } }) => hasRole(user as WithRoles, 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user as WithRoles, 'admin')
