export type TextRead = { ok: true; text: string } | { ok: false; problem: 'too-large' }

/**
 * A request's body as text, refused when longer than `maxLength` characters: before reading when the
 * request declares its length, after reading when it does not (a chunked body has no length).
 */
export async function readText(request: Request, maxLength = Infinity): Promise<TextRead> {
  if (Number(request.headers.get('content-length') ?? 0) > maxLength)
    return { ok: false, problem: 'too-large' }
  const text = await request.text()
  if (text.length > maxLength) return { ok: false, problem: 'too-large' }
  return { ok: true, text }
}
