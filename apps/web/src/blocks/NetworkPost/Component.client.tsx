'use client'

import type { Network } from '@smedja/network-sdk'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { NetworkErrorNote } from '../NetworkWidget/NetworkErrorNote'
import { describeNetworkError, type NetworkErrorText } from '../NetworkWidget/networkErrors'
import { useNetwork } from '../NetworkWidget/useNetwork'
import { formatUpdateDate } from '../NetworkUpdates/updates'
import {
  commentProblem,
  likesText,
  MAX_COMMENT_LENGTH,
  parsePost,
  POST_FIELDS,
  type NetworkPostView,
  type PostComment,
} from './post'

type Load =
  | { status: 'loading' }
  | { status: 'ready'; post: NetworkPostView }
  | { status: 'missing' }
  | { status: 'error'; error: NetworkErrorText }

/**
 * The post, read with IN.API.Post(id); whether the visitor is signed in to the network, kept up to
 * date from the SDK's session events.
 */
function usePost(network: () => Promise<Network>, postId: string) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [member, setMember] = useState<Network | null>(null)
  const reload = useCallback(
    () =>
      network()
        .then((IN) => IN.API.Post(postId).fields(POST_FIELDS).toPromise())
        .then(({ values }) => {
          const post = parsePost(values)
          setLoad(post ? { status: 'ready', post } : { status: 'missing' })
        })
        .catch((error: unknown) =>
          setLoad({ status: 'error', error: describeNetworkError(error) }),
        ),
    [network, postId],
  )
  useEffect(() => {
    let IN: Network | null = null
    let signedIn: boolean | null = null
    // The session's `ready` and `change` events: a sign-in or sign-out here or in another widget.
    const sync = () => {
      if (!IN) return
      const now = IN.User.isAuthorized()
      setMember(now ? IN : null)
      if (signedIn !== null && signedIn !== now) void reload()
      signedIn = now
    }
    void reload()
    network()
      .then((network) => {
        IN = network
        network.User.Event.on('ready', sync)
        network.User.Event.on('change', sync)
      })
      .catch(() => undefined)
    return () => {
      IN?.User.Event.off('ready', sync)
      IN?.User.Event.off('change', sync)
    }
  }, [network, reload])
  return { load, setLoad, member, reload }
}

