import { describe, expect, it } from 'vitest'

import * as sdk from '../src/index'

describe('the public surface', () => {
  it('exports at run time only the factory, the Network class (the type of IN) and the errors', () => {
    const { createNetwork, Network, ...errors } = sdk
    expect(typeof createNetwork).toBe('function')
    expect(typeof Network).toBe('function')
    expect(Object.keys(errors).sort()).toEqual([
      'ApiCommandError',
      'ApiResponseError',
      'DeprecatedError',
      'ExtensionNotRegisteredError',
      'MissingUrlError',
      'NetworkError',
      'NoXdObjectError',
      'OptionsFrozenError',
      'ScriptLoadError',
      'SignInError',
      'TagAttributeError',
      'TagInstantiationError',
      'UnknownTypeError',
    ])
    for (const ErrorClass of Object.values(errors))
      expect(
        ErrorClass === sdk.NetworkError || ErrorClass.prototype instanceof sdk.NetworkError,
      ).toBe(true)
  })
})
