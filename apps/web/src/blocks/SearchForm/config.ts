import type { Block } from 'payload'

import { buttonStyles } from '../Button/config'
import { moduleSettings } from '../shared/moduleSettings'

/** Texts of a search module left empty, per site locale. */
export const searchFormDefaults = {
  sv: { label: 'Sök på webbplatsen', placeholder: 'Vad letar du efter?', buttonText: 'Sök' },
  en: { label: 'Search the site', placeholder: 'What are you looking for?', buttonText: 'Search' },
} as const

export const SearchForm = {
  slug: 'searchForm' as const,
  interfaceName: 'SearchFormBlock',
  labels: {
    singular: { sv: 'Sökruta', en: 'Search box' },
    plural: { sv: 'Sökrutor', en: 'Search boxes' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          type: 'text',
          localized: true,
          label: { sv: 'Etikett', en: 'Label' },
          admin: { width: '50%', placeholder: searchFormDefaults.sv.label },
        },
        {
          name: 'placeholder',
          type: 'text',
          localized: true,
          label: { sv: 'Platshållartext', en: 'Placeholder' },
          admin: { width: '50%', placeholder: searchFormDefaults.sv.placeholder },
        },
      ],
    },
    {
      name: 'hideLabel',
      type: 'checkbox',
      label: { sv: 'Visa etiketten bara för skärmläsare', en: 'Label for screen readers only' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          localized: true,
          label: { sv: 'Knapptext', en: 'Button text' },
          admin: { width: '50%', placeholder: searchFormDefaults.sv.buttonText },
        },
        {
          name: 'buttonStyle',
          type: 'select',
          defaultValue: 'primary',
          label: { sv: 'Knappstil', en: 'Button style' },
          options: buttonStyles,
          admin: { width: '50%' },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
