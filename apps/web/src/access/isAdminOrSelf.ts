import type { Access } from 'payload'

import { hasRole } from './isAdmin'

export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user as { roles?: string[] }, 'admin')) return true
  return { id: { equals: user.id } }
}
