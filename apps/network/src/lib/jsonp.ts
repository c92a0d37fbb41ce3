// JSONP callbacks end up as executable script on someone else's page, so only plain (optionally dotted)
// identifiers are accepted; anything else is refused rather than escaped.
const CALLBACK_PATTERN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/
const CALLBACK_MAX_LENGTH = 128

/** Returns the callback name trimmed if it is a safe identifier path, otherwise undefined. */
export function cleanCallback(raw: string): string | undefined {
  const name = raw.trim()
  if (name.length === 0 || name.length > CALLBACK_MAX_LENGTH) return undefined
  return CALLBACK_PATTERN.test(name) ? name : undefined
}

/** Script body calling `callback` with `payload`; JSON is valid JavaScript since ES2019. */
export function jsonpBody(callback: string, payload: unknown): string {
  return `${callback}(${JSON.stringify(payload)});`
}
