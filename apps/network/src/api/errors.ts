import type { Context } from 'hono'

export type ApiStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422

/** A refusal the API answers in its error format: { errorCode, message, status, timestamp }. */
export class ApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    message: string,
  ) {
    super(message)
  }
}

export function errorBody(status: number, message: string, now: Date) {
  return { errorCode: 0, message, status, timestamp: now.getTime() }
}

export function sendError(c: Context, error: ApiError, now: Date) {
  return c.json(errorBody(error.status, error.message, now), error.status)
}
