import Link from 'next/link'
import type React from 'react'

import { linkHref, type LinkData } from '@/platform/linkHref'

type Props = {
  link: LinkData | null | undefined
  className?: string
  children?: React.ReactNode
  /** Extra attributes such as data-track for analytics. */
  dataAttributes?: Record<`data-${string}`, string>
}

/** Renders a link field; internal targets use Next's client navigation, new-tab links get noopener. */
export function CmsLink({ link, className, children, dataAttributes }: Props) {
  const href = linkHref(link)
  const label = children ?? link?.label
  if (!href) return label ? <span className={className}>{label}</span> : null
  const newTab = Boolean(link?.newTab)
  const body = (
    <>
      {label}
      {newTab ? <span className="visually-hidden"> (öppnas i nytt fönster)</span> : null}
    </>
  )
  if (href.startsWith('/') && !newTab) {
    return (
      <Link href={href} className={className} {...dataAttributes}>
        {body}
      </Link>
    )
  }
  return (
    <a
      href={href}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      {...dataAttributes}
    >
      {body}
    </a>
  )
}
