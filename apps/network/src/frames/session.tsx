import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { findMemberByEmail, type Member } from '../data/network.js'
import { recentSignInFailures, recordSignInFailure, SIGN_IN_MAX_FAILURES } from '../data/writes.js'
import { verifyPassword } from '../lib/password.js'
import { signIn, signOut } from '../lib/session.js'
import {
  Field,
  FormContext,
  type FrameEnv,
  type FrameOutcome,
  type FrameView,
  fullName,
  Notice,
  parseForm,
  registerFrame,
} from './kit.js'

export function loginForm(env: FrameEnv, failed: boolean | 'throttled'): FrameView {
  return {
    title: env.t.loginTitle,
    closable: true,
    status: failed === 'throttled' ? 429 : failed ? 401 : 200,
    body: (
      <form method="post" action={env.path}>
        <FormContext env={env} action="login" />
        {failed ? (
          <p className="error" role="alert">
            {failed === 'throttled' ? env.t.loginThrottled : env.t.loginFailed}
          </p>
        ) : null}
        <Field id="email" label={env.t.email}>
          <input
            id="email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="username"
          />
        </Field>
        <Field id="password" label={env.t.password}>
          <input
            id="password"
            name="password"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
          />
        </Field>
        <button type="submit" className="button">
          {env.t.signIn}
        </button>
        <p className="muted">{env.t.demoHint}</p>
      </form>
    ),
  }
}

function signedIn(env: FrameEnv, name: string): FrameView {
  return {
    title: env.t.loginTitle,
    closable: true,
    // The protocol's 'login': the opener (a frame or the page) reloads its credentials.
    result: { type: 'login', data: { status: 'success' }, close: true },
    body: <Notice>{env.t.loginDone(name)}</Notice>,
  }
}

/**
 * Checks the posted email and password; on success starts a session (cookie) and returns the member.
 * A failure is logged without the password; after too many for one address, tries are refused for a while.
 */
export function attemptSignIn(
  env: FrameEnv,
  form: Record<string, string>,
): Member | 'throttled' | undefined {
  const fields = parseForm(
    z.object({
      email: z.string().trim().min(1, { message: 'is required' }).max(254),
      password: z.string().min(1, { message: 'is required' }).max(200),
    }),
    form,
  )
  const email = fields.email.toLowerCase()
  if (recentSignInFailures(env.deps.db, email, env.now) >= SIGN_IN_MAX_FAILURES) {
    env.deps.logger.warn('sign_in_throttled', { email })
    return 'throttled'
  }
  const member = findMemberByEmail(env.deps.db, email)
  if (!member || !verifyPassword(fields.password, member.passwordHash)) {
    recordSignInFailure(env.deps.db, email, env.now)
    env.deps.logger.warn('sign_in_failed', { email })
    return undefined
  }
  signIn(env.c, env.deps, member.id)
  return member
}

const SETTINGS_SCRIPT = `(function () {
  var box = document.getElementById('debug');
  if (!box) return;
  try { box.checked = localStorage.getItem('xdoor.debug') === 'true'; } catch (e) {}
  box.addEventListener('change', function () {
    try {
      if (box.checked) localStorage.setItem('xdoor.debug', 'true');
      else localStorage.removeItem('xdoor.debug');
    } catch (e) {}
  });
})();`

export function registerSessionFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/cws/login',
    shape: {},
    render: (env) => (env.member ? signedIn(env, fullName(env.member)) : loginForm(env, false)),
    actions: {
      login: (env, _params, form): FrameOutcome => {
        const member = attemptSignIn(env, form)
        if (member === 'throttled') return loginForm(env, 'throttled')
        return member ? signedIn(env, fullName(member)) : loginForm(env, true)
      },
    },
  })

  const settings = (env: FrameEnv, notice?: string): FrameView => {
    const sdk = env.deps.sdk.read()
    return {
      title: env.t.settingsTitle,
      closable: true,
      script: SETTINGS_SCRIPT,
      body: (
        <>
          {notice ? <Notice>{notice}</Notice> : null}
          <dl>
            <dt>{env.t.settingsSession}</dt>
            <dd>{env.member ? env.t.signedInAs(fullName(env.member)) : env.t.notSignedIn}</dd>
            <dt>{env.t.settingsSdk}</dt>
            <dd>
              {sdk
                ? env.t.sdkBuilt(env.num(sdk.size), sdk.etag.replace(/"/g, ''))
                : env.t.sdkMissing}
            </dd>
            <dt>{env.t.settingsEmbedder}</dt>
            <dd>{env.xdOrigin ?? env.t.none}</dd>
            <dt>{env.t.settingsChannel}</dt>
            <dd>{env.xdChannel ?? env.t.none}</dd>
            <dt>{env.t.serverTime}</dt>
            <dd>
              <time dateTime={env.now.toISOString()}>{env.now.toISOString()}</time>
            </dd>
          </dl>
          <div className="check">
            <input id="debug" type="checkbox" aria-describedby="debug-help" />
            <label htmlFor="debug">{env.t.debugLabel}</label>
          </div>
          <p id="debug-help" className="muted">
            {env.t.debugHelp}
          </p>
          {env.member ? (
            <form method="post" action={env.path}>
              <FormContext env={env} action="logout" />
              <button type="submit" className="button secondary">
                {env.t.signOut}
              </button>
            </form>
          ) : null}
        </>
      ),
    }
  }
  registerFrame(app, deps, {
    path: '/cws/settings',
    shape: {},
    render: (env) => settings(env),
    actions: {
      logout: (env) => {
        signOut(env.c, env.deps)
        return settings({ ...env, member: undefined }, env.t.signedOut)
      },
    },
  })
}
