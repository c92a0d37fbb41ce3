import type { Block } from 'payload'

import { sliderOptionFields } from '../Slider/fields'
import { moduleSettings } from '../shared/moduleSettings'
import { parseVideoUrl } from '../Video/parseVideoUrl'

export const VideoSlider = {
  slug: 'videoSlider' as const,
  interfaceName: 'VideoSliderBlock',
  labels: {
    singular: { sv: 'Bildspel med videor', en: 'Video slider' },
    plural: { sv: 'Bildspel med videor', en: 'Video sliders' },
  },
  fields: [
    {
      name: 'videos',
      type: 'array',
      minRows: 1,
      required: true,
      label: { sv: 'Videor', en: 'Videos' },
      labels: { singular: { sv: 'Video', en: 'Video' }, plural: { sv: 'Videor', en: 'Videos' } },
      admin: { initCollapsed: true },
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
            {
              label: { sv: 'Videotjänst (YouTube, Vimeo)', en: 'Video platform URL' },
              value: 'url',
            },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'file',
          type: 'upload',
          relationTo: 'media',
          label: { sv: 'Videofil', en: 'Video file' },
          filterOptions: { mimeType: { like: 'video/' } },
          admin: { condition: (_, sibling) => sibling?.source !== 'url' },
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
          filterOptions: { mimeType: { like: 'image/' } },
          admin: {
            description: {
              sv: 'Visas också i miniatyrkarusellen.',
              en: 'Also used in the thumbnail carousel.',
            },
          },
        },
      ],
    },
    ...sliderOptionFields({ autoplay: false }),
    moduleSettings(),
  ],
} satisfies Block
