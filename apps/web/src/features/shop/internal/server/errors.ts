import type { Validated } from '../formFields'

/** A refusal the visitor should read, in Swedish; `field` points at the form field in error. */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly errors: { field: string; message: string }[] = [],
    /** What the log says about it, when that is more than the message (the visitor's own mistake). */
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'ShopError'
  }
}

/** A validated form's data, or a refusal naming every field in error (the first one as the message). */
export function requireValid<T>(result: Validated<T>): T {
  if (result.ok) return result.data
  throw new ShopError(result.errors[0]?.message ?? 'Kontrollera uppgifterna.', 400, result.errors)
}

/** The HTTP status Payload gave an error (its error classes are not reliable across server bundles). */
export const payloadStatus = (error: unknown): number | undefined =>
  (error as { status?: number })?.status
