/**
 * Split testing's browser surface for other features' pages: `<AbConversion kind="shop" />` on the
 * order-received page records the purchase a test is waiting for (spec 4.3); it loads on demand.
 * Islands start their behaviour with `useAfterAbTests` (instead of `useEffect`), so on a page with
 * a test they start only once every test has answered (spec 4.3).
 */
export { AbConversion } from './internal/render/lazy.client'
export { useAfterAbTests, whenAbTestsAnswered } from './internal/ready'
