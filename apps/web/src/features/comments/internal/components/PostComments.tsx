import type { PostComments as PostCommentsData } from '../server/read'
import { commentNotices, isErrorNotice, noticeAnchor, type CommentNoticeCode } from '../notices'
import { CommentForm } from './CommentForm.client'
import { CommentList } from './CommentList'

const countLabel = (count: number) =>
  count === 0 ? 'Kommentarer' : count === 1 ? '1 kommentar' : `${count} kommentarer`

/**
 * A post's comments section: the approved comments, threaded, and the comment form. Rendered when the
 * post page is generated; nothing in it depends on the visitor, so the page stays cached.
 */
export function PostComments({
  comments,
  builderMode = false,
}: {
  comments: PostCommentsData
  builderMode?: boolean
}) {
  const { thread, count, open } = comments
  return (
    <section
      className="comments"
      id="kommentarer"
      aria-labelledby="kommentarer-rubrik"
      data-comments
    >
      <h2 id="kommentarer-rubrik">{countLabel(count)}</h2>
      {thread.length ? (
        <CommentList nodes={thread} replyable={open && !builderMode} />
      ) : (
        <p className="comments-empty">
          {open ? 'Inga kommentarer ännu. Skriv den första!' : 'Inga kommentarer.'}
        </p>
      )}
      {open ? (
        <div className="comment-respond" id="kommentera">
          <h3 id="kommentera-rubrik">Skriv en kommentar</h3>
          <p className="comment-note">
            Kommentarer granskas innan de visas. Din e-postadress visas inte. Fält markerade med *
            måste fyllas i.
          </p>
          <NoticeAnchors />
          <CommentForm
            endpoint={comments.endpoint}
            pageToken={comments.pageToken}
            buttonClassName={`button button-${comments.buttonStyle}`}
            labelledBy="kommentera-rubrik"
          />
        </div>
      ) : (
        <p className="comments-closed">Det går inte längre att kommentera det här inlägget.</p>
      )}
    </section>
  )
}

/**
 * The endpoint's answers for a form posted without JavaScript: it redirects here with the answer's
 * anchor as the hash, and CSS shows the targeted one. The same texts for every visitor, so cacheable.
 */
function NoticeAnchors() {
  const codes = (Object.keys(commentNotices) as CommentNoticeCode[]).filter(
    (code) => code !== 'publicerad',
  )
  return (
    <div className="comment-notices">
      {codes.map((code) => (
        <p
          key={code}
          id={noticeAnchor(code)}
          className={`comment-notice ${isErrorNotice(code) ? 'comment-notice-error' : 'comment-notice-success'}`}
          tabIndex={-1}
        >
          {commentNotices[code]}
        </p>
      ))}
    </div>
  )
}
