import type { Field, GroupField } from 'payload'

import { colourField } from '@/fields/colour'

import {
  COUNTER_TRACK_ALPHA,
  COUNTER_TRACK_COLOUR,
  type CounterColourRole,
  type CounterColourState,
} from './counterColours'

const stateLabels: Record<CounterColourState, { sv: string; en: string }> = {
  desktop: { sv: 'Dator (över 980 px)', en: 'Desktop (above 980 px)' },
  tablet: { sv: 'Surfplatta (768–980 px)', en: 'Tablet (768–980 px)' },
  phone: { sv: 'Mobil (767 px och under)', en: 'Phone (767 px and below)' },
  hover: { sv: 'Under muspekaren', en: 'On hover' },
  sticky: { sv: 'När modulen sitter fast (sticky)', en: 'While stuck (sticky)' },
}

const stateHints: Record<CounterColourState, { sv: string; en: string }> = {
  desktop: { sv: 'Tomt = webbplatsens färger.', en: 'Empty = the site colours.' },
  tablet: { sv: 'Tomt = som på dator.', en: 'Empty = as on desktop.' },
  phone: { sv: 'Tomt = som på surfplatta.', en: 'Empty = as on tablet.' },
  hover: { sv: 'Tomt = ingen ändring.', en: 'Empty = no change.' },
  sticky: { sv: 'Tomt = ingen ändring.', en: 'Empty = no change.' },
}

function roleField(role: CounterColourRole, state: CounterColourState): Field {
  const width = { width: '33%' }
  switch (role) {
    case 'bar':
      return colourField('bar', { sv: 'Stapelfärg', en: 'Bar colour' }, width)
    case 'track':
      return colourField(
        'track',
        { sv: 'Spårfärg', en: 'Track colour' },
        {
          ...width,
          placeholder: state === 'desktop' ? COUNTER_TRACK_COLOUR : undefined,
        },
      )
    case 'trackAlpha':
      return {
        name: 'trackAlpha',
        type: 'number',
        min: 0,
        max: 1,
        label: { sv: 'Spårets alfa (0–1)', en: 'Track alpha (0–1)' },
        admin: {
          ...width,
          step: 0.05,
          placeholder: state === 'desktop' ? String(COUNTER_TRACK_ALPHA) : undefined,
        },
      }
    case 'number':
      return colourField('number', { sv: 'Sifferfärg', en: 'Number colour' }, width)
  }
}

/**
 * The colours of a counter module (spec 3.6): the given roles per device, under the pointer and in
 * the sticky state, each an optional hex colour (the track's alpha a number 0–1).
 */
export function counterColoursField(roles: readonly CounterColourRole[]): GroupField {
  const states = Object.keys(stateLabels) as CounterColourState[]
  return {
    name: 'colours',
    type: 'group',
    label: { sv: 'Färger', en: 'Colours' },
    fields: states.map((state): GroupField => ({
      name: state,
      type: 'group',
      label: stateLabels[state],
      admin: { description: stateHints[state], hideGutter: true },
      fields: [{ type: 'row', fields: roles.map((role) => roleField(role, state)) }],
    })),
  }
}
