import type { Block } from 'payload'

import { blockTableName } from '../shared/blockTableName'
import { moduleSettings } from '../shared/moduleSettings'

/**
 * People search in the professional network (SPEC 7.2, 3.2): a search box with the answer's facets as
 * checkbox groups. The search runs in the visitor's browser through the network's API client, with an
 * anonymous token unless the visitor signed in, once the visitor allows functional cookies.
 */
export const NetworkPeopleSearch = {
  slug: 'networkPeopleSearch' as const,
  interfaceName: 'NetworkPeopleSearchBlock',
  // Short table and enum names: the full slug pushes Postgres identifiers past 63 characters.
  dbName: blockTableName('nw_people'),
  labels: {
    singular: { sv: 'Personsök i nätverket', en: 'Network people search' },
    plural: { sv: 'Personsök i nätverket', en: 'Network people searches' },
  },
  fields: [
    {
      name: 'pageSize',
      type: 'number',
      required: true,
      defaultValue: 10,
      min: 1,
      max: 25,
      label: { sv: 'Antal träffar som visas', en: 'Results shown' },
      admin: {
        description: {
          sv: 'Högst 25 (nätverkets gräns för en sökning).',
          en: 'At most 25 (the network’s limit per search).',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
