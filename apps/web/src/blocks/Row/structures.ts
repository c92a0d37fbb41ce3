/** Row column structures offered by the builder, written as comma-separated fractions ('1_3,2_3'). */
export const rowStructures = [
  '1_1',
  '1_2,1_2',
  '1_3,1_3,1_3',
  '1_4,1_4,1_4,1_4',
  '1_5,1_5,1_5,1_5,1_5',
  '1_6,1_6,1_6,1_6,1_6,1_6',
  '2_3,1_3',
  '1_3,2_3',
  '3_4,1_4',
  '1_4,3_4',
  '1_4,1_2,1_4',
  '1_2,1_4,1_4',
  '1_4,1_4,1_2',
  '3_5,2_5',
  '2_5,3_5',
  '3_8,5_8',
  '5_8,3_8',
] as const

export type RowStructure = (typeof rowStructures)[number]

export type ColumnFraction = { type: string; numerator: number; denominator: number }

/** '1_3,2_3' -> [{ type: '1_3', numerator: 1, denominator: 3 }, ...]; unknown input gives one full column. */
export function parseStructure(structure: string | null | undefined): ColumnFraction[] {
  const parts = (structure ?? '1_1').split(',')
  const fractions: ColumnFraction[] = []
  for (const part of parts) {
    const match = /^(\d)_(\d)$/.exec(part.trim())
    if (!match) return [{ type: '1_1', numerator: 1, denominator: 1 }]
    const numerator = Number(match[1])
    const denominator = Number(match[2])
    if (numerator < 1 || numerator > denominator)
      return [{ type: '1_1', numerator: 1, denominator: 1 }]
    fractions.push({ type: `${numerator}_${denominator}`, numerator, denominator })
  }
  return fractions
}

/** CSS grid template for the desktop layout: each column gets its fraction of 120 equal tracks. */
export function gridTemplate(structure: string | null | undefined): string {
  return parseStructure(structure)
    .map(({ numerator, denominator }) => `${(numerator * 120) / denominator}fr`)
    .join(' ')
}

export function structureLabel(structure: string): string {
  return structure.replaceAll('_', '/').replaceAll(',', ' + ')
}
