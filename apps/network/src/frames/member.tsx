import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import {
  findMemberByProfileUrl,
  findMemberByToken,
  isFollowing,
  type Member,
  membersAtCompany,
  pastPositionsOf,
} from '../data/network.js'
import { sendMessage, setFollowing } from '../data/writes.js'
import { formatShareCount } from '../lib/formatShareCount.js'
import { FollowForm, signInRequired } from './company.js'
import {
  Avatar,
  Field,
  FormContext,
  type FrameEnv,
  type FrameOutcome,
  fullName,
  MemberList,
  monthYear,
  Notice,
  parseForm,
  profileHref,
  RefusedInput,
  registerFrame,
  SessionBar,
} from './kit.js'
import {
  booleanParam,
  memberTokenParam,
  publicProfileUrlParam,
  requestIdParam,
  textField,
  widthParam,
} from './params.js'

const memberNotFound = (env: FrameEnv, id: string) => ({ notFound: env.t.memberNotFound(id) })

export function MemberCard({ env, member }: { env: FrameEnv; member: Member }) {
  return (
    <div className="card">
      <Avatar env={env} member={member} size={64} />
      <div>
        <p>{member.headline}</p>
        <ul className="facts">
          <li>{member.location}</li>
          {member.companyName ? <li>{member.companyName}</li> : null}
          {member.schoolName ? <li>{member.schoolName}</li> : null}
        </ul>
        <p>
          <a href={profileHref(member)} target="_blank" rel="noopener">
            {env.t.viewProfile}
          </a>
        </p>
      </div>
    </div>
  )
}

