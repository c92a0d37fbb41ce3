'use client'

import {
  FieldDescription,
  FieldError,
  FieldLabel,
  useConfig,
  useField,
  useFormFields,
} from '@payloadcms/ui'
import type { ClientField, TextFieldClientComponent } from 'payload'
import { reduceFieldsToValues } from 'payload/shared'
import { useMemo } from 'react'

import { blockChoices, type BlockChoice, type BlockKind, type LayoutLike } from '../layoutTree'

type Labels = string | Record<string, string> | undefined

const swedish = (labels: Labels, fallback: string) =>
  typeof labels === 'string' ? labels : (labels?.sv ?? labels?.en ?? fallback)

/** Every block type's Swedish name in the admin's client config, by slug. */
function blockNames(fields: readonly ClientField[], into = new Map<string, string>()) {
  for (const field of fields) {
    if ('blocks' in field && Array.isArray(field.blocks))
      for (const block of field.blocks) {
        if (into.has(block.slug)) continue
        into.set(block.slug, swedish(block.labels?.singular as Labels, block.slug))
        blockNames(block.fields, into)
      }
    if ('fields' in field && Array.isArray(field.fields)) blockNames(field.fields, into)
    if ('tabs' in field && Array.isArray(field.tabs))
      for (const tab of field.tabs) if ('fields' in tab) blockNames(tab.fields, into)
  }
  return into
}

/**
 * A test's block field as a choice among the page's sections, rows and modules, named by place and
 * content, instead of a 24-character id to copy from builder mode. `kinds` narrows the choice (the
 * goal is a module). The list follows the layout as it is edited, saved or not.
 */
export const BlockPicker: TextFieldClientComponent = (props) => {
  const { path, field } = props
  const kinds = (props as { kinds?: BlockKind[] }).kinds
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const { config } = useConfig()
  const names = useMemo(() => {
    const pages = config.collections.find((collection) => collection.slug === 'pages')
    return blockNames(pages?.fields ?? [])
  }, [config])
  // The selector answers a string, so the field renders again only when the choices change.
  const choicesJson = useFormFields(([fields]) => {
    const layout = (reduceFieldsToValues(fields, true) as { layout?: LayoutLike }).layout
    const choices = blockChoices(layout, (type) => names.get(type) ?? type)
    return JSON.stringify(kinds ? choices.filter((c) => kinds.includes(c.kind)) : choices)
  })
  const choices = JSON.parse(choicesJson) as BlockChoice[]
  const id = `field-${path.replace(/\./g, '__')}`
  const known = !value || choices.some((choice) => choice.id === value)
  return (
    <div className={`field-type select${showError ? ' error' : ''}`} style={{ flex: '1 1 auto' }}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <FieldError path={path} showError={showError} message={errorMessage} />
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={showError || undefined}
        style={{ width: '100%', padding: '8px', font: 'inherit' }}
      >
        <option value="">Välj block…</option>
        {!known && <option value={value}>Finns inte på sidan ({value})</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
