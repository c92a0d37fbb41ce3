'use client'

import { useId, useState } from 'react'

import { filterPalette, type PaletteItem } from '../palette'
import type { Destination } from './canvas'
import { overlayStyles as css } from './styles'
import { useDraggable } from './useDragAndDrop'

/**
 * "Lägg till modul": the modules of the config, searchable by their Swedish names. A module is
 * dragged onto the canvas, or (the keyboard path) inserted with its button into the column chosen
 * in "Kolumn", after the selected module when it is in that column (a click on a column chooses it).
 */
export function Palette({
  docked = false,
  items,
  columns,
  column,
  onColumn,
  onInsert,
}: {
  /** In Bygg's sidebar (another document than the canvas) a module is inserted with its button. */
  docked?: boolean
  items: readonly PaletteItem[]
  columns: readonly Destination[]
  column: string
  onColumn: (id: string) => void
  onInsert: (item: PaletteItem) => void
}) {
  const [query, setQuery] = useState('')
  const shown = filterPalette(items, query)
  const listId = useId()
  return (
    <details style={css.palette}>
      <summary style={css.summary}>Lägg till modul</summary>
      <label style={css.field}>
        <span>Kolumn</span>
        <select
          style={css.control}
          value={column}
          onChange={(event) => onColumn(event.target.value)}
        >
          <option value="">Välj kolumn</option>
          {columns.map((d) => (
            <option key={d.parent} value={d.parent}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <label style={css.field}>
        <span>Sök modul</span>
        <input
          type="search"
          style={css.control}
          value={query}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <ul id={listId} style={css.paletteList} aria-label="Moduler">
        {shown.map((item) => (
          <PaletteEntry key={item.slug} item={item} onInsert={onInsert} docked={docked} />
        ))}
      </ul>
      {shown.length ? null : <p style={css.place}>Ingen modul heter så.</p>}
    </details>
  )
}

function PaletteEntry({
  item,
  onInsert,
  docked,
}: {
  item: PaletteItem
  onInsert: (item: PaletteItem) => void
  docked: boolean
}) {
  const ref = useDraggable({ kind: 'module', type: item.slug, id: null, label: item.label })
  // A drag that starts in the edit view's document is not seen by the canvas's drag and drop.
  return (
    <li ref={docked ? undefined : ref} style={docked ? undefined : css.paletteItem}>
      <button
        type="button"
        style={docked ? { ...css.paletteButton, cursor: 'pointer' } : css.paletteButton}
        onClick={() => onInsert(item)}
      >
        <span aria-hidden="true" style={css.icon}>
          {item.icon}
        </span>
        {item.label}
      </button>
    </li>
  )
}
