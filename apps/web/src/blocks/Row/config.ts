import type { Block } from 'payload'

import { colourField } from '@/fields/colour'

import { moduleBlocks } from '../modules'
import { moduleSettings } from '../shared/moduleSettings'
import { parseStructure, rowStructures, structureLabel } from './structures'

export const Row = {
  slug: 'row' as const,
  interfaceName: 'RowBlock',
  labels: { singular: { sv: 'Rad', en: 'Row' }, plural: { sv: 'Rader', en: 'Rows' } },
  fields: [
    {
      name: 'structure',
      type: 'select',
      defaultValue: '1_1',
      required: true,
      label: { sv: 'Kolumnstruktur', en: 'Column structure' },
      options: rowStructures.map((value) => ({ label: structureLabel(value), value })),
    },
    {
      name: 'columns',
      type: 'array',
      label: { sv: 'Kolumner', en: 'Columns' },
      labels: {
        singular: { sv: 'Kolumn', en: 'Column' },
        plural: { sv: 'Kolumner', en: 'Columns' },
      },
      minRows: 1,
      maxRows: 6,
      validate: (value: unknown, { siblingData }: { siblingData: { structure?: string } }) => {
        const count = Array.isArray(value) ? value.length : 0
        const expected = parseStructure(siblingData?.structure).length
        return count === expected
          ? true
          : `Strukturen ${structureLabel(siblingData?.structure ?? '1_1')} har ${expected} kolumner; raden har ${count}.`
      },
      fields: [
        {
          name: 'modules',
          type: 'blocks',
          label: { sv: 'Moduler', en: 'Modules' },
          labels: {
            singular: { sv: 'Modul', en: 'Module' },
            plural: { sv: 'Moduler', en: 'Modules' },
          },
          blocks: [...moduleBlocks],
        },
        colourField('backgroundColor', { sv: 'Bakgrundsfärg', en: 'Background colour' }),
        moduleSettings(),
      ],
    },
    {
      name: 'verticalAlign',
      type: 'select',
      defaultValue: 'start',
      label: { sv: 'Vertikal justering', en: 'Vertical alignment' },
      options: [
        { label: { sv: 'Överkant', en: 'Top' }, value: 'start' },
        { label: { sv: 'Mitten', en: 'Middle' }, value: 'center' },
        { label: { sv: 'Sträck ut', en: 'Stretch' }, value: 'stretch' },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
