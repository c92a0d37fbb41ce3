/**
 * Split testing's browser surface for other features' pages: `<AbConversion kind="shop" />` on the
 * order-received page records the purchase a test is waiting for (spec 4.3); it loads on demand.
 */
export { AbConversion } from './internal/render/lazy.client'
