import type { Block } from 'payload'

import { blockTableName } from '../shared/blockTableName'
import { moduleSettings } from '../shared/moduleSettings'
import { isCompanyIdentifier } from './updates'

/**
 * The company's latest updates in the professional network (SPEC 7.2, company updates), read in the
 * visitor's browser through the network's API client once the visitor allows functional cookies.
 */
export const NetworkUpdates = {
  slug: 'networkUpdates' as const,
  interfaceName: 'NetworkUpdatesBlock',
  // Short table and enum names: the full slug pushes Postgres identifiers past 63 characters.
  dbName: blockTableName('nw_updates'),
  labels: {
    singular: { sv: 'Nätverksnyheter', en: 'Network updates' },
    plural: { sv: 'Nätverksnyheter', en: 'Network updates' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'company',
          type: 'text',
          required: true,
          defaultValue: '1001',
          label: { sv: 'Företag', en: 'Company' },
          admin: {
            width: '50%',
            description: {
              sv: 'Företagets id i nätverket eller dess unika namn, t.ex. 1001 eller norrberg-industriservice.',
              en: 'The company id or universal name, e.g. 1001 or norrberg-industriservice.',
            },
          },
          validate: (value: unknown) =>
            typeof value === 'string' && isCompanyIdentifier(value.trim())
              ? true
              : 'Ange ett numeriskt företags-id eller företagets unika namn (små bokstäver, siffror och bindestreck).',
        },
        {
          name: 'count',
          type: 'number',
          required: true,
          defaultValue: 5,
          min: 1,
          max: 10,
          label: { sv: 'Antal nyheter', en: 'Number of updates' },
          admin: { width: '50%' },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
