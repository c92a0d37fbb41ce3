import Link from 'next/link'

import { formatSek } from '../money'
import type { AccountOrder } from '../server/accountOrders'
import { FIELD_LABELS, PASSWORD_MIN_LENGTH, type CheckoutField } from '../validation'
import { AccountForm } from './AccountForm.client'
import { CountryOptions } from './CountryOptions'

const passwordHint = `Minst ${PASSWORD_MIN_LENGTH} tecken. En mening av några ord är lätt att minnas och svår att gissa.`

function AccountField({
  prefix,
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
  defaultValue,
  hint,
  inputMode,
}: {
  prefix: string
  name: string
  label: string
  type?: string
  autoComplete?: string
  required?: boolean
  defaultValue?: string
  hint?: string
  inputMode?: 'numeric' | 'email' | 'tel'
}) {
  const id = `${prefix}-${name}`
  return (
    <p className="form-row">
      <label htmlFor={id}>
        {label}{' '}
        {required ? (
          <abbr title="obligatoriskt">*</abbr>
        ) : (
          <span className="optional">(valfritt)</span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="form-hint">
          {hint}
        </span>
      ) : null}
    </p>
  )
}

/** Signed out: sign in, or create an account (WooCommerce's "Mitt konto" layout). */
export function AccountSignedOut({ returnTo }: { returnTo?: string }) {
  return (
    <div className="account-columns">
      <section aria-labelledby="login-heading">
        <h2 id="login-heading">Logga in</h2>
        <AccountForm
          action="/konto/logga-in"
          idPrefix="login"
          label="Logga in"
          submitLabel="Logga in"
          busyLabel="Loggar in…"
        >
          <AccountField
            prefix="login"
            name="email"
            label="E-postadress"
            type="email"
            autoComplete="username"
          />
          <AccountField
            prefix="login"
            name="password"
            label="Lösenord"
            type="password"
            autoComplete="current-password"
          />
          {returnTo ? <input type="hidden" name="till" value={returnTo} /> : null}
        </AccountForm>
        <p>
          <Link href="/konto/aterstall-losenord">Glömt lösenordet?</Link>
        </p>
      </section>
      <section aria-labelledby="register-heading">
        <h2 id="register-heading">Skapa konto</h2>
        <p>
          Med ett konto ser du dina beställningar och slipper fylla i adressen varje gång du
          handlar.
        </p>
        <AccountForm
          action="/konto/registrera"
          idPrefix="register"
          label="Skapa konto"
          submitLabel="Skapa konto"
          busyLabel="Skapar kontot…"
        >
          <AccountField
            prefix="register"
            name="email"
            label="E-postadress"
            type="email"
            autoComplete="email"
          />
          <AccountField
            prefix="register"
            name="password"
            label="Lösenord"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
          />
        </AccountForm>
      </section>
    </div>
  )
}

function AddressFields({
  prefix,
  values,
}: {
  prefix: 'billing' | 'shipping'
  values: Record<string, string>
}) {
  const field = (name: string, extra: Partial<Parameters<typeof AccountField>[0]> = {}) => (
    <AccountField
      prefix="addresses"
      name={`${prefix}_${name}`}
      label={FIELD_LABELS[`billing_${name}` as CheckoutField]}
      defaultValue={values[`${prefix}_${name}`]}
      {...extra}
    />
  )
  const ac = (token: string) => `${prefix} ${token}`
  return (
    <>
      <div className="form-row-pair">
        {field('first_name', { autoComplete: ac('given-name') })}
        {field('last_name', { autoComplete: ac('family-name') })}
      </div>
      {field('company', { required: false, autoComplete: ac('organization') })}
      <p className="form-row">
        <label htmlFor={`addresses-${prefix}_country`}>
          Land <abbr title="obligatoriskt">*</abbr>
        </label>
        <select
          id={`addresses-${prefix}_country`}
          name={`${prefix}_country`}
          defaultValue={values[`${prefix}_country`] ?? 'SE'}
          autoComplete={ac('country')}
          aria-required
        >
          <CountryOptions />
        </select>
      </p>
      {field('address_1', { autoComplete: ac('address-line1') })}
      {field('address_2', { required: false, autoComplete: ac('address-line2') })}
      <div className="form-row-pair">
        {field('postcode', { autoComplete: ac('postal-code'), inputMode: 'numeric' })}
        {field('city', { autoComplete: ac('address-level2') })}
      </div>
      {field('state', { required: false, autoComplete: ac('address-level1') })}
    </>
  )
}

const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('sv-SE', { year: 'numeric', month: 'long', day: 'numeric' })

