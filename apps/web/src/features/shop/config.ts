/**
 * What payload.config.ts registers for the shop. Kept apart from index.ts (the app's surface) so the
 * config never imports React components or the Payload client.
 */
export { shopCollections, shopPlugin } from './plugin'
