import { hasConsent, openConsentPreferences } from '@/features/consent/client'

import { BOT_CHALLENGE_PATH } from '../../routing'
import type { HostedCheck } from './hosted'

/**
 * The browser's half of the bot protection (spec 6): a token per interaction. It asks our server for
 * a challenge bound to the action and solves it in a Web Worker (SHA-256 by brute force, as ALTCHA
 * defines it), so the page stays responsive. When the site uses a hosted check instead (reCAPTCHA v3
 * or a service with its API), the server names its script and site key: the script is loaded (once
 * the visitor allows functional cookies, being a third party) and asked for a token for the action.
 * This module is imported only when a visitor starts using a protected form.
 */

type Challenge = {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

// The worker's whole program: try numbers until SHA-256(salt + n) is the challenge.
const SOLVER = `onmessage=async(e)=>{const{algorithm,challenge,salt,max}=e.data;const enc=new TextEncoder();for(let n=0;n<=max;n++){const d=new Uint8Array(await crypto.subtle.digest(algorithm,enc.encode(salt+n)));let h='';for(const b of d)h+=b.toString(16).padStart(2,'0');if(h===challenge){postMessage(n);return}}postMessage(-1)}`

export class BotCheckError extends Error {
  /** What to tell the visitor, when it is more than "try again". */
  readonly visitorMessage?: string

  constructor(message: string, visitorMessage?: string) {
    super(message)
    this.name = 'BotCheckError'
    this.visitorMessage = visitorMessage
  }
}

/** Shown when a hosted check needs the visitor's consent first (the preferences dialog opens too). */
export const HOSTED_CHECK_NEEDS_CONSENT =
  'Formuläret skyddas mot robotar av en tjänst från tredje part. Tillåt funktionella kakor i cookie-inställningarna och skicka igen.'

type Grecaptcha = {
  ready: (run: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

let hostedScript: Promise<Grecaptcha> | null = null

function loadHostedScript(check: HostedCheck): Promise<Grecaptcha> {
  hostedScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    const url = new URL(check.script)
    url.searchParams.set('render', check.siteKey)
    script.src = url.href
    script.async = true
    script.onload = () => {
      const api = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
      if (api) api.ready(() => resolve(api))
      else reject(new BotCheckError('hosted check: no grecaptcha after load'))
    }
    script.onerror = () => reject(new BotCheckError('hosted check: script failed'))
    document.head.append(script)
  }).catch((error: unknown) => {
    hostedScript = null
    throw error
  })
  return hostedScript
}

async function hostedToken(check: HostedCheck, action: string): Promise<string> {
  if (!hasConsent('functional')) {
    openConsentPreferences()
    throw new BotCheckError('hosted check: no consent', HOSTED_CHECK_NEEDS_CONSENT)
  }
  const api = await loadHostedScript(check)
  return api.execute(check.siteKey, { action })
}

function solve(challenge: Challenge): Promise<number> {
  const url = URL.createObjectURL(new Blob([SOLVER], { type: 'text/javascript' }))
  const worker = new Worker(url)
  return new Promise<number>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<number>) =>
      event.data < 0 ? reject(new BotCheckError('no solution')) : resolve(event.data)
    worker.onerror = () => reject(new BotCheckError('solver failed'))
    worker.postMessage({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      max: challenge.maxnumber ?? 1_000_000,
    })
  }).finally(() => {
    worker.terminate()
    URL.revokeObjectURL(url)
  })
}

/** A fresh bot-protection token for `action` (e.g. botActionContact(0)); each token works once. */
export async function getBotToken(action: string): Promise<string> {
  const response = await fetch(`${BOT_CHALLENGE_PATH}?action=${encodeURIComponent(action)}`, {
    cache: 'no-store',
    credentials: 'omit',
  })
  if (!response.ok) throw new BotCheckError(`challenge ${response.status}`)
  const challenge = (await response.json()) as Challenge | HostedCheck
  if ('provider' in challenge) return hostedToken(challenge, action)
  const number = await solve(challenge)
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  )
}
