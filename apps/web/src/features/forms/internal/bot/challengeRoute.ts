import { z } from 'zod'

import { BOT_ACTION } from './actions'
import { createBotChallenge } from './altcha'
import { hostedCheckFromEnv } from './hosted'

const query = z.object({
  action: z.string().regex(BOT_ACTION, 'Okänd åtgärd för robotkontrollen.'),
})

/**
 * GET /api/robotskydd?action=…: a proof-of-work challenge bound to one form's action, or, when the
 * site uses a hosted check, its script and site key. Never cached: each interaction gets its own.
 */
export async function getBotChallenge(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? 'Ogiltig fråga.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  const hosted = hostedCheckFromEnv()
  if (hosted === 'unconfigured')
    return Response.json(
      { error: 'Robotkontrollen är inte inställd på webbplatsen.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  if (hosted) return Response.json(hosted, { headers: { 'Cache-Control': 'no-store' } })
  const challenge = await createBotChallenge(parsed.data.action)
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
