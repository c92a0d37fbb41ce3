import { commentFillToken, postComment } from '@/features/comments'

/** A visitor's comment on the post, held for moderation (a form post or the form's island). */
export const POST = postComment

/** A fresh bot-check token for the post's comment form. */
export const GET = commentFillToken
