import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { buttonStyles } from '@/blocks/Button/config'
import { safeRevalidateRoute } from '@/platform/safeRevalidate'

import { blogGroup } from './collections/Comments'

/**
 * The comments module's settings (spec area C: "comments module button styling"): whether the site
 * takes comments at all, and the style of its submit button, chosen from the button module's styles.
 */
export const CommentSettings: GlobalConfig = {
  slug: 'comment-settings',
  label: { sv: 'Kommentarsinställningar', en: 'Comment settings' },
  admin: { group: blogGroup },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Tillåt kommentarer på webbplatsen', en: 'Allow comments on the site' },
      admin: {
        description: {
          sv: 'Av: inga inlägg tar emot nya kommentarer (godkända kommentarer visas fortfarande). Varje inlägg har också sin egen ruta ”Tillåt kommentarer”.',
          en: 'Off: no post takes new comments (approved ones still show). Each post also has its own “Allow comments” box.',
        },
      },
    },
    {
      name: 'buttonStyle',
      type: 'select',
      defaultValue: 'primary',
      required: true,
      label: { sv: 'Knappstil', en: 'Button style' },
      options: buttonStyles,
      admin: {
        description: {
          sv: 'Stilen på kommentarsformulärets knapp ”Skicka kommentar”, samma val som i knappmodulen.',
          en: 'The style of the comment form’s “Post comment” button, the same choices as the button module.',
        },
      },
    },
  ],
  // Every post page carries the form.
  hooks: {
    afterChange: [
      ({ doc, req }) => {
        if (!req.context.disableRevalidate) safeRevalidateRoute('/blogg', 'layout')
        return doc
      },
    ],
  },
}
