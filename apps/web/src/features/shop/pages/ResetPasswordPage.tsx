import '../internal/styles'
import '../internal/accountStyles'

import type { Metadata } from 'next'

import { NewPasswordForm, PasswordResetRequest } from '../internal/components/Account'

export const metadata: Metadata = {
  title: 'Återställ lösenord',
  robots: { index: false },
  // The reset key is in the address: it must not travel to other sites as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ nyckel?: string | string[] }> }

/** 'Glömt lösenordet?' asks for a link; the link (with ?nyckel=) opens the new-password form. */
export async function ResetPasswordPage({ searchParams }: Props) {
  const { nyckel } = await searchParams
  const resetKey = typeof nyckel === 'string' && /^[a-f0-9]{40}$/.test(nyckel) ? nyckel : null
  return (
    <div className="container account-page">
      <h1>{resetKey ? 'Välj ett nytt lösenord' : 'Glömt lösenordet?'}</h1>
      {nyckel && !resetKey ? (
        <p className="shop-notice shop-notice-error">
          Länken för att välja ett nytt lösenord är ogiltig. Begär en ny länk här nedan.
        </p>
      ) : null}
      {resetKey ? <NewPasswordForm resetKey={resetKey} /> : <PasswordResetRequest />}
    </div>
  )
}
