export { Network, createNetwork, type CreateNetworkConfig } from './network'
export * from './errors'
export {
  URL_PATHS,
  applyOptions,
  defaultOptions,
  normalizeOptionName,
  parseOptionValue,
  parseScriptOptions,
  type NetworkOptions,
  type NetworkUrls,
  type OptionInput,
} from './options'
export { LEGACY_ALIASES } from './events'
export { validateAttributes, type AttributeRule, type AttributeRules } from './attributes'
export { formatCalloutCount, formatShareCount, acceptCount } from './count'
export { PLACEMENTS, placeHovercard, inlineWidth, type Placement } from './placement'
export { CalloutState, LinkState, STATE_RESET_MS } from './ui'
export { renderTemplate } from './template'
export { MemberDataMerge, memberKey } from './memberData'
export { normalizeCredentials, crc32, type Credentials } from './session'
export { detectFrame } from './frame'
export { BUILT_IN_TAGS, type TagDefinition, type TagInstance, type TagContext } from './tags'
export type { ApiTransport, ApiRequest, ApiResponse } from './api/transport'
export { ApiCommand } from './api/command'
export type { NetworkApi } from './api/resources'
export { WidgetWindow, type WindowMode } from './windows'
