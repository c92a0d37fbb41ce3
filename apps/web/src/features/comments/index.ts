/**
 * Comments on blog posts: server verbs, route handlers and domain types. The list and form the post
 * page renders are in client.ts.
 */
export { getPostComments, listApprovedComments, type PostComments } from './internal/server/read'
export { commentFillToken, postComment } from './internal/server/route'
export {
  CommentRefusal,
  submitComment,
  type CommentSubmission,
  type StoredComment,
} from './internal/server/submit'
export { commentStatuses, type CommentStatus } from './internal/statuses'
export type { CommentNode, PublicComment } from './internal/thread'
