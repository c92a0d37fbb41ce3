import './internal/sso.css'

import { SignedInAccount } from './internal/SignedInAccount.client'

/** The header's signed-in name and "Logga ut" (an island: cached pages are the same for everyone). */
function SsoHeaderEnd() {
  return <SignedInAccount />
}

export const headerEnd = SsoHeaderEnd
