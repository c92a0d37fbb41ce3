import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Visitors' single sign-on sessions. The cookie holds a random token; only its SHA-256 is stored, so
 * a copy of the database signs nobody in. Read and written by the server only (no API access).
 */
export const SsoSessions: CollectionConfig = {
  slug: 'sso-sessions',
  labels: {
    singular: { sv: 'Inloggningssession', en: 'Sign-in session' },
    plural: { sv: 'Inloggningssessioner', en: 'Sign-in sessions' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'sub', type: 'text', required: true, index: true },
    { name: 'email', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'groups', type: 'json' },
    { name: 'idToken', type: 'textarea' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}

/** Collaboration-host tokens already used for a sign-in (replay refusal), kept until they expire. */
export const SsoUsedTokens: CollectionConfig = {
  slug: 'sso-used-tokens',
  labels: {
    singular: { sv: 'Använd värdtoken', en: 'Used host token' },
    plural: { sv: 'Använda värdtokens', en: 'Used host tokens' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
}
