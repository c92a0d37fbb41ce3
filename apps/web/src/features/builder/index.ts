/**
 * The builder (issue 20): editors arrange a page on its live preview. The canvas marks each section,
 * row, column and module with these attributes in builder mode only, so the overlay can find the
 * block under the pointer by its id; the public page carries none of them.
 */
export type BuilderKind = 'section' | 'row' | 'column' | 'module'

export type BuilderTargetAttributes = {
  'data-builder-id'?: string
  'data-builder-kind'?: BuilderKind
  'data-builder-label'?: string
  /** The block's type (its slug): the nesting rules say where it may be dropped. */
  'data-builder-type'?: string
}

export function builderTargetAttributes(
  builderMode: boolean,
  kind: BuilderKind,
  id: string | null | undefined,
  label: string,
  blockType?: string,
): BuilderTargetAttributes {
  if (!builderMode || !id) return {}
  const type = blockType ?? (kind === 'section' || kind === 'row' ? kind : undefined)
  return {
    'data-builder-id': id,
    'data-builder-kind': kind,
    'data-builder-label': label,
    ...(type ? { 'data-builder-type': type } : {}),
  }
}

/**
 * What an empty column shows in builder mode, so it can be seen and dropped into (a drop goes to the
 * column around the element under the pointer).
 */
export const emptyColumnHint = {
  text: 'Dra hit en modul',
  attributes: { 'data-builder-placeholder': '' },
  style: {
    margin: 0,
    padding: '1.5rem 1rem',
    border: '2px dashed currentColor',
    borderRadius: 4,
    textAlign: 'center',
  },
} as const

/**
 * Marks a module's plain text (a heading, a button label) as editable in place in builder mode:
 * `field` is the field's path in the block (`text`, `link.label`). Nothing on the public page.
 */
export function builderTextAttributes(
  builderMode: boolean,
  field: string,
): { 'data-builder-text'?: string } {
  return builderMode ? { 'data-builder-text': field } : {}
}
