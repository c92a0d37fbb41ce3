import Link from 'next/link'

import { formatSek } from '../money'
import type { OrderSummary } from '../types'

function Address({ a }: { a: Record<string, string> }) {
  return (
    <address>
      {[
        `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
        a.company,
        a.address1,
        a.address2,
        `${a.postcode ?? ''} ${a.city ?? ''}`.trim(),
        a.phone,
        a.email,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
    </address>
  )
}

/** What happened to the order; for a card order, where its payment stands. */
function ReceiptNotice({ order }: { order: OrderSummary }) {
  switch (order.cardPayment) {
    case 'paid':
      return (
        <p className="shop-notice shop-notice-success">
          Betalningen är mottagen. Tack för din beställning! En bekräftelse skickas till{' '}
          {order.email}.
        </p>
      )
    case 'waiting':
      return (
        <p className="shop-notice">
          Vi väntar på bekräftelse från kortbetalningen. Ordern behandlas så snart betalningen är
          klar – ladda om sidan om en stund för att se den nya statusen.
        </p>
      )
    case 'cancelled':
      return (
        <div className="shop-notice shop-notice-error">
          <p>Betalningen avbröts. Ordern är makulerad och inget har dragits från ditt kort.</p>
          <p>
            <Link href="/varukorg">Till varukorgen</Link> – där kan du beställa igen och välja ett
            annat betalsätt.
          </p>
        </div>
      )
    default:
      return (
        <p className="shop-notice shop-notice-success">
          Tack! Vi har tagit emot din beställning. En bekräftelse skickas till {order.email}.
        </p>
      )
  }
}

/** The order-received page body. */
export function OrderReceipt({ order }: { order: OrderSummary }) {
  const date = new Date(order.createdAt).toLocaleDateString('sv-SE', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  return (
    <div className="order-received">
      <ReceiptNotice order={order} />
      <ul className="order-overview">
        <li>
          Ordernummer: <strong data-testid="order-number">{order.number}</strong>
        </li>
        <li>
          Datum: <strong>{date}</strong>
        </li>
        <li>
          Totalt: <strong>{formatSek(order.totals.total)}</strong>
        </li>
        <li>
          Betalsätt: <strong>{order.paymentLabel}</strong>
        </li>
        <li>
          Status: <strong>{order.statusLabel}</strong>
        </li>
      </ul>
      {order.paymentMethod === 'bankoverforing' ? (
        <p>
          Betala {formatSek(order.totals.total)} till bankgiro 123-4567 och ange ordernummer{' '}
          {order.number} som referens. Vi skickar varorna när betalningen har kommit in.
        </p>
      ) : null}
      {order.paymentMethod === 'faktura' ? (
        <p>Fakturan skickas med e-post till {order.email} och ska betalas inom 30 dagar.</p>
      ) : null}
      <h2>Orderdetaljer</h2>
      <table className="order-details">
        <thead>
          <tr>
            <th scope="col">Produkt</th>
            <th scope="col">Summa</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i}>
              <td>
                {l.title} <strong>× {l.quantity}</strong> <small>(moms {l.vatRate} %)</small>
                {l.variantLabel ? (
                  <span className="line-variant">
                    {l.variantLabel} <small>Art.nr {l.sku}</small>
                  </span>
                ) : null}
              </td>
              <td>{formatSek(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Delsumma</th>
            <td>{formatSek(order.totals.subtotal)}</td>
          </tr>
          {order.totals.discount ? (
            <tr>
              <th scope="row">Rabatt{order.couponCode ? ` (${order.couponCode})` : ''}</th>
              <td>−{formatSek(order.totals.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Frakt</th>
            <td>
              {order.shippingMethodName}:{' '}
              {order.totals.shipping ? formatSek(order.totals.shipping) : 'Gratis'}
            </td>
          </tr>
          <tr>
            <th scope="row">Totalt</th>
            <td>
              <strong>{formatSek(order.totals.total)}</strong>
            </td>
          </tr>
          {order.totals.vatByRate.map((v) => (
            <tr key={v.rate}>
              <th scope="row">Varav moms {v.rate} %</th>
              <td>{formatSek(v.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {order.orderComments ? (
        <p>
          <strong>Ordermeddelande:</strong> {order.orderComments}
        </p>
      ) : null}
      <div className="order-addresses">
        <section>
          <h2>Faktureringsadress</h2>
          <Address a={order.billing} />
        </section>
        <section>
          <h2>Leveransadress</h2>
          <Address a={order.shipping} />
        </section>
      </div>
    </div>
  )
}
