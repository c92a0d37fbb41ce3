/** Base class of every error the network SDK raises. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/** An option was changed after the framework initialized. */
export class OptionsFrozenError extends NetworkError {
  constructor(readonly option: string) {
    super('Cannot modify options once the framework has initialized (...)')
  }
}

/** A required URL setting (urls.userSession, urls.signin) is empty. */
export class MissingUrlError extends NetworkError {}

/** This window has no cross-domain channel (no parent, opener or channel id) to talk to. */
export class NoXdObjectError extends NetworkError {
  constructor(readonly url: string) {
    super(`No XD object is available from this page: ${url}`)
  }
}

/** A tag's type is neither built in nor available as an extension. */
export class UnknownTypeError extends NetworkError {
  constructor(readonly tagName: string) {
    super(`Unknown type '${tagName}'`)
  }
}

/** An extension script loaded but did not register the tag it was loaded for. */
export class ExtensionNotRegisteredError extends NetworkError {
  constructor(readonly tagName: string) {
    super(`Extension '${tagName}' was loaded but not registered`)
  }
}

/** A script (extension or JSONP) could not be loaded. */
export class ScriptLoadError extends NetworkError {
  constructor(readonly url: string) {
    super(`Could not load script ${url}`)
  }
}

/** A tag of a known type could not be created, usually because an attribute is invalid. */
export class TagInstantiationError extends NetworkError {
  constructor(
    readonly tagName: string,
    readonly reason: string,
  ) {
    super(`Could not instantiate tag for '${tagName}': ${reason}`)
  }
}

/** A tag attribute is missing or does not match its rule. */
export class TagAttributeError extends NetworkError {}

/** An API command was used wrongly (bad arguments, or changed after it executed). */
export class ApiCommandError extends NetworkError {}

/** The API answered with an error (a raw_message or errorCode in the response). */
export class ApiResponseError extends NetworkError {
  constructor(
    message: string,
    readonly status: number,
    readonly response: unknown,
  ) {
    super(message)
  }
}

/** A sign-in attempt failed (state mismatch, no access token, or the window was closed). */
export class SignInError extends NetworkError {}

/** A legacy function that was removed from the framework was called. */
export class DeprecatedError extends NetworkError {
  constructor(readonly functionName: string) {
    super(`${functionName} has been deprecated and removed`)
  }
}