/** Signed in: the customer's orders, saved addresses, changing the password and signing out. */
export function AccountDashboard({
  name,
  email,
  orders,
  addresses,
}: {
  name: string
  email: string
  orders: AccountOrder[]
  /** Saved addresses under the checkout's field names (checkoutPrefill). */
  addresses: Record<string, string>
}) {
  return (
    <div className="account-dashboard">
      <p>
        Hej {name || email}! Här ser du dina beställningar och ändrar dina adresser och ditt
        lösenord. Du är inloggad som <strong>{email}</strong>.
      </p>

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">Beställningar</h2>
        {orders.length ? (
          <table className="account-orders">
            <caption className="visually-hidden">Dina beställningar, den senaste först</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Datum</th>
                <th scope="col">Status</th>
                <th scope="col">Summa</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link href={o.href} aria-label={`Order ${o.number}, visa beställningen`}>
                      Order {o.number}
                    </Link>
                  </th>
                  <td data-label="Datum">
                    <time dateTime={o.createdAt}>{orderDate(o.createdAt)}</time>
                  </td>
                  <td data-label="Status">{o.statusLabel}</td>
                  <td data-label="Summa">
                    {formatSek(o.total)}{' '}
                    <small>
                      för {o.itemCount} {o.itemCount === 1 ? 'vara' : 'varor'}
                    </small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="shop-notice">
            Du har inga beställningar ännu. <Link href="/butik">Till butiken</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">Adresser</h2>
        <p className="form-hint">Adresserna fylls i åt dig i kassan.</p>
        <AccountForm
          action="/konto/adresser"
          idPrefix="addresses"
          label="Adresser"
          submitLabel="Spara adresser"
          busyLabel="Sparar…"
          className="account-addresses"
        >
          <fieldset>
            <legend>Faktureringsadress</legend>
            <AddressFields prefix="billing" values={addresses} />
            <AccountField
              prefix="addresses"
              name="billing_phone"
              label={FIELD_LABELS.billing_phone}
              type="tel"
              autoComplete="billing tel"
              defaultValue={addresses.billing_phone}
            />
          </fieldset>
          <p className="form-row">
            <label className="checkbox">
              <input
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                className="account-ship-elsewhere"
                defaultChecked={addresses.ship_to_different_address === '1'}
              />{' '}
              Skicka till en annan adress än faktureringsadressen
            </label>
          </p>
          {/* Shown by CSS while the box above is ticked: no script needed. */}
          <fieldset className="account-shipping">
            <legend>Leveransadress</legend>
            <AddressFields prefix="shipping" values={addresses} />
          </fieldset>
        </AccountForm>
      </section>

      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Byt lösenord</h2>
        <p className="form-hint">
          Du fortsätter vara inloggad här. På dina andra enheter loggas du ut och loggar in igen med
          det nya lösenordet.
        </p>
        <AccountForm
          action="/konto/byt-losenord"
          idPrefix="change-password"
          label="Byt lösenord"
          submitLabel="Byt lösenord"
          busyLabel="Byter lösenord…"
          resetOnSuccess
        >
          {/* Tells password managers which account the new password belongs to; never sent. */}
          <input type="email" autoComplete="username" value={email} readOnly hidden />
          <AccountField
            prefix="change-password"
            name="current_password"
            label="Nuvarande lösenord"
            type="password"
            autoComplete="current-password"
          />
          <AccountField
            prefix="change-password"
            name="password"
            label="Nytt lösenord"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
          />
          <AccountField
            prefix="change-password"
            name="password_confirm"
            label="Upprepa det nya lösenordet"
            type="password"
            autoComplete="new-password"
          />
        </AccountForm>
      </section>

      <section aria-labelledby="logout-heading" className="account-logout">
        <h2 id="logout-heading" className="visually-hidden">
          Logga ut
        </h2>
        <AccountForm
          action="/konto/logga-ut"
          idPrefix="logout"
          label="Logga ut"
          submitLabel="Logga ut"
          busyLabel="Loggar ut…"
        />
      </section>
    </div>
  )
}

/** 'Glömt lösenordet?': ask for a reset link. */
export function PasswordResetRequest() {
  return (
    <>
      <p>
        Ange e-postadressen till ditt konto, så skickar vi en länk där du väljer ett nytt lösenord.
      </p>
      <AccountForm
        action="/konto/glomt-losenord"
        idPrefix="forgot"
        label="Återställ lösenord"
        submitLabel="Skicka länken"
        busyLabel="Skickar…"
      >
        <AccountField
          prefix="forgot"
          name="email"
          label="E-postadress"
          type="email"
          autoComplete="email"
        />
      </AccountForm>
      <p>
        <Link href="/konto">Tillbaka till inloggningen</Link>
      </p>
    </>
  )
}

/** The page a reset link opens: choose the new password. */
export function NewPasswordForm({ resetKey }: { resetKey: string }) {
  return (
    <AccountForm
      action="/konto/nytt-losenord"
      idPrefix="reset"
      label="Välj ett nytt lösenord"
      submitLabel="Spara lösenordet"
      busyLabel="Sparar…"
    >
      <input type="hidden" name="nyckel" value={resetKey} />
      <AccountField
        prefix="reset"
        name="password"
        label="Nytt lösenord"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <AccountField
        prefix="reset"
        name="password_confirm"
        label="Upprepa det nya lösenordet"
        type="password"
        autoComplete="new-password"
      />
    </AccountForm>
  )
}
