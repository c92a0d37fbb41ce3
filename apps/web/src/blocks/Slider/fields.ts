import type { Field } from 'payload'

/**
 * Options shared by the slider modules (slider, post slider, video slider): autoplay with its
 * speed and hover behaviour, arrows, and dots or a thumbnail carousel under the slides.
 */
export function sliderOptionFields({ autoplay = true }: { autoplay?: boolean } = {}): Field[] {
  const autoplayFields: Field[] = autoplay
    ? [
        {
          type: 'row',
          fields: [
            {
              name: 'autoplay',
              type: 'checkbox',
              label: { sv: 'Byt bild automatiskt', en: 'Autoplay' },
              admin: { width: '33%' },
            },
            {
              name: 'autoplaySpeed',
              type: 'number',
              min: 1000,
              max: 60000,
              defaultValue: 7000,
              label: { sv: 'Visningstid per bild (ms)', en: 'Time per slide (ms)' },
              admin: { width: '33%', condition: (_, sibling) => Boolean(sibling?.autoplay) },
            },
            {
              name: 'ignoreHover',
              type: 'checkbox',
              label: { sv: 'Fortsätt under muspekaren', en: 'Ignore hover' },
              admin: {
                width: '33%',
                condition: (_, sibling) => Boolean(sibling?.autoplay),
                description: {
                  sv: 'Annars pausar bildspelet medan pekaren är över det.',
                  en: 'Otherwise the slideshow pauses while the pointer is over it.',
                },
              },
            },
          ],
        },
      ]
    : []
  return [
    ...autoplayFields,
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
          name: 'controls',
          type: 'select',
          defaultValue: 'bullets',
          label: { sv: 'Under bilderna', en: 'Below the slides' },
          options: [
            { label: { sv: 'Punkter', en: 'Dots' }, value: 'bullets' },
            { label: { sv: 'Miniatyrkarusell', en: 'Thumbnail carousel' }, value: 'thumbnails' },
            { label: { sv: 'Ingenting', en: 'Nothing' }, value: 'none' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'transitionSpeed',
          type: 'number',
          min: 100,
          max: 5000,
          label: { sv: 'Övergångstid (ms)', en: 'Transition time (ms)' },
          admin: { width: '33%', placeholder: '700' },
        },
      ],
    },
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Namn för skärmläsare', en: 'Name for screen readers' },
      admin: { placeholder: 'Bildspel' },
    },
  ]
}
