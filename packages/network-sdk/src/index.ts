// The package's public surface: what a page author (or the author of an extension tag) uses. The
// IIFE build (iife.ts) exposes one Network as window.IN; everything else stays internal, so the
// package's own tests import it from its source file.
export { Network, createNetwork, type CreateNetworkConfig } from './network'
// Every error class (errors.ts holds nothing else): callers tell failures apart with instanceof.
export * from './errors'

// The types of IN's members and of createNetwork's config.
export type { NetworkOptions, NetworkUrls, OptionInput } from './options'
export type { Credentials } from './session'
export type { NetworkApi } from './api/resources'
export type { ApiTransport, ApiRequest, ApiResponse } from './api/transport'
export type { WindowMode } from './windows'
// IN.Tags.register(name, definition): what an extension tag is given and must return.
export type { TagDefinition, TagInstance, TagContext } from './tags'
export type { AttributeRule, AttributeRules } from './attributes'
