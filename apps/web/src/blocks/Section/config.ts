import type { Block, Field } from 'payload'

import { colourField } from '@/fields/colour'

import { Row } from '../Row/config'
import { moduleSettings } from '../shared/moduleSettings'

const padding = (
  device: 'desktop' | 'tablet' | 'phone',
  label: { sv: string; en: string },
): Field => ({
  name: device,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'top',
          type: 'number',
          min: 0,
          max: 400,
          label: { sv: 'Överkant (px)', en: 'Top (px)' },
          admin: { width: '50%' },
        },
        {
          name: 'bottom',
          type: 'number',
          min: 0,
          max: 400,
          label: { sv: 'Nederkant (px)', en: 'Bottom (px)' },
          admin: { width: '50%' },
        },
      ],
    },
  ],
})

export const Section = {
  slug: 'section' as const,
  interfaceName: 'SectionBlock',
  labels: {
    singular: { sv: 'Sektion', en: 'Section' },
    plural: { sv: 'Sektioner', en: 'Sections' },
  },
  fields: [
    {
      name: 'adminLabel',
      type: 'text',
      label: { sv: 'Namn i navigeringen', en: 'Navigation label' },
      localized: true,
      admin: {
        description: {
          sv: 'Visas i punktnavigeringen och i redigeraren.',
          en: 'Shown in dot navigation and the editor.',
        },
      },
    },
    {
      type: 'collapsible',
      label: { sv: 'Bakgrund', en: 'Background' },
      fields: [
        {
          name: 'background',
          type: 'group',
          label: false,
          fields: [
            {
              name: 'type',
              type: 'radio',
              defaultValue: 'none',
              label: { sv: 'Typ', en: 'Type' },
              options: [
                { label: { sv: 'Ingen', en: 'None' }, value: 'none' },
                { label: { sv: 'Färg', en: 'Colour' }, value: 'color' },
                { label: { sv: 'Toning', en: 'Gradient' }, value: 'gradient' },
                { label: { sv: 'Bild', en: 'Image' }, value: 'image' },
                { label: { sv: 'Film', en: 'Video' }, value: 'video' },
              ],
              admin: { layout: 'horizontal' },
            },
            {
              type: 'row',
              fields: [
                colourField('color', { sv: 'Färg', en: 'Colour' }, { width: '50%' }),
                colourField(
                  'gradientEnd',
                  { sv: 'Tonas till', en: 'Gradient end' },
                  { width: '50%' },
                ),
              ],
            },
            {
              name: 'gradientAngle',
              type: 'number',
              min: 0,
              max: 360,
              defaultValue: 180,
              label: { sv: 'Toningens vinkel (grader)', en: 'Gradient angle (degrees)' },
              admin: { condition: (_, sibling) => sibling?.type === 'gradient' },
            },
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: { sv: 'Bild', en: 'Image' },
              admin: {
                condition: (_, sibling) => sibling?.type === 'image' || sibling?.type === 'video',
                description: {
                  sv: 'För film: stillbilden som visas innan filmen startar.',
                  en: 'For a video: the still shown before it starts.',
                },
              },
            },
            {
              name: 'parallax',
              type: 'checkbox',
              label: {
                sv: 'Parallax (bilden rör sig långsammare än sidan)',
                en: 'Parallax (the image moves slower than the page)',
              },
              admin: { condition: (_, sibling) => sibling?.type === 'image' },
            },
            {
              name: 'video',
              type: 'upload',
              relationTo: 'media',
              label: { sv: 'Film (mp4 eller webm, utan ljud)', en: 'Video (mp4 or webm, muted)' },
              filterOptions: { mimeType: { contains: 'video/' } },
              admin: { condition: (_, sibling) => sibling?.type === 'video' },
            },
            {
              type: 'row',
              admin: { condition: (_, sibling) => sibling?.type === 'video' },
              fields: [
                {
                  name: 'playOutsideViewport',
                  type: 'checkbox',
                  label: { sv: 'Spela även utanför bild', en: 'Play outside the viewport' },
                  admin: { width: '50%' },
                },
                {
                  name: 'playOnHover',
                  type: 'checkbox',
                  label: { sv: 'Starta när muspekaren förs över', en: 'Start on hover' },
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'overlay',
              type: 'number',
              min: 0,
              max: 90,
              defaultValue: 50,
              label: { sv: 'Mörk ton över bilden (%)', en: 'Dark overlay on the image (%)' },
              admin: {
                condition: (_, sibling) => sibling?.type === 'image' || sibling?.type === 'video',
              },
            },
          ],
        },
        {
          name: 'textTone',
          type: 'select',
          defaultValue: 'dark',
          label: { sv: 'Textfärg', en: 'Text tone' },
          options: [
            { label: { sv: 'Mörk text', en: 'Dark text' }, value: 'dark' },
            { label: { sv: 'Ljus text', en: 'Light text' }, value: 'light' },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { sv: 'Bredd och luft', en: 'Width and spacing' },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'width',
          type: 'radio',
          defaultValue: 'boxed',
          label: { sv: 'Bredd', en: 'Width' },
          options: [
            { label: { sv: 'Inramad', en: 'Boxed' }, value: 'boxed' },
            { label: { sv: 'Full bredd', en: 'Full width' }, value: 'fullwidth' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'padding',
          type: 'group',
          label: { sv: 'Luft per enhet', en: 'Padding per device' },
          fields: [
            padding('desktop', { sv: 'Dator', en: 'Desktop' }),
            padding('tablet', { sv: 'Surfplatta', en: 'Tablet' }),
            padding('phone', { sv: 'Mobil', en: 'Phone' }),
          ],
        },
      ],
    },
    {
      name: 'rows',
      type: 'blocks',
      label: { sv: 'Rader', en: 'Rows' },
      labels: { singular: { sv: 'Rad', en: 'Row' }, plural: { sv: 'Rader', en: 'Rows' } },
      blocks: [Row],
    },
    moduleSettings(),
  ],
} satisfies Block
