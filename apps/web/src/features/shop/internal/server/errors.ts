/** A refusal the visitor should read, in Swedish; `field` points at the form field in error. */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message)
    this.name = 'ShopError'
  }
}
