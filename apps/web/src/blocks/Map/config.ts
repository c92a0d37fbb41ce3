import type { Block, Field } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './mapDisplay'
import { MAX_LATITUDE } from './mapGeometry'

const latitude = (name: string, required: boolean): Field => ({
  name,
  type: 'number',
  required,
  min: -MAX_LATITUDE,
  max: MAX_LATITUDE,
  label: { sv: 'Latitud', en: 'Latitude' },
  admin: { width: '33%', step: 0.0001, placeholder: '62.3908' },
})

const longitude = (name: string, required: boolean): Field => ({
  name,
  type: 'number',
  required,
  min: -180,
  max: 180,
  label: { sv: 'Longitud', en: 'Longitude' },
  admin: { width: '33%', step: 0.0001, placeholder: '17.3069' },
})

const grayscaleDevices = [
  ['desktop', { sv: 'Dator, %', en: 'Desktop, %' }, { sv: 'Tomt = 0.', en: 'Empty = 0.' }],
  [
    'tablet',
    { sv: 'Surfplatta, %', en: 'Tablet, %' },
    { sv: 'Tomt = som dator.', en: 'Empty = as desktop.' },
  ],
  [
    'phone',
    { sv: 'Mobil, %', en: 'Phone, %' },
    { sv: 'Tomt = som surfplatta.', en: 'Empty = as tablet.' },
  ],
] as const

/**
 * The map module (spec 3.6, 9.5). Named MapModule rather than the bare `Map` so the schema list does
 * not shadow JavaScript's own Map.
 */
export const MapModule = {
  slug: 'map' as const,
  interfaceName: 'MapBlock',
  labels: { singular: { sv: 'Karta', en: 'Map' }, plural: { sv: 'Kartor', en: 'Maps' } },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: { sv: 'Kartans namn', en: 'Map name' },
      admin: {
        description: {
          sv: 'Läses upp av skärmläsare, t.ex. "Karta till vårt kontor i Sundsvall". Tomt = "Karta".',
          en: 'Read by screen readers. Empty = "Map".',
        },
      },
    },
    {
      type: 'row',
      fields: [
        latitude('lat', true),
        longitude('lng', true),
        {
          name: 'zoom',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_ZOOM,
          min: MIN_ZOOM,
          max: MAX_ZOOM,
          label: { sv: 'Zoomnivå', en: 'Zoom' },
          admin: {
            width: '33%',
            step: 1,
            description: {
              sv: '1 = världsdel, 18 = byggnad.',
              en: '1 = continent, 18 = building.',
            },
          },
        },
      ],
    },
    {
      name: 'pins',
      type: 'array',
      label: { sv: 'Markeringar', en: 'Pins' },
      labels: {
        singular: { sv: 'Markering', en: 'Pin' },
        plural: { sv: 'Markeringar', en: 'Pins' },
      },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          label: { sv: 'Rubrik', en: 'Title' },
        },
        { type: 'row', fields: [latitude('lat', true), longitude('lng', true)] },
        {
          name: 'info',
          type: 'textarea',
          localized: true,
          label: { sv: 'Informationsruta', en: 'Info window' },
          admin: {
            description: {
              sv: 'Visas när besökaren väljer markeringen, och i listan under kartan. Radbrytningar behålls.',
              en: 'Shown when the visitor chooses the pin, and in the list below the map.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'scrollWheelZoom',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Zooma med mushjulet', en: 'Mouse-wheel zoom' },
          admin: { width: '50%' },
        },
        {
          name: 'mobileDragging',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Dra i kartan på mobil och surfplatta', en: 'Dragging on touch devices' },
          admin: {
            width: '50%',
            description: {
              sv: 'Av: ett finger rullar sidan i stället för kartan.',
              en: 'Off: one finger scrolls the page instead of the map.',
            },
          },
        },
      ],
    },
    {
      name: 'grayscale',
      type: 'group',
      label: { sv: 'Gråskala', en: 'Grayscale' },
      admin: {
        description: {
          sv: 'Hur grå kartbilden är per enhet, 0–100 %.',
          en: 'How grey the map is per device, 0–100 %.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: grayscaleDevices.map(([name, label, hint]) => ({
            name,
            type: 'number' as const,
            min: 0,
            max: 100,
            label,
            admin: { width: '33%', step: 10, description: hint },
          })),
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
