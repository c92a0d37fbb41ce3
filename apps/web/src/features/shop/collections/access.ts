import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/access/isAdmin'

type RoleUser = { roles?: string[] | null } | null | undefined

const staffUser = (user: unknown) =>
  hasRole(user as RoleUser, 'admin') || hasRole(user as RoleUser, 'editor')

/** Shop staff: administrators and editors manage products, stock, coupons, shipping and orders. */
export const shopStaff: Access = ({ req: { user } }) => staffUser(user)

export const shopStaffField: FieldAccess = ({ req: { user } }) => staffUser(user)

/** Staff see every order; a signed-in customer only their own. */
export const staffOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (staffUser(user)) return true
  return { customer: { equals: user.id } }
}
