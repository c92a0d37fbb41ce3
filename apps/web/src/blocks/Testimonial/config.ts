import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Testimonial = {
  slug: 'testimonial' as const,
  interfaceName: 'TestimonialBlock',
  labels: {
    singular: { sv: 'Omdöme', en: 'Testimonial' },
    plural: { sv: 'Omdömen', en: 'Testimonials' },
  },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      localized: true,
      required: true,
      label: { sv: 'Citat', en: 'Quote' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          type: 'text',
          required: true,
          label: { sv: 'Namn', en: 'Name' },
          admin: { width: '33%' },
        },
        {
          name: 'jobTitle',
          type: 'text',
          localized: true,
          label: { sv: 'Titel', en: 'Job title' },
          admin: { width: '33%' },
        },
        {
          name: 'company',
          type: 'text',
          label: { sv: 'Företag', en: 'Company' },
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'portrait',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Porträtt', en: 'Portrait' },
    },
    {
      name: 'companyUrl',
      type: 'text',
      label: { sv: 'Företagets webbplats', en: 'Company website' },
    },
    moduleSettings(),
  ],
} satisfies Block
