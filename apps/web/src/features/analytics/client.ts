/**
 * First-party analytics in the browser. The layout mounts the tracker on every page (slots.tsx);
 * a module is tagged by its editor ("Statistik" in the advanced settings), which renders
 * `data-analytics-category`, `-action` and `-label` (routing.ts `analyticsAttributes`); a click inside a
 * tagged element sends an event. Nothing here needs importing for that.
 *
 * `trackEvent` is for an island whose interaction is not a click (a slide change, a form step).
 */
export { trackEvent } from './internal/client/trackEvent'