/** A company post with its comments; a signed-in member likes it, comments and deletes own comments. */
export function NetworkPostCard({
  sdk,
  postId,
  locale,
}: {
  sdk: { src: string; options: string }
  postId: string
  locale: 'sv' | 'en'
}) {
  const network = useNetwork(sdk)
  const { load, setLoad, member, reload } = usePost(network, postId)
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState<NetworkErrorText | null>(null)

  // A write, then the post read again; its outcome is announced in the live region.
  const act = (write: (IN: Network) => Promise<unknown>, done: string) => {
    setFailure(null)
    setNotice('')
    return network()
      .then(write)
      .then(() => reload())
      .then(() => {
        setNotice(done)
        return true
      })
      .catch((error: unknown) => {
        setFailure(describeNetworkError(error))
        return false
      })
  }
  const signIn = () => {
    setFailure(null)
    // Called straight from the click, so the browser lets the sign-in popup open.
    network()
      .then((IN) => IN.User.authorize())
      .then(() => setNotice('Du är inloggad via nätverket.'))
      .catch((error: unknown) => setFailure(describeNetworkError(error)))
  }

  if (load.status === 'loading') {
    return <p className="network-api-status">Hämtar inlägget från nätverket…</p>
  }
  if (load.status === 'error') return <NetworkErrorNote error={load.error} />
  if (load.status === 'missing') {
    return <p className="network-api-status">Inlägget finns inte längre i nätverket.</p>
  }
  const post = load.post
  const toggleLike = () => {
    const liked = !post.liked
    // Shown at once; the answer from the network replaces it (or the error puts it back).
    setLoad({
      status: 'ready',
      post: { ...post, liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) },
    })
    void act(
      (IN) => IN.API.Post(post.id).like(liked).toPromise(),
      liked ? 'Du gillar inlägget.' : 'Du gillar inte längre inlägget.',
    ).then((ok) => {
      if (!ok) setLoad({ status: 'ready', post })
    })
  }
  return (
    <article className="network-api-card network-post" aria-label={post.title}>
      <p className="network-api-meta">
        {post.author}
        {post.createdAt !== null ? (
          <>
            {' · '}
            <time dateTime={new Date(post.createdAt).toISOString()}>
              {formatUpdateDate(post.createdAt, locale)}
            </time>
          </>
        ) : null}
      </p>
      <p className="network-api-title">{post.title}</p>
      {post.summary ? <p>{post.summary}</p> : null}
      <div className="network-post-actions">
        {member ? (
          <button
            type="button"
            className="button button-outline"
            aria-pressed={post.liked}
            onClick={toggleLike}
          >
            Gilla inlägget
          </button>
        ) : null}
        <span className="network-api-meta">{likesText(post.likes)}</span>
      </div>
      <CommentList
        comments={post.comments}
        locale={locale}
        onDelete={(comment) =>
          void act(
            (IN) => IN.API.Comments(comment.id).remove().toPromise(),
            'Kommentaren är borttagen.',
          )
        }
      />
      {member ? (
        <>
          <CommentForm
            onSend={(text) =>
              act(
                (IN) => IN.API.Post(post.id).comment(text).toPromise(),
                'Din kommentar är publicerad.',
              )
            }
          />
          <p>
            <button
              type="button"
              className="button button-outline"
              onClick={() => void act((IN) => IN.User.logout(), 'Du är utloggad från nätverket.')}
            >
              Logga ut från nätverket
            </button>
          </p>
        </>
      ) : (
        <p>
          <button type="button" className="button button-primary" onClick={signIn}>
            Logga in via nätverket för att gilla och kommentera
          </button>
        </p>
      )}
      <p className="network-api-status" role="status">
        {notice}
      </p>
      {failure ? <NetworkErrorNote error={failure} /> : null}
    </article>
  )
}

function CommentList({
  comments,
  locale,
  onDelete,
}: {
  comments: PostComment[]
  locale: 'sv' | 'en'
  onDelete: (comment: PostComment) => void
}) {
  if (!comments.length) return <p className="network-api-meta">Inga kommentarer ännu.</p>
  return (
    <ul className="network-api-list" aria-label={`Kommentarer (${comments.length})`}>
      {comments.map((comment) => (
        <li key={comment.id} className="network-api-card network-post-comment">
          <p className="network-api-meta">
            {comment.author}
            {comment.createdAt !== null ? (
              <>
                {' · '}
                <time dateTime={new Date(comment.createdAt).toISOString()}>
                  {formatUpdateDate(comment.createdAt, locale)}
                </time>
              </>
            ) : null}
          </p>
          <p>{comment.text}</p>
          {comment.canDelete ? (
            <button
              type="button"
              className="button button-outline"
              aria-label={`Ta bort din kommentar ”${comment.text.slice(0, 40)}”`}
              onClick={() => onDelete(comment)}
            >
              Ta bort
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function CommentForm({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const text = String(new FormData(form).get('comment') ?? '')
    const found = commentProblem(text)
    setProblem(found)
    if (found) {
      field.current?.focus()
      return
    }
    setSending(true)
    void onSend(text.trim()).then((ok) => {
      setSending(false)
      if (ok) form.reset()
    })
  }
  return (
    <form className="network-post-comment-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-comment`}>Din kommentar</label>
      <textarea
        ref={field}
        id={`${id}-comment`}
        name="comment"
        maxLength={MAX_COMMENT_LENGTH}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} className="network-api-error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={sending}>
        Skicka kommentar
      </button>
    </form>
  )
}
