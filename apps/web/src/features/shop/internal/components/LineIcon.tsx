import type React from 'react'

/** A decorative stroke icon in the text colour (24-unit grid), for the shop's icon buttons and links. */
export function LineIcon({ size = 22, children }: { size?: number; children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
