import { APIError, type CollectionBeforeLoginHook, type Field, type FieldAccess } from 'payload'

import { defineFeature } from '@/platform/feature'

import { MEMBER_ACCESS, type MemberAccess } from './internal/access'
import { SsoSessions, SsoUsedTokens } from './internal/collections'

const accessLabels: Record<MemberAccess, { sv: string; en: string }> = {
  public: { sv: 'Alla besökare', en: 'Every visitor' },
  signedIn: { sv: 'Inloggade besökare', en: 'Signed-in visitors' },
  groups: { sv: 'Inloggade i vissa grupper', en: 'Signed-in visitors in given groups' },
}

/**
 * The "Åtkomst" fields of pages, posts and projects (collections/*.ts): who may see the document.
 * Members-only documents are rendered per request for signed-in visitors and never cached for
 * everyone (docs/architecture.md, *Single sign-on*).
 */
export const memberAccessFields: Field[] = [
  {
    name: 'memberAccess',
    type: 'select',
    defaultValue: 'public',
    label: { sv: 'Åtkomst', en: 'Access' },
    options: MEMBER_ACCESS.map((value) => ({ value, label: accessLabels[value] })),
    admin: {
      position: 'sidebar',
      description: {
        sv: 'Inloggning sker med organisationens konto (single sign-on).',
        en: "Visitors sign in with the organisation's account (single sign-on).",
      },
    },
  },
  {
    name: 'memberGroups',
    type: 'text',
    hasMany: true,
    label: { sv: 'Grupper', en: 'Groups' },
    admin: {
      position: 'sidebar',
      condition: (data) => data?.memberAccess === 'groups',
      description: {
        sv: 'Gruppernas namn eller id som identitetsleverantören skickar i grupp-anspråket (Entra ID: gruppens objekt-id).',
        en: 'Group names or ids as the identity provider sends them in the groups claim (Entra ID: the object id).',
      },
    },
  },
]

const staffOnly: FieldAccess = ({ req: { user } }) => user?.collection === 'users'

/** The staff sign-in settings in the site settings (globals/SiteSettings.ts): who becomes what. */
export const staffSignInField: Field = {
  name: 'staffSignIn',
  type: 'group',
  label: { sv: 'Personalinloggning med organisationskonto', en: 'Staff single sign-on' },
  access: { read: staffOnly },
  admin: {
    description: {
      sv: 'Personal loggar in i administrationen med organisationens konto. Ett konto kopplas via e-postadressen eller, om ingen användare har den, skapas med rollen från första matchande grupp nedan.',
      en: "Staff sign in to the admin with the organisation's account, matched by e-mail or, when no user has it, created with the role of the first matching group below.",
    },
  },
  fields: [
    {
      name: 'roleMap',
      type: 'array',
      label: { sv: 'Grupp till roll', en: 'Group to role' },
      labels: {
        singular: { sv: 'Koppling', en: 'Mapping' },
        plural: { sv: 'Kopplingar', en: 'Mappings' },
      },
      fields: [
        {
          name: 'group',
          type: 'text',
          required: true,
          label: { sv: 'Grupp (som i grupp-anspråket)', en: 'Group (as in the groups claim)' },
        },
        {
          name: 'role',
          type: 'select',
          required: true,
          label: { sv: 'Roll', en: 'Role' },
          options: [
            { label: { sv: 'Administratör', en: 'Administrator' }, value: 'admin' },
            { label: { sv: 'Redaktör', en: 'Editor' }, value: 'editor' },
          ],
        },
      ],
    },
    {
      name: 'disableLocalPasswords',
      type: 'checkbox',
      label: {
        sv: 'Stäng av lösenordsinloggning för konton kopplade till organisationskontot',
        en: 'Switch off password sign-in for accounts linked to the organisation',
      },
    },
  ],
}

/** On users: the provider's subject of a linked account (set at staff sign-in). */
export const ssoSubjectField: Field = {
  name: 'ssoSubject',
  type: 'text',
  index: true,
  label: { sv: 'Kopplat organisationskonto', en: 'Linked organisation account' },
  access: { update: () => false, create: () => false },
  admin: { readOnly: true, position: 'sidebar' },
}

/**
 * On users: refuses a password sign-in of an account linked to the organisation when the site
 * settings switch local passwords off for those (they sign in with the provider instead).
 */
export const refuseLinkedPasswordSignIn: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (!(user as { ssoSubject?: string | null }).ssoSubject) return user
  const settings = (await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })) as { staffSignIn?: { disableLocalPasswords?: boolean | null } | null }
  if (settings.staffSignIn?.disableLocalPasswords) {
    throw new APIError(
      'Kontot loggar in med organisationskontot, inte med lösenord.',
      403,
      null,
      true,
    )
  }
  return user
}

/**
 * Single sign-on (spec area A): visitors and staff sign in with the organisation's OpenID Connect
 * provider; members-only pages; the redirect helper for pages, frames and the collaboration host.
 */
export const sso = defineFeature({
  name: 'sso',
  collections: [SsoSessions, SsoUsedTokens],
  slots: () => import('./slots'),
  tasks: [
    {
      slug: 'sso-session-sweep',
      label: { sv: 'Rensa utgångna inloggningar', en: 'Remove expired sign-ins' },
      cron: '7 * * * *',
      handler: async ({ req }) => {
        const { sweepSessions } = await import('./internal/sweep')
        return { output: await sweepSessions(req.payload) }
      },
    },
  ],
})