function Experience({ env, member }: { env: FrameEnv; member: Member }) {
  const past = pastPositionsOf(env.deps.db, member.id)
  return (
    <section aria-labelledby="experience">
      <h2 id="experience">{env.t.experience}</h2>
      <ul>
        <li>
          <strong>{member.title}</strong>
          {member.companyName ? `, ${member.companyName}` : ''}{' '}
          <span className="muted">({env.t.since(monthYear(env, member.startedOn))})</span>
        </li>
        {past.map((p) => (
          <li key={`${p.companyName}-${p.startOn}`}>
            <strong>{p.title}</strong>, {p.companyName}{' '}
            <span className="muted">
              ({monthYear(env, p.startOn)} – {monthYear(env, p.endOn)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Skills({ env, member }: { env: FrameEnv; member: Member }) {
  if (member.skills.length === 0) return null
  return (
    <section aria-labelledby="skills">
      <h2 id="skills">{env.t.skills}</h2>
      <ul className="tags">
        {member.skills.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
  )
}

function findByProfileOrToken(
  env: FrameEnv,
  params: { public_profile_url?: string; member_token?: string },
): { member: Member | undefined; asked: string } {
  if (params.public_profile_url) {
    return {
      member: findMemberByProfileUrl(env.deps.db, params.public_profile_url),
      asked: params.public_profile_url,
    }
  }
  if (params.member_token) {
    return {
      member: findMemberByToken(env.deps.db, params.member_token),
      asked: params.member_token,
    }
  }
  throw new RefusedInput([{ field: 'public_profile_url', message: 'is required' }])
}

export function registerMemberFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  // The public profile page the frames link to (a page of its own, not a frame).
  registerFrame(app, deps, {
    path: '/in/:slug',
    shape: { slug: z.string().regex(/^[a-z0-9-]{2,100}$/i, { message: 'must be a profile name' }) },
    render: (env, params) => {
      const member = findMemberByProfileUrl(env.deps.db, params.slug)
      if (!member) return memberNotFound(env, params.slug)
      return {
        title: fullName(member),
        body: (
          <>
            <MemberCard env={env} member={member} />
            {member.summary ? <p>{member.summary}</p> : null}
            <Experience env={env} member={member} />
            <Skills env={env} member={member} />
          </>
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/cws/member/public_profile',
    shape: {
      public_profile_url: publicProfileUrlParam,
      format: z
        .enum(['inline', 'click', 'hover'], { message: 'must be inline, click or hover' })
        .optional(),
      related: booleanParam.optional(),
      width: widthParam.optional(),
      text: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
    },
    render: (env, params) => {
      const member = findMemberByProfileUrl(env.deps.db, params.public_profile_url)
      if (!member) return memberNotFound(env, params.public_profile_url)
      const colleagues =
        params.related === false || member.companyId === null
          ? []
          : membersAtCompany(env.deps.db, member.companyId, 4)
              .filter((m) => m.id !== member.id)
              .slice(0, 3)
      return {
        title: fullName(member),
        width: params.width,
        closable: params.format !== 'inline',
        body: (
          <>
            <MemberCard env={env} member={member} />
            {colleagues.length > 0 && member.companyName ? (
              <section aria-labelledby="related">
                <h2 id="related">{env.t.moreFrom(member.companyName)}</h2>
                <MemberList env={env} members={colleagues} />
              </section>
            ) : null}
          </>
        ),
      }
    },
  })

  registerFrame(app, deps, {
    path: '/cws/member/full_profile',
    shape: {
      member_token: memberTokenParam,
      api_key: z.string().regex(/^[\w-]{1,64}$/, { message: 'must be a valid API key' }),
      width: widthParam.optional(),
    },
    render: (env, params) => {
      const member = findMemberByToken(env.deps.db, params.member_token)
      if (!member) return memberNotFound(env, params.member_token)
      return {
        title: fullName(member),
        width: params.width,
        body: (
          <>
            <MemberCard env={env} member={member} />
            {member.summary ? (
              <section aria-labelledby="summary">
                <h2 id="summary">{env.t.summary}</h2>
                <p>{member.summary}</p>
              </section>
            ) : null}
            <Experience env={env} member={member} />
            {member.schoolName ? (
              <section aria-labelledby="education">
                <h2 id="education">{env.t.education}</h2>
                <p>
                  <strong>{member.schoolName}</strong>
                  {member.degree ? `, ${member.degree}` : ''}
                  {member.graduationYear ? ` (${member.graduationYear})` : ''}
                </p>
              </section>
            ) : null}
            <Skills env={env} member={member} />
          </>
        ),
      }
    },
  })

  const followShape = {
    public_profile_url: publicProfileUrlParam,
    format: z.enum(['icon', 'text'], { message: 'must be icon or text' }).optional(),
    size: z.enum(['20', '25', '33', '48'], { message: 'must be 20, 25, 33 or 48' }).optional(),
    width: widthParam.optional(),
  }
  const followMember = (
    env: FrameEnv,
    params: { public_profile_url: string; format?: string; size?: string; width?: number },
    notice?: string,
  ): FrameOutcome => {
    const member = findMemberByProfileUrl(env.deps.db, params.public_profile_url)
    if (!member) return memberNotFound(env, params.public_profile_url)
    const following = env.member
      ? isFollowing(env.deps.db, env.member.id, 'member', member.id)
      : false
    const isSelf = env.member?.id === member.id
    return {
      title: env.t.followName(fullName(member)),
      width: params.width,
      body: (
        <div className={`size-${params.size ?? '20'}`}>
          {notice ? <Notice>{notice}</Notice> : null}
          <p className={params.format === 'icon' ? 'follow-icon' : undefined}>
            {params.format === 'icon' ? (
              <Avatar env={env} member={member} size={Number(params.size ?? 20)} />
            ) : null}
            <span className="count">{formatShareCount(member.followerCount)}</span>{' '}
            <span className="muted">{env.t.followers('').trim()}</span>
          </p>
          {isSelf ? null : <FollowForm env={env} following={following} label={env.t.follow} />}
        </div>
      ),
    }
  }
  const followChange =
    (follow: boolean) => (env: FrameEnv, params: z.output<z.ZodObject<typeof followShape>>) => {
      const member = findMemberByProfileUrl(env.deps.db, params.public_profile_url)
      if (!member) return memberNotFound(env, params.public_profile_url)
      if (!env.member) return signInRequired(env)
      if (env.member.id === member.id) {
        throw new RefusedInput([
          { field: 'public_profile_url', message: 'you cannot follow yourself' },
        ])
      }
      setFollowing(env.deps.db, env.member.id, { type: 'member', id: member.id }, follow, env.now)
      return followMember(env, params, follow ? env.t.following : env.t.unfollow)
    }
  registerFrame(app, deps, {
    path: '/cws/followmember',
    shape: followShape,
    render: (env, params) => followMember(env, params),
    actions: { follow: followChange(true), unfollow: followChange(false) },
  })

  registerFrame(app, deps, {
    path: '/cws/cap/recruiter_member',
    shape: {
      public_profile_url: publicProfileUrlParam.optional(),
      member_token: memberTokenParam.optional(),
    },
    render: (env, params) => {
      const { member, asked } = findByProfileOrToken(env, params)
      if (!member) return memberNotFound(env, asked)
      return {
        title: env.t.recruiterTitle(fullName(member)),
        closable: true,
        body: (
          <>
            <MemberCard env={env} member={member} />
            <p className={member.openToWork ? 'notice' : 'muted'}>
              {member.openToWork ? env.t.openToWork : env.t.notOpenToWork}
            </p>
            <Experience env={env} member={member} />
            <Skills env={env} member={member} />
            <section aria-labelledby="contact">
              <h2 id="contact">{env.t.contactDetails}</h2>
              {env.member ? (
                <p>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </p>
              ) : (
                <p className="muted">{env.t.signInForContact}</p>
              )}
            </section>
            <SessionBar env={env} />
          </>
        ),
      }
    },
  })

  const mailShape = { public_profile_url: publicProfileUrlParam }
  const mailForm = (env: FrameEnv, recipient: Member) => (
    <form method="post" action={env.path}>
      <FormContext env={env} action="send" />
      <Field id="subject" label={env.t.subject}>
        <input id="subject" name="subject" required maxLength={200} />
      </Field>
      <Field id="body" label={env.t.message}>
        <textarea id="body" name="body" required maxLength={2000} rows={5} />
      </Field>
      <button type="submit" className="button">
        {env.t.send}
      </button>
      <p className="muted">{fullName(recipient)}</p>
    </form>
  )
  registerFrame(app, deps, {
    path: '/cws/mail',
    shape: mailShape,
    render: (env, params) => {
      const recipient = findMemberByProfileUrl(env.deps.db, params.public_profile_url)
      if (!recipient) return memberNotFound(env, params.public_profile_url)
      return {
        title: env.t.mailTitle(fullName(recipient)),
        closable: true,
        body: env.member ? mailForm(env, recipient) : <SessionBar env={env} />,
      }
    },
    actions: {
      send: (env, params, form) => {
        const recipient = findMemberByProfileUrl(env.deps.db, params.public_profile_url)
        if (!recipient) return memberNotFound(env, params.public_profile_url)
        if (!env.member) return signInRequired(env)
        const fields = parseForm(
          z.object({ requestId: requestIdParam, subject: textField(200), body: textField(2000) }),
          form,
        )
        if (recipient.id === env.member.id) {
          throw new RefusedInput([
            { field: 'public_profile_url', message: 'you cannot message yourself' },
          ])
        }
        sendMessage(env.deps.db, {
          requestId: fields.requestId,
          senderId: env.member.id,
          recipientId: recipient.id,
          subject: fields.subject,
          body: fields.body,
          now: env.now,
        })
        return {
          title: env.t.mailTitle(fullName(recipient)),
          closable: true,
          result: { type: 'success', data: { sent: true } },
          body: <Notice>{env.t.messageSent}</Notice>,
        }
      },
    },
  })
}
