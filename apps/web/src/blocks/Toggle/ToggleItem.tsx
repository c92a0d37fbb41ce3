import type React from 'react'

import type { ToggleIcon } from './fields'

type Props = {
  /** Id of the content, named by the title's aria-controls. */
  contentId: string
  title: string
  open: boolean
  /** Items sharing a name form a group of which the browser keeps one open (an accordion without JS). */
  name?: string
  icon: ToggleIcon
  children: React.ReactNode
}

/**
 * One toggle: a `<details>` element, so it opens and closes without JavaScript. The `ToggleGroup`
 * island around it adds the slide, the accordion rules and `aria-expanded`.
 */
export function ToggleItem({ contentId, title, open, name, icon, children }: Props) {
  return (
    <details className={`toggle-item toggle-icon-${icon}`} open={open} name={name}>
      <summary className="toggle-title" aria-controls={contentId}>
        <span className="toggle-title-text">{title}</span>
        <span className="toggle-icon" aria-hidden="true" />
      </summary>
      <div className="toggle-content" id={contentId}>
        <div className="toggle-body">{children}</div>
      </div>
    </details>
  )
}

/** The colour settings as custom properties for toggle.css, or undefined when none is set. */
export function toggleColourStyle(block: {
  openBackground?: string | null
  closedBackground?: string | null
  iconColor?: string | null
}): React.CSSProperties | undefined {
  const style: Record<string, string> = {}
  if (block.openBackground) style['--toggle-open-bg'] = block.openBackground
  if (block.closedBackground) style['--toggle-closed-bg'] = block.closedBackground
  if (block.iconColor) style['--toggle-icon-color'] = block.iconColor
  return Object.keys(style).length ? (style as React.CSSProperties) : undefined
}
