import type { CollectionConfig, Field } from 'payload'

import { isStaff } from '@/access/isStaff'

export const analyticsGroup = { sv: 'Statistik', en: 'Analytics' }

/** Nothing is written through Payload's API: the ingest appends in batches and the jobs roll up. */
const nobody = () => false

const text = (name: string, sv: string, en: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label: { sv, en }, ...extra }) as Field

/** Names of an event the dashboard groups by (empty text, never null, so a unique index holds). */
export const eventNameFields: Field[] = [
  text('path', 'Sida', 'Page', { required: true }),
  text('category', 'Kategori', 'Category'),
  text('action', 'Åtgärd', 'Action'),
  text('label', 'Etikett', 'Label'),
]

/**
 * Raw events as the browsers sent them, one row each, kept for the retention days of the analytics
 * settings and then pruned (the daily rollups stay). No cookie id, no IP address, no user agent: a
 * row says what happened on which page in which page view, nothing about who.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: {
    singular: { sv: 'Händelse', en: 'Event' },
    plural: { sv: 'Händelser', en: 'Events' },
  },
  admin: { group: analyticsGroup, hidden: true, useAsTitle: 'eventId' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    text('eventId', 'Händelse-id', 'Event id', { required: true, unique: true, index: true }),
    text('viewId', 'Sidvisnings-id', 'Page view id', { required: true }),
    text('day', 'Dag', 'Day', { required: true, index: true }),
    text('kind', 'Typ', 'Kind', { required: true }),
    ...eventNameFields,
  ],
}
