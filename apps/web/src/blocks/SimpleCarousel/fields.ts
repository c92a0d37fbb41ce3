import type { Field } from 'payload'

/**
 * Options shared by the carousel modules. Speeds left empty fall back to the defaults of spec 9.4
 * (see ui/carousel/speeds.ts), so the placeholders show what an empty field means.
 */
export function carouselOptionFields({ speedPlaceholder }: { speedPlaceholder: string }): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'showArrows',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa pilar', en: 'Show arrows' },
          admin: { width: '33%' },
        },
        {
          name: 'showPagination',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa punkter', en: 'Show pagination' },
          admin: { width: '33%' },
        },
        {
          name: 'transitionSpeed',
          type: 'number',
          min: 100,
          max: 5000,
          label: { sv: 'Övergångstid (ms)', en: 'Transition time (ms)' },
          admin: { width: '33%', placeholder: speedPlaceholder },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'autoplay',
          type: 'checkbox',
          label: { sv: 'Rulla automatiskt', en: 'Autoplay' },
          admin: { width: '33%' },
        },
        {
          name: 'autoplaySpeed',
          type: 'number',
          min: 1000,
          max: 60000,
          label: { sv: 'Tid per steg (ms)', en: 'Time per step (ms)' },
          admin: {
            width: '33%',
            placeholder: '3000',
            condition: (_, sibling) => Boolean(sibling?.autoplay),
          },
        },
      ],
    },
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Namn för skärmläsare', en: 'Name for screen readers' },
    },
  ]
}
