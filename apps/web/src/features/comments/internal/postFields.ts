import type { CheckboxField, Plugin } from 'payload'

/** The post's own switch; the site-wide one is in the comment settings. */
export const allowCommentsField: CheckboxField = {
  name: 'allowComments',
  type: 'checkbox',
  defaultValue: true,
  label: { sv: 'Tillåt kommentarer', en: 'Allow comments' },
  admin: {
    position: 'sidebar',
    description: {
      sv: 'Av: inlägget tar inte emot nya kommentarer. Godkända kommentarer visas fortfarande.',
      en: 'Off: the post takes no new comments. Approved comments still show.',
    },
  },
}

/**
 * Posts belong to the content collections, comments to this feature: the feature adds its field to
 * posts rather than the posts collection knowing about comments.
 */
export const postCommentFields: Plugin = (config) => {
  if (!config.collections?.some((c) => c.slug === 'posts'))
    throw new Error('comments: there is no posts collection to add "allowComments" to')
  return {
    ...config,
    collections: config.collections.map((c) =>
      c.slug === 'posts' ? { ...c, fields: [...c.fields, allowCommentsField] } : c,
    ),
  }
}
