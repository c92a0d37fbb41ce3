/** A bot-protection check's answer: `reason` for the log, `message` (Swedish) for the visitor. */
export type BotVerdict = { ok: true } | { ok: false; reason: string; message: string }
