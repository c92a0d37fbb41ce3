import { Fragment } from 'react'

import { commentAnchor } from '../notices'
import { formatCommentDate, textParagraphs, type CommentNode } from '../thread'

/**
 * The approved comments as nested lists, each at its `#comment-{id}` anchor. The "Svara" buttons are
 * rendered hidden: they need the form's island, which shows them once it runs.
 */
export function CommentList({ nodes, replyable }: { nodes: CommentNode[]; replyable: boolean }) {
  return (
    <ol className="comment-list">
      {nodes.map((node) => (
        <li key={node.comment.id} className={`comment-item comment-depth-${node.depth}`}>
          <CommentBody node={node} replyable={replyable} />
          {node.replies.length ? <CommentList nodes={node.replies} replyable={replyable} /> : null}
        </li>
      ))}
    </ol>
  )
}

function CommentBody({ node, replyable }: { node: CommentNode; replyable: boolean }) {
  const { comment, inReplyTo } = node
  const anchor = commentAnchor(comment.id)
  return (
    <article className="comment" id={anchor} aria-labelledby={`${anchor}-author`}>
      <header className="comment-meta">
        <span className="comment-author" id={`${anchor}-author`}>
          {comment.authorName}
        </span>
        {inReplyTo ? <span className="comment-in-reply-to">svar till {inReplyTo}</span> : null}
        <a className="comment-permalink" href={`#${anchor}`}>
          <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt)}</time>
        </a>
      </header>
      <div className="comment-text">
        {textParagraphs(comment.text).map((lines, p) => (
          <p key={p}>
            {lines.map((line, l) => (
              <Fragment key={l}>
                {l > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
      {replyable ? (
        <button
          type="button"
          className="comment-reply-button"
          data-reply-to={comment.id}
          data-reply-name={comment.authorName}
          hidden
        >
          Svara<span className="visually-hidden"> på kommentaren från {comment.authorName}</span>
        </button>
      ) : null}
    </article>
  )
}
