import { readText } from './readText'

export type Fields = Record<string, unknown>

export type FieldsRead =
  | { ok: true; fields: Fields }
  | { ok: false; problem: 'too-large' }
  /** JSON that does not parse, or parses to something other than an object; `detail` says which. */
  | { ok: false; problem: 'malformed'; detail: string }

/**
 * Reads a JSON, form-encoded or multipart body into one flat object of fields. Form files are
 * dropped, and a body of any other type reads as no fields. Each endpoint decides how to answer a
 * body that is too large or malformed, so this only reports it.
 */
export async function readFields(
  request: Request,
  { maxLength = Infinity }: { maxLength?: number } = {},
): Promise<FieldsRead> {
  if (Number(request.headers.get('content-length') ?? 0) > maxLength)
    return { ok: false, problem: 'too-large' }
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const read = await readText(request, maxLength)
    return read.ok ? parseObject(read.text) : read
  }
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data'))
    return { ok: true, fields: {} }
  const form = await request.formData().catch(() => null)
  const fields: Fields = {}
  form?.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value
  })
  return { ok: true, fields }
}

function parseObject(text: string): FieldsRead {
  let json: unknown
  try {
    // An empty body is an empty form, as a form post without fields would be.
    json = JSON.parse(text || '{}')
  } catch (error) {
    return { ok: false, problem: 'malformed', detail: (error as Error).message }
  }
  return json && typeof json === 'object' && !Array.isArray(json)
    ? { ok: true, fields: json as Fields }
    : { ok: false, problem: 'malformed', detail: 'the JSON body is not an object' }
}
