import { BOT_CHALLENGE_PATH } from '../../routing'

/**
 * The browser's half of the bot protection (spec 6): a token per interaction. It fetches a challenge
 * bound to the action from our server and solves it in a Web Worker (SHA-256 by brute force, as ALTCHA
 * defines it), so the page stays responsive. This module is imported only when a visitor starts
 * using a protected form.
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
  constructor(message: string) {
    super(message)
    this.name = 'BotCheckError'
  }
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
  const challenge = (await response.json()) as Challenge
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
