import type { CollectionConfig, FieldHook } from 'payload'

import { authenticatedOrPublished } from '@/access/authenticatedOrPublished'
import { isStaff } from '@/access/isStaff'
import { slugField } from '@/fields/slug'

import { revalidateMemberAfterChange, revalidateMemberAfterDelete } from '../revalidateMember'
import { parseSkillPercent, SKILL_PERCENT_MESSAGE } from '../skillPercent'
import { isWebAddress, SOCIAL_NETWORKS } from '../social'

export const teamGroup = { sv: 'Team', en: 'Team' }

type SkillRow = { percent?: unknown } | null

/**
 * Reads each row's percent before Payload's own number coercion, which would take '80abc' as 80:
 * a readable percent becomes its number, anything else NaN, which the field's validation refuses.
 */
const normaliseSkillPercents: FieldHook = ({ value }) => {
  if (!Array.isArray(value)) return value
  return (value as SkillRow[]).map((row) => {
    if (!row || row.percent === undefined || row.percent === null || row.percent === '') return row
    return { ...row, percent: parseSkillPercent(row.percent) ?? Number.NaN }
  })
}

const phonePattern = /^\+?[\d\s()-]{5,20}$/

export const TeamMembers: CollectionConfig<'team-members'> = {
  slug: 'team-members',
  labels: {
    singular: { sv: 'Medarbetare', en: 'Team member' },
    plural: { sv: 'Medarbetare', en: 'Team members' },
  },
  access: { create: isStaff, delete: isStaff, read: authenticatedOrPublished, update: isStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'department', 'order', '_status'],
    group: teamGroup,
  },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text', localized: true, label: { sv: 'Roll', en: 'Role' } },
        {
          name: 'department',
          type: 'text',
          localized: true,
          label: { sv: 'Avdelning', en: 'Department' },
        },
      ],
    },
    {
      name: 'shortBio',
      type: 'textarea',
      localized: true,
      label: { sv: 'Kort presentation', en: 'Short bio' },
      admin: {
        description: {
          sv: 'Visas i teammodulerna och överst på profilsidan.',
          en: 'Shown in the team modules and at the top of the profile page.',
        },
      },
    },
    {
      name: 'longBio',
      type: 'richText',
      localized: true,
      label: { sv: 'Lång presentation', en: 'Long bio' },
    },
    {
      name: 'gallery',
      type: 'array',
      label: { sv: 'Porträttgalleri', en: 'Avatar gallery' },
      labels: { singular: { sv: 'Bild', en: 'Image' }, plural: { sv: 'Bilder', en: 'Images' } },
      admin: {
        description: {
          sv: 'Den första bilden är medarbetarens porträtt.',
          en: 'The first image is the member’s portrait.',
        },
      },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { sv: 'Bild', en: 'Image' },
        },
        {
          name: 'caption',
          type: 'text',
          localized: true,
          label: { sv: 'Bildtext', en: 'Caption' },
        },
      ],
    },
    {
      name: 'skills',
      type: 'array',
      label: { sv: 'Kompetenser', en: 'Skills' },
      labels: {
        singular: { sv: 'Kompetens', en: 'Skill' },
        plural: { sv: 'Kompetenser', en: 'Skills' },
      },
      hooks: { beforeValidate: [normaliseSkillPercents] },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              localized: true,
              label: { sv: 'Benämning', en: 'Label' },
            },
            {
              name: 'percent',
              type: 'number',
              required: true,
              label: { sv: 'Procent', en: 'Percent' },
              admin: {
                step: 1,
                description: { sv: 'En hel procentsats, 0–100.', en: 'A whole percent, 0–100.' },
              },
              validate: (value: unknown) =>
                parseSkillPercent(value) === null ? SKILL_PERCENT_MESSAGE : true,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: { sv: 'E-post', en: 'E-mail' } },
        {
          name: 'phone',
          type: 'text',
          label: { sv: 'Telefon', en: 'Phone' },
          validate: (value: unknown) =>
            value == null || value === '' || phonePattern.test(String(value))
              ? true
              : 'Ange ett telefonnummer med siffror, till exempel 070-123 45 67.',
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: { sv: 'Sociala medier', en: 'Social links' },
      labels: { singular: { sv: 'Länk', en: 'Link' }, plural: { sv: 'Länkar', en: 'Links' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              type: 'select',
              required: true,
              options: SOCIAL_NETWORKS.map(({ value, label }) => ({ value, label })),
              label: { sv: 'Nätverk', en: 'Network' },
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              label: { sv: 'Adress', en: 'URL' },
              validate: (value: unknown) =>
                isWebAddress(value) ? true : 'Ange en adress som börjar med https:// eller http://',
            },
          ],
        },
      ],
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: { sv: 'Ordning', en: 'Order' },
      admin: {
        position: 'sidebar',
        step: 1,
        description: { sv: 'Lägre tal visas först.', en: 'Lower numbers come first.' },
      },
    },
    {
      name: 'publicProfile',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Visa profilsida', en: 'Public profile page' },
      admin: {
        position: 'sidebar',
        description: {
          sv: 'Ger medarbetaren en egen sida under /team/. Utan den visas medarbetaren bara i teammodulerna.',
          en: 'Gives the member a page under /team/. Without it the member appears only in the team modules.',
        },
      },
    },
    slugField('name'),
  ],
  hooks: {
    afterChange: [revalidateMemberAfterChange],
    afterDelete: [revalidateMemberAfterDelete],
  },
  versions: { drafts: true, maxPerDoc: 50 },
}
