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
}

export function builderTargetAttributes(
  builderMode: boolean,
  kind: BuilderKind,
  id: string | null | undefined,
  label: string,
): BuilderTargetAttributes {
  if (!builderMode || !id) return {}
  return { 'data-builder-id': id, 'data-builder-kind': kind, 'data-builder-label': label }
}
