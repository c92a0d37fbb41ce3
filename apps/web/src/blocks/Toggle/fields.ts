import type { Field } from 'payload'

import { colourField } from '@/fields/colour'

export const toggleIcons = ['plus', 'chevron'] as const
export type ToggleIcon = (typeof toggleIcons)[number]

/** The title line's icon and the colours shared by the toggle and the accordion. */
export function toggleAppearanceFields(): Field[] {
  return [
    {
      name: 'icon',
      type: 'select',
      defaultValue: 'plus',
      label: { sv: 'Ikon', en: 'Icon' },
      options: [
        { label: { sv: 'Plus och minus', en: 'Plus and minus' }, value: 'plus' },
        { label: { sv: 'Pil', en: 'Chevron' }, value: 'chevron' },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField(
          'openBackground',
          { sv: 'Bakgrund när öppen', en: 'Open background' },
          { width: '33%' },
        ),
        colourField(
          'closedBackground',
          { sv: 'Bakgrund när stängd', en: 'Closed background' },
          { width: '33%' },
        ),
        colourField('iconColor', { sv: 'Ikonfärg', en: 'Icon colour' }, { width: '33%' }),
      ],
    },
  ]
}
