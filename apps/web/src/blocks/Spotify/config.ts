import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { parseSpotifyUrl } from './parseSpotifyUrl'

/** A Spotify player (track, album, playlist, podcast), shown once the visitor allows it. */
export const Spotify = {
  slug: 'spotify' as const,
  interfaceName: 'SpotifyBlock',
  labels: {
    singular: { sv: 'Spotify', en: 'Spotify' },
    plural: { sv: 'Spotify-spelare', en: 'Spotify players' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Titel', en: 'Title' },
      admin: {
        description: {
          sv: 'Beskriver spelaren för skärmläsare, t.ex. "Spellista: Verkstadsmusik".',
          en: 'Names the player for screen readers.',
        },
      },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      label: { sv: 'Spotify-länk', en: 'Spotify link' },
      admin: {
        placeholder: 'https://open.spotify.com/playlist/…',
        description: {
          sv: 'Kopiera länken under Dela i Spotify (låt, album, spellista, podd eller artist).',
          en: 'Copy the link under Share in Spotify.',
        },
      },
      validate: (value: unknown) =>
        parseSpotifyUrl(String(value ?? ''))
          ? true
          : 'Ange en länk till open.spotify.com (låt, album, spellista, avsnitt, podd eller artist).',
    },
    moduleSettings(),
  ],
} satisfies Block
