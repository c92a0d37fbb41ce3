import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/access/isAdmin'

type RoleUser = { roles?: string[] | null } | null | undefined

// Customers (collection 'customers') have no roles; ids of the two auth collections overlap, so
// ownership is only ever granted to a user that really is a customer.
const staffUser = (user: unknown) =>
  (user as { collection?: string } | null)?.collection !== 'customers' &&
  (hasRole(user as RoleUser, 'admin') || hasRole(user as RoleUser, 'editor'))

export const isShopStaff = staffUser

export const isCustomer = (user: unknown): user is { id: number; collection: 'customers' } =>
  (user as { collection?: string } | null)?.collection === 'customers'

/** Shop staff: administrators and editors manage products, stock, coupons, shipping and orders. */
export const shopStaff: Access = ({ req: { user } }) => staffUser(user)

/** A collection only shop staff read or write (the server works on it with overrideAccess). */
export const staffOnly = {
  read: shopStaff,
  create: shopStaff,
  update: shopStaff,
  delete: shopStaff,
}

/** Staff see everything; visitors only what is shown in the shop. */
export const shopStaffOrPublished: Access = (args) =>
  shopStaff(args) || { published: { equals: true } }

export const shopStaffField: FieldAccess = ({ req: { user } }) => staffUser(user)

/** Staff see every order; a signed-in customer only their own. */
export const staffOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (staffUser(user)) return true
  return isCustomer(user) ? { customer: { equals: user.id } } : false
}
