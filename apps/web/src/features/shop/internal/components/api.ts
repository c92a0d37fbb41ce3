/** Browser side of the shop's requests: JSON in, `{ success, data }` out, Swedish messages on failure. */
export type ApiFailure = { message: string; errors: { field: string; message: string }[] }

export class ShopRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message)
  }
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw new ShopRequestError({
      message: 'Ingen kontakt med servern. Kontrollera din uppkoppling och försök igen.',
      errors: [],
    })
  }
  const json = (await res.json().catch(() => null)) as { success: boolean; data: unknown } | null
  if (!json)
    throw new ShopRequestError({ message: 'Något gick fel. Försök igen om en stund.', errors: [] })
  if (!json.success) {
    const data = json.data as Partial<ApiFailure>
    throw new ShopRequestError({
      message: data.message ?? 'Något gick fel.',
      errors: data.errors ?? [],
    })
  }
  return json.data as T
}

/** Tells the header (and anything else listening) the new cart count. */
export function announceCart(count: number) {
  window.dispatchEvent(new CustomEvent('smedja:cart', { detail: { count } }))
}
