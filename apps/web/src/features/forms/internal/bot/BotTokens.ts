import type { CollectionConfig } from 'payload'

/**
 * Proof-of-work solutions already used once (spec 6: a token is per interaction). The unique
 * signature makes a second use fail in the database, so every process refuses a replay; rows are
 * deleted once their challenge has expired (the forms' retention job).
 */
export const BotTokens: CollectionConfig = {
  slug: 'bot-tokens',
  labels: {
    singular: { sv: 'Använd robotkontroll', en: 'Used bot check' },
    plural: { sv: 'Använda robotkontroller', en: 'Used bot checks' },
  },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true, index: true },
    { name: 'action', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
