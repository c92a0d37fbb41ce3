import type { Metadata } from 'next'

import { SignInHelper } from '@/features/sso/pages/SignInHelper'

// Where the sign-in popup lands (spec 4.1 step 5): the helper tells the opener and closes the window.
export const metadata: Metadata = { title: 'Inloggad', robots: { index: false } }

export default function SignedInPopupPage() {
  return (
    <SignInHelper
      path="/"
      heading="Du är inloggad"
      text="Fönstret stängs och sidan du kom från laddas om."
      landing
    />
  )
}
