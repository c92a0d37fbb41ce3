import type { Block } from 'payload'

import { blockTableName } from '../shared/blockTableName'
import { moduleSettings } from '../shared/moduleSettings'
import { isPostId } from './post'

/**
 * One post of the company's group in the professional network, with its comments (SPEC 7.2). A visitor
 * signed in through the network likes it, comments and deletes their own comments, all through the
 * network's API client in the browser, once functional cookies are allowed.
 */
export const NetworkPost = {
  slug: 'networkPost' as const,
  interfaceName: 'NetworkPostBlock',
  // Short table and enum names: the full slug pushes Postgres identifiers past 63 characters.
  dbName: blockTableName('nw_post'),
  labels: {
    singular: { sv: 'Inlägg i nätverket', en: 'Network post' },
    plural: { sv: 'Inlägg i nätverket', en: 'Network posts' },
  },
  fields: [
    {
      name: 'post',
      type: 'text',
      required: true,
      defaultValue: '9001',
      label: { sv: 'Inläggets id', en: 'Post id' },
      admin: {
        description: {
          sv: 'Id för ett inlägg i företagets grupp i nätverket, t.ex. 9001.',
          en: 'The id of a post in the company’s group, e.g. 9001.',
        },
      },
      validate: (value: unknown) =>
        typeof value === 'string' && isPostId(value)
          ? true
          : 'Ange inläggets id med siffror, t.ex. 9001.',
    },
    moduleSettings(),
  ],
} satisfies Block
