import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { shareCount } from '../data/network.js'
import { recordShare, shareRequestUrl } from '../data/writes.js'
import { formatShareCount } from '../lib/formatShareCount.js'
import { normalizeShareUrl } from '../lib/shareUrl.js'
import {
  Field,
  FormContext,
  type FrameOutcome,
  Notice,
  parseForm,
  RefusedInput,
  registerFrame,
  SessionBar,
} from './kit.js'
import { optionalTextField, requestIdParam } from './params.js'

const shareShape = {
  url: z
    .string()
    .max(2000, { message: 'must be at most 2000 characters' })
    .transform((v, ctx) => {
      const url = normalizeShareUrl(v)
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' })
        return z.NEVER
      }
      return url
    }),
  trk: z
    .string()
    .regex(/^[\w.-]{1,100}$/, { message: 'must be letters, digits, _ . or -' })
    .optional(),
}

export function registerShareFrame(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/cws/share',
    shape: shareShape,
    render: (env, params): FrameOutcome => {
      const count = shareCount(env.deps.db, params.url)
      return {
        title: env.t.shareTitle,
        closable: true,
        body: (
          <form method="post" action={env.path}>
            <FormContext env={env} action="share" />
            <Field id="link" label={env.t.shareLink}>
              <input id="link" value={params.url} readOnly />
            </Field>
            <Field id="comment" label={env.t.shareComment}>
              <textarea id="comment" name="comment" rows={4} maxLength={700} />
            </Field>
            <p className="muted">{env.t.shareCountNow(formatShareCount(count))}</p>
            <button type="submit" className="button">
              {env.t.shareSubmit}
            </button>
            <SessionBar env={env} />
          </form>
        ),
      }
    },
    actions: {
      share: (env, params, form): FrameOutcome => {
        const fields = parseForm(
          z.object({ requestId: requestIdParam, comment: optionalTextField(700) }),
          form,
        )
        const earlier = shareRequestUrl(env.deps.db, fields.requestId)
        if (earlier !== undefined && earlier !== params.url) {
          throw new RefusedInput([
            { field: 'requestId', message: 'was already used for another URL' },
          ])
        }
        const { created, count } = recordShare(env.deps.db, {
          requestId: fields.requestId,
          url: params.url,
          memberId: env.member?.id ?? null,
          comment: fields.comment || null,
          now: env.now,
        })
        return {
          title: env.t.shareTitle,
          closable: true,
          result: { type: 'success', data: { count } },
          body: (
            <>
              <Notice>{created ? env.t.shareDone : env.t.alreadyRecorded}</Notice>
              <p>{env.t.shareCountNow(formatShareCount(count))}</p>
              <button type="button" className="window-close button secondary">
                {env.t.close}
              </button>
            </>
          ),
        }
      },
    },
  })
}
