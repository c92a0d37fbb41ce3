/** Icon names a blurb can show; paths are drawn by us on a 24x24 grid. */
export const blurbIcons = {
  wrench:
    'M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  gear: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 4-2.1.7-.5 1.3 1 2-1.4 1.4-2-1-1.3.5L14 21h-4l-.7-2.1-1.3-.5-2 1L4.6 18l1-2-.5-1.3L3 14v-4l2.1-.7.5-1.3-1-2L6 4.6l2 1 1.3-.5L10 3h4l.7 2.1 1.3.5 2-1L19.4 6l-1 2 .5 1.3L21 10z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z',
  // A ring (the inner circle runs the other way, so it is cut out) with the hands inside.
  clock:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm1 3h-2v6l5 3 1-1.7-4-2.3z',
  chart: 'M4 20h16v2H2V2h2zm3-3V9h3v8zm5 0V5h3v12zm5 0v-6h3v6z',
  leaf: 'M20 3C9 3 4 9 4 16c0 1.6.3 3 .9 4.3L7 18c1-3 4-7 9-9-4 3-6 6-7 10 6 0 11-6 11-16z',
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
} as const

export type BlurbIcon = keyof typeof blurbIcons
