import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { parseVideoUrl } from './parseVideoUrl'

export const Video = {
  slug: 'video' as const,
  interfaceName: 'VideoBlock',
  labels: { singular: { sv: 'Video', en: 'Video' }, plural: { sv: 'Videor', en: 'Videos' } },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Titel', en: 'Title' },
    },
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'file',
      label: { sv: 'Källa', en: 'Source' },
      options: [
        { label: { sv: 'Egen fil', en: 'Self-hosted file' }, value: 'file' },
        { label: { sv: 'Videotjänst (YouTube, Vimeo)', en: 'Video platform URL' }, value: 'url' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Videofil', en: 'Video file' },
      filterOptions: { mimeType: { like: 'video/' } },
      admin: { condition: (_, sibling) => sibling?.source === 'file' },
    },
    {
      name: 'url',
      type: 'text',
      label: { sv: 'Videoadress', en: 'Video URL' },
      admin: { condition: (_, sibling) => sibling?.source === 'url' },
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) => {
        if (siblingData?.source !== 'url') return true
        return parseVideoUrl(String(value ?? ''))
          ? true
          : 'Ange en adress till YouTube eller Vimeo.'
      },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Omslagsbild', en: 'Poster image' },
    },
    { name: 'caption', type: 'text', localized: true, label: { sv: 'Bildtext', en: 'Caption' } },
    {
      name: 'trackingId',
      type: 'text',
      label: { sv: 'Spårnings-id', en: 'Tracking id' },
      admin: {
        description: {
          sv: 'Namn på videon i statistiken, t.ex. "huvudvideo".',
          en: 'Video name for analytics.',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
