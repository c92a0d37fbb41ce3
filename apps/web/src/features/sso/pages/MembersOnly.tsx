import type React from 'react'

import { isMembersOnly, mayView, type AccessSettings } from '../internal/access'
import { memberRequest } from '../internal/memberRequest'
import { SignInHelper } from './SignInHelper'

/**
 * Wraps a page, post or project body: public documents render as they are; a members-only one shows
 * the sign-in helper when rendered for everyone (statically) or for a signed-out visitor, a refusal
 * to a visitor outside its groups, and the document to the rest. Builder mode (the editor's preview)
 * always shows the document.
 */
export function MembersOnly({
  doc,
  path,
  builderMode,
  children,
}: {
  doc: AccessSettings
  path: string
  builderMode: boolean
  children: React.ReactNode
}) {
  if (builderMode || !isMembersOnly(doc)) return children
  const { rendered, viewer } = memberRequest()
  if (rendered === 'static' || !viewer) return <SignInHelper path={path} />
  if (!mayView(doc, viewer)) {
    return (
      <section className="sso-helper container-narrow">
        <h1>Du saknar behörighet</h1>
        <p>
          Du är inloggad som {viewer.name ?? viewer.email ?? 'okänd'}, men sidan är bara för vissa
          grupper. Kontakta oss om du behöver komma åt den.
        </p>
      </section>
    )
  }
  return children
}
