import { formatSek, type Quote } from '../money'

/** The totals table shared by the cart and the checkout: prices include VAT and the VAT part is stated. */
export function Totals({ quote, shippingNote }: { quote: Quote; shippingNote?: string }) {
  return (
    <table className="shop-totals">
      <tbody>
        <tr>
          <th scope="row">Delsumma</th>
          <td data-testid="subtotal">{formatSek(quote.subtotal)}</td>
        </tr>
        {quote.discount ? (
          <tr className="shop-totals-discount">
            <th scope="row">Rabatt{quote.couponCode ? ` (${quote.couponCode})` : ''}</th>
            <td data-testid="discount">−{formatSek(quote.discount)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">Frakt</th>
          <td data-testid="shipping">
            {quote.shipping
              ? `${quote.shipping.name}: ${quote.shipping.cost ? formatSek(quote.shipping.cost) : 'Gratis'}`
              : (shippingNote ?? 'Beräknas i kassan')}
          </td>
        </tr>
        <tr className="shop-totals-total">
          <th scope="row">Totalt</th>
          <td>
            <strong data-testid="total">{formatSek(quote.total)}</strong>
            <small className="shop-totals-vat">
              {' '}
              (varav moms{' '}
              {quote.vatByRate.map((v) => `${v.rate} %: ${formatSek(v.amount)}`).join(', ') ||
                formatSek(0)}
              )
            </small>
          </td>
        </tr>
      </tbody>
    </table>
  )
}
