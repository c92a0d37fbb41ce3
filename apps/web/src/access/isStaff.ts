import type { Access } from 'payload'

import { hasRole } from './isAdmin'

// Admins and editors manage content; a signed-in account without a role manages nothing.
export const isStaff: Access = ({ req: { user } }) =>
  hasRole(user as { roles?: string[] }, 'admin') || hasRole(user as { roles?: string[] }, 'editor')
