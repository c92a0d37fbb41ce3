/**
 * The event a successful send dispatches on window, for the A/B testing feature to record as the
 * `con_goal` conversion (spec 4.3, 4.4): `{ type: 'con_goal', form: formNum }`.
 */
export const CONVERSION_EVENT = 'smedja:conversion'
export type ConversionDetail = { type: 'con_goal'; form: number }

export function dispatchConversion(formNum: number): void {
  window.dispatchEvent(
    new CustomEvent<ConversionDetail>(CONVERSION_EVENT, {
      detail: { type: 'con_goal', form: formNum },
    }),
  )
}
