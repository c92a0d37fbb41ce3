'use client'

import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/** Spec 9.9: the button and the page title come back 5 s after printing starts. */
export const PRINT_RESTORE_MS = 5000

type Props = {
  /** The title while printing, from `printTitle()`: browsers name the saved PDF after it. */
  printTitle: string
}

/** The generate-PDF button of spec 4.8: the browser's print dialog saves the profile as a PDF. */
export function PrintProfileButton({ printTitle }: Props) {
  const [hidden, setHidden] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const restore = useRef<(() => void) | null>(null)
  const hadFocus = useRef(false)

  // Leaving the page before the 5 s are up must not leave the print title behind.
  useEffect(() => () => restore.current?.(), [])

  // Hiding the focused button dropped keyboard focus to the page; give it back where it was.
  useEffect(() => {
    if (hidden || !hadFocus.current) return
    hadFocus.current = false
    if (document.activeElement === document.body) button.current?.focus()
  }, [hidden])

  function print() {
    const originalTitle = document.title
    hadFocus.current = document.activeElement === button.current
    // window.print() blocks until the dialog closes, so the button must be gone before it is called.
    flushSync(() => setHidden(true))
    document.title = printTitle
    const timer = window.setTimeout(() => restore.current?.(), PRINT_RESTORE_MS)
    restore.current = () => {
      window.clearTimeout(timer)
      restore.current = null
      document.title = originalTitle
      setHidden(false)
    }
    window.print()
  }

  return (
    <button
      ref={button}
      type="button"
      className="button button-secondary team-print-button"
      hidden={hidden}
      onClick={print}
    >
      Skapa PDF
    </button>
  )
}
