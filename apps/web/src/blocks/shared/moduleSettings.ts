import type { Field, GroupField } from 'payload'

import { analyticsTagField } from '@/features/analytics/routing'
import { animationField } from '@/ui/animations/fields'

export const devices = ['desktop', 'tablet', 'phone'] as const
export type Device = (typeof devices)[number]

const deviceOptions = [
  { label: { sv: 'Dator (över 980 px)', en: 'Desktop (above 980 px)' }, value: 'desktop' },
  { label: { sv: 'Surfplatta (768–980 px)', en: 'Tablet (768–980 px)' }, value: 'tablet' },
  { label: { sv: 'Mobil (767 px och under)', en: 'Phone (767 px and below)' }, value: 'phone' },
]

/**
 * Element id, class, per-device visibility, link options, animation and the analytics tag: every
 * module, row and section carries them.
 */
export function moduleSettings(extra: Field[] = []): GroupField {
  return {
    name: 'settings',
    type: 'group',
    label: { sv: 'Avancerat', en: 'Advanced' },
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'elementId',
            type: 'text',
            label: { sv: 'Element-id', en: 'Element id' },
            admin: {
              width: '50%',
              description: {
                sv: 'Används i länkar (#id) och i adressens hash-tillstånd.',
                en: 'Used by #links and the URL hash state.',
              },
            },
            validate: (value: unknown) =>
              value == null || value === '' || /^[A-Za-z][A-Za-z0-9_-]*$/.test(String(value))
                ? true
                : 'Börja med en bokstav; använd bara bokstäver, siffror, - och _.',
          },
          {
            name: 'className',
            type: 'text',
            label: { sv: 'CSS-klass', en: 'CSS class' },
            admin: { width: '50%' },
            validate: (value: unknown) =>
              value == null || value === '' || /^[A-Za-z0-9_ -]+$/.test(String(value))
                ? true
                : 'Använd bara bokstäver, siffror, -, _ och mellanslag.',
          },
        ],
      },
      {
        name: 'hideOn',
        type: 'select',
        hasMany: true,
        label: { sv: 'Dölj på', en: 'Hide on' },
        options: deviceOptions,
      },
      {
        name: 'link',
        type: 'group',
        label: { sv: 'Länk för hela modulen', en: 'Module link' },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'url',
                type: 'text',
                label: { sv: 'Adress', en: 'URL' },
                admin: {
                  width: '50%',
                  description: { sv: 'En adress eller #ankare.', en: 'A URL or #anchor.' },
                },
              },
              {
                name: 'target',
                type: 'select',
                label: { sv: 'Mål', en: 'Target' },
                defaultValue: '_self',
                options: [
                  { label: { sv: 'Samma fönster', en: 'Same window' }, value: '_self' },
                  { label: { sv: 'Nytt fönster', en: 'New window' }, value: '_blank' },
                ],
                admin: { width: '25%' },
              },
              {
                name: 'className',
                type: 'text',
                label: { sv: 'Länkklass', en: 'Link class' },
                admin: { width: '25%' },
              },
            ],
          },
        ],
      },
      animationField(),
      analyticsTagField(),
      ...extra,
    ],
  }
}
