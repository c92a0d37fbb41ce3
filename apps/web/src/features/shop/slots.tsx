import { AccountLink } from './internal/components/AccountLink'
import { CartCount } from './internal/components/CartCount.client'

/** The header's "Mitt konto" link (static) and the cart count island, on every page. */
function ShopHeaderEnd() {
  return (
    <>
      <AccountLink />
      <CartCount />
    </>
  )
}

export const headerEnd = ShopHeaderEnd
