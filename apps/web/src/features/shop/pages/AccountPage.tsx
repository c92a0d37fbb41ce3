import '../internal/styles'
import '../internal/accountStyles'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { payloadClient } from '@/platform/payload'
import { safeLocalPath } from '@/platform/safeRedirect'

import { checkoutPrefill, currentCustomer, listCustomerOrders } from '../index'
import { AccountDashboard, AccountSignedOut } from '../internal/components/Account'

export const metadata: Metadata = {
  title: 'Mitt konto',
  robots: { index: false },
}

type Props = { searchParams: Promise<{ till?: string | string[] }> }

/** "Mitt konto": sign in or register; signed in, the customer's orders and addresses. */
export async function AccountPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const customer = await currentCustomer(payload, await headers())
  if (!customer) {
    const { till } = await searchParams
    // Only a path on this site (e.g. /kassan) is passed on; anything else is dropped.
    const returnTo = typeof till === 'string' ? safeLocalPath(till, '') : ''
    return (
      <div className="container account-page">
        <h1>Mitt konto</h1>
        <AccountSignedOut returnTo={returnTo || undefined} />
      </div>
    )
  }
  const orders = await listCustomerOrders(payload, customer)
  return (
    <div className="container account-page">
      <h1>Mitt konto</h1>
      <AccountDashboard
        name={customer.firstName ?? ''}
        email={customer.email}
        orders={orders}
        addresses={checkoutPrefill(customer)}
      />
    </div>
  )
}
