import type React from 'react'

/**
 * The overlay's look, as style objects: it ships only with the overlay chunk, never in the site's
 * stylesheet, and needs no class names that the page's own CSS could match.
 */
const ink = '#0b2540'
const accent = '#0a66c2'

export const overlayStyles = {
  outline: {
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: 2147483000,
    boxSizing: 'border-box',
  },
  hover: { outline: `2px dashed ${accent}`, outlineOffset: -2 },
  selected: { outline: `3px solid ${accent}`, outlineOffset: -3 },
  tag: {
    position: 'absolute',
    top: 0,
    left: 0,
    background: accent,
    color: '#fff',
    font: '600 12px/1.4 system-ui, sans-serif',
    padding: '1px 6px',
    whiteSpace: 'nowrap',
  },
  panel: {
    position: 'fixed',
    right: 12,
    bottom: 12,
    zIndex: 2147483001,
    width: 'min(360px, calc(100vw - 24px))',
    background: '#fff',
    color: ink,
    border: `1px solid ${ink}`,
    borderRadius: 6,
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
    padding: 10,
    font: '14px/1.4 system-ui, sans-serif',
    display: 'grid',
    gap: 8,
  },
  field: { display: 'grid', gap: 2, flex: '1 1 auto', fontWeight: 600 },
  control: {
    font: 'inherit',
    fontWeight: 400,
    padding: 4,
    color: ink,
    background: '#fff',
    maxWidth: '100%',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'end' },
  button: {
    font: 'inherit',
    padding: '4px 10px',
    color: '#fff',
    background: ink,
    border: 0,
    borderRadius: 4,
    cursor: 'pointer',
  },
  place: { margin: 0, fontSize: 12 },
  status: { margin: 0, minHeight: '1.4em' },
} satisfies Record<string, React.CSSProperties>
