import type { Field, GroupField } from 'payload'

/** The collections a link may point to; linkHref (platform/linkHref.ts) knows each one's address. */
export type LinkTarget = 'pages' | 'posts' | 'projects' | 'products'

type LinkOptions = {
  name?: string
  withLabel?: boolean
  required?: boolean
  collections?: readonly LinkTarget[]
}

/** A link to a page, post or project, or to a custom URL; used by menus, buttons and calls to action. */
export function linkField({
  name = 'link',
  withLabel = true,
  required = false,
  collections = ['pages', 'posts', 'projects'],
}: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'reference',
          label: { sv: 'Typ', en: 'Type' },
          options: [
            { label: { sv: 'Intern sida', en: 'Internal' }, value: 'reference' },
            { label: { sv: 'Egen adress', en: 'Custom URL' }, value: 'custom' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: { sv: 'Öppna i ny flik', en: 'Open in new tab' },
          admin: { width: '50%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      name: 'reference',
      type: 'relationship',
      relationTo: [...collections],
      label: { sv: 'Dokument', en: 'Document' },
      required,
      admin: { condition: (_, sibling) => sibling?.type === 'reference' },
    },
    {
      name: 'url',
      type: 'text',
      label: { sv: 'Adress', en: 'URL' },
      required,
      admin: { condition: (_, sibling) => sibling?.type === 'custom' },
    },
  ]
  if (withLabel) {
    fields.push({
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Text', en: 'Label' },
      required,
    })
  }
  return { name, type: 'group', admin: { hideGutter: true }, fields }
}
