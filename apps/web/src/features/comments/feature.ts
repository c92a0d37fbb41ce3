import { defineFeature } from '@/platform/feature'

import { Comments } from './internal/collections/Comments'
import { CommentSettings } from './internal/CommentSettings'
import { postCommentFields } from './internal/postFields'

/**
 * Comments on blog posts: the `comments` collection (moderated in the admin: pending, approved, spam),
 * the comment settings global, the posts' "Tillåt kommentarer" field, the endpoint under
 * `/blogg/{slug}/kommentar` and the threaded list and form on the post page.
 */
export const comments = defineFeature({
  name: 'comments',
  collections: [Comments],
  globals: [CommentSettings],
  plugins: [postCommentFields],
})
