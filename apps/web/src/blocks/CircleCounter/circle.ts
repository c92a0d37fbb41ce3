/** Spec 9.5: the ring is drawn with a 5 px line… */
export const CIRCLE_COUNTER_LINE_WIDTH = 5

/** …on a 225 px circle (the chart's size), scaled down with narrower columns. */
export const CIRCLE_COUNTER_SIZE = 225
