import type { Access } from 'payload'

import { hasRole } from './isAdmin'

export const isAdminOrSelf: Access = ({ req: { user } }) => {
  // Only a staff account is 'self' here: shop customers (collection 'customers') share id numbers.
  if (user?.collection !== 'users') return false
  if (hasRole(user as { roles?: string[] }, 'admin')) return true
  return { id: { equals: user.id } }
}
