import type { CollectionConfig } from 'payload'

/** The admin group every shop collection is listed under. */
export const shopGroup = { sv: 'Butik', en: 'Shop' }

/** Drops the plugin's translated labels for plain Swedish/English ones. */
export const labelled = (
  collection: CollectionConfig,
  sv: [string, string],
  en: [string, string],
): CollectionConfig => ({
  ...collection,
  labels: { singular: { sv: sv[0], en: en[0] }, plural: { sv: sv[1], en: en[1] } },
  admin: { ...collection.admin, group: shopGroup },
})
