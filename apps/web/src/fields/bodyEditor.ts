import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { RichTextGallery } from './richTextGallery'

/**
 * The rich-text editor of the bodies of posts, projects and text modules: the default features plus
 * the "Bildgalleri" block. Other rich-text fields (tabs, toggles, team bios) keep the plain editor.
 */
export const bodyEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    BlocksFeature({ blocks: [RichTextGallery] }),
  ],
})
