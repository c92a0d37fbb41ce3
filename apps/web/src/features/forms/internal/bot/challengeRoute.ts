import { z } from 'zod'

import { BOT_ACTION } from './actions'
import { createBotChallenge } from './altcha'

const query = z.object({
  action: z.string().regex(BOT_ACTION, 'Okänd åtgärd för robotkontrollen.'),
})

/**
 * GET /api/robotskydd?action=…: a proof-of-work challenge bound to one form's action. Never cached:
 * each interaction gets its own.
 */
export async function getBotChallenge(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? 'Ogiltig fråga.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  const challenge = await createBotChallenge(parsed.data.action)
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
