import type { Field, GroupField, Option } from 'payload'

import { animationDirections, animationFamilies, speedCurves } from './resolve'

const familyLabels: Record<(typeof animationFamilies)[number], { sv: string; en: string }> = {
  fade: { sv: 'Tona in', en: 'Fade' },
  slide: { sv: 'Glid in', en: 'Slide' },
  bounce: { sv: 'Studsa in', en: 'Bounce' },
  zoom: { sv: 'Zooma in', en: 'Zoom' },
  flip: { sv: 'Vänd in', en: 'Flip' },
  fold: { sv: 'Vik ut', en: 'Fold' },
  roll: { sv: 'Rulla in', en: 'Roll' },
}

const directionLabels: Record<(typeof animationDirections)[number], { sv: string; en: string }> = {
  Top: { sv: 'uppifrån', en: 'from the top' },
  Right: { sv: 'från höger', en: 'from the right' },
  Bottom: { sv: 'nedifrån', en: 'from the bottom' },
  Left: { sv: 'från vänster', en: 'from the left' },
}

const styleOptions: Option[] = [
  { label: { sv: 'Ingen', en: 'None' }, value: 'none' },
  ...animationFamilies.flatMap((family) =>
    animationDirections.map((direction) => ({
      label: {
        sv: `${familyLabels[family].sv} ${directionLabels[direction].sv}`,
        en: `${familyLabels[family].en} ${directionLabels[direction].en}`,
      },
      value: `${family}${direction}`,
    })),
  ),
]

const curveOptions: Option[] = speedCurves.map((curve) => ({ label: curve, value: curve }))

const repeatOptions: Option[] = [
  { label: { sv: 'En gång', en: 'Once' }, value: 'once' },
  { label: { sv: 'Upprepa hela tiden', en: 'Loop forever' }, value: 'loop' },
]

/**
 * Postgres names an enum after its table and column path, which for a select this deep inside a page
 * block exceeds the 63-character identifier limit. Long names keep a readable prefix and gain a short
 * hash of the full name, so they stay unique and stable.
 */
export function shortEnumName(tableName: string, column: string): string {
  const full = `enum_${tableName}_${column}`
  if (full.length <= 63) return full
  let hash = 2166136261
  for (let i = 0; i < full.length; i++) hash = Math.imul(hash ^ full.charCodeAt(i), 16777619)
  const tag = (hash >>> 0).toString(36)
  return `enum_${tableName.slice(0, 62 - 6 - tag.length - column.length - 1)}_${tag}_${column}`
}

type Variant = '' | '_tablet' | '_phone'

const hasStyle = (_: unknown, sibling: Record<string, unknown> | undefined) =>
  ['style', 'style_tablet', 'style_phone'].some((name) => {
    const value = sibling?.[name]
    return typeof value === 'string' && value !== '' && value !== 'none'
  })

function select(
  name: string,
  label: { sv: string; en: string },
  options: Option[],
  width: string,
): Field {
  return {
    name,
    type: 'select',
    label,
    options,
    enumName: ({ tableName }: { tableName: string }) => shortEnumName(tableName, name),
    admin: { width },
  } as Field
}

function deviceFields(variant: Variant): Field[] {
  const inherit = variant
    ? { sv: 'Tomt = samma som större skärm.', en: 'Empty = same as the larger screen.' }
    : undefined
  return [
    {
      type: 'row',
      fields: [
        select(`style${variant}`, { sv: 'Animation', en: 'Animation' }, styleOptions, '50%'),
        select(`repeat${variant}`, { sv: 'Upprepning', en: 'Repeat' }, repeatOptions, '25%'),
        select(
          `speedCurve${variant}`,
          { sv: 'Hastighetskurva', en: 'Speed curve' },
          curveOptions,
          '25%',
        ),
      ],
    },
    {
      type: 'row',
      admin: { condition: hasStyle },
      fields: [
        {
          name: `duration${variant}`,
          type: 'number',
          min: 0,
          max: 10000,
          label: { sv: 'Längd (ms)', en: 'Duration (ms)' },
          admin: { width: '25%', placeholder: variant ? '' : '1000', description: inherit },
        },
        {
          name: `delay${variant}`,
          type: 'number',
          min: 0,
          max: 10000,
          label: { sv: 'Fördröjning (ms)', en: 'Delay (ms)' },
          admin: { width: '25%', placeholder: variant ? '' : '0' },
        },
        {
          name: `intensity${variant}`,
          type: 'number',
          min: 0,
          max: 100,
          label: { sv: 'Intensitet (0–100)', en: 'Intensity (0–100)' },
          admin: { width: '25%', placeholder: variant ? '' : '50' },
        },
        {
          name: `startingOpacity${variant}`,
          type: 'number',
          min: 0,
          max: 100,
          label: { sv: 'Startopacitet (%)', en: 'Starting opacity (%)' },
          admin: { width: '25%', placeholder: variant ? '' : '0' },
        },
      ],
    },
  ]
}

/**
 * The animation group of the common settings: a scroll-triggered entrance animation with its timing,
 * each value settable per device (spec 3.6: `_tablet` and `_phone` variants override desktop).
 */
export function animationField(): GroupField {
  return {
    name: 'animation',
    type: 'group',
    label: { sv: 'Animation vid scroll', en: 'Scroll animation' },
    admin: {
      description: {
        sv: 'Spelas en gång när elementet rullas in i bild. Av i förhandsvisningen och för besökare som valt minskad rörelse.',
        en: 'Runs when the element scrolls into view. Off in the preview and for visitors who prefer reduced motion.',
      },
    },
    fields: [
      ...deviceFields(''),
      {
        type: 'collapsible',
        label: { sv: 'Surfplatta', en: 'Tablet' },
        admin: { initCollapsed: true },
        fields: deviceFields('_tablet'),
      },
      {
        type: 'collapsible',
        label: { sv: 'Mobil', en: 'Phone' },
        admin: { initCollapsed: true },
        fields: deviceFields('_phone'),
      },
    ],
  }
}
