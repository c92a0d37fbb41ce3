import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { FEED_SUBSCRIBE_PATH } from './feedPopup'

/** Prenumerera på flödet: a button that opens the feed-subscription service (spec 7.3 item 6). */
export const FeedSubscribe = {
  slug: 'feedSubscribe' as const,
  interfaceName: 'FeedSubscribeBlock',
  labels: {
    singular: { sv: 'Prenumerera på flöde', en: 'Feed subscription' },
    plural: { sv: 'Prenumerera på flöde', en: 'Feed subscriptions' },
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Knapptext', en: 'Button text' },
      admin: { placeholder: 'Prenumerera på bloggen' },
    },
    {
      name: 'serviceUrl',
      type: 'text',
      required: true,
      defaultValue: FEED_SUBSCRIBE_PATH,
      label: { sv: 'Prenumerationstjänstens adress', en: 'Subscription service URL' },
      admin: {
        description: {
          sv: 'Öppnas i ett fönster på 550 × 520 px med ?uri= och flödets adress. /prenumerera är webbplatsens egen sida (adressen att kopiera och länkar till flödesläsare). Utan JavaScript länkar knappen direkt till flödet.',
          en: "Opened in a 550 × 520 px window with ?uri= and the feed address. /prenumerera is the site's own page (the address to copy and links to feed readers). Without JavaScript the button links straight to the feed.",
        },
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^(https?:\/\/|\/(?!\/))[^\s]*$/.test(value)
          ? true
          : 'Ange en adress som börjar med https:// eller en sida på webbplatsen som börjar med /.',
    },
    {
      name: 'feedUrl',
      type: 'text',
      label: { sv: 'Flöde (valfritt)', en: 'Feed (optional)' },
      admin: {
        placeholder: '/blogg/feed.xml',
        description: {
          sv: 'Tomt = bloggens RSS-flöde.',
          en: "Empty = the blog's RSS feed.",
        },
      },
      validate: (value: unknown) =>
        !value ||
        (typeof value === 'string' && /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(value))
          ? true
          : 'Ange en sökväg som /blogg/feed.xml eller en adress som börjar med https://.',
    },
    moduleSettings(),
  ],
} satisfies Block
