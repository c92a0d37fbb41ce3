import type { CollectionConfig } from 'payload'

import { hasRole, isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { refuseLinkedPasswordSignIn, ssoSubjectField } from '@/features/sso/feature'
import { siteUrl } from '@/platform/siteUrl'

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  labels: { singular: { sv: 'Användare', en: 'User' }, plural: { sv: 'Användare', en: 'Users' } },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Secure whenever the site is served over https (SITE_URL); plain http only on a developer's loopback.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https://') },
  },
  access: {
    // Staff only: a signed-in account without a role cannot open the admin.
    admin: ({ req: { user } }) =>
      user?.collection === 'users' && (hasRole(user, 'admin') || hasRole(user, 'editor')),
    create: isAdmin,
    delete: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
  },
  admin: { defaultColumns: ['name', 'email', 'roles'], useAsTitle: 'email' },
  fields: [
    { name: 'name', type: 'text', label: { sv: 'Namn', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['editor'],
      label: { sv: 'Roller', en: 'Roles' },
      options: [
        { label: { sv: 'Administratör', en: 'Administrator' }, value: 'admin' },
        { label: { sv: 'Redaktör', en: 'Editor' }, value: 'editor' },
      ],
      // Only an admin may hand out roles, so an editor cannot promote themself.
      access: { create: isAdminField, update: isAdminField },
      hooks: {
        beforeChange: [
          async ({ operation, req, value }) => {
            if (operation !== 'create') return value
            const { totalDocs } = await req.payload.count({ collection: 'users', req })
            return totalDocs === 0 ? ['admin'] : value
          },
        ],
      },
    },
    ssoSubjectField,
  ],
  hooks: { beforeLogin: [refuseLinkedPasswordSignIn] },
  timestamps: true,
}
