/**
 * Split (A/B) testing's server surface and domain types (issue 19).
 */
export type { AbTest } from './internal/server/tests'
export type { RecordType } from './internal/contract'
export { RECORD_TYPES } from './internal/contract'
