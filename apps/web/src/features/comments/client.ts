/**
 * Comments' render-safe surface: the post page's comments section (server-rendered list, the form's
 * small island). Its data comes from `getPostComments` in index.ts, read when the page is generated.
 */

// The list and the form are drawn by the comments stylesheet; importing this brings it along.
import './internal/components/comments.css'

export { PostComments } from './internal/components/PostComments'
