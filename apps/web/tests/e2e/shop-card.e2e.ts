import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// The e2e server runs a local Stripe-compatible server (tests/support/stripeServer.mjs): its payment
// page takes the test card, sends the signed webhook to the site and then sends the customer back.
const product = { slug: 'handbok-i-smorjteknik', title: 'Handbok i smörjteknik' }
const TEST_CARD = '4242 4242 4242 4242'

async function stockOf(page: Page): Promise<number> {
  await page.goto(`/produkt/${product.slug}`)
  const text = (await page.locator('.product-meta').textContent()) ?? ''
  const m = /(\d+) i lager/.exec(text)
  if (!m) throw new Error(`no stock on the product page: ${text}`)
  return Number(m[1])
}

async function addToCart(page: Page) {
  await page.goto(`/produkt/${product.slug}`)
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click()
  await expect(page.getByText(`”${product.title}” har lagts till i din varukorg.`)).toBeVisible()
}

async function fillCheckout(page: Page, email: string) {
  await expect(page).toHaveURL(/\/kassan$/)
  const fields: Record<string, string> = {
    billing_first_name: 'Karin',
    billing_last_name: 'Ek',
    billing_address_1: 'Storgatan 1',
    billing_postcode: '852 34',
    billing_city: 'Sundsvall',
    billing_phone: '060-12 34 50',
    billing_email: email,
  }
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value)
}

/** Checks out with card and lands on the provider's payment page; returns the session's id. */
async function checkOutWithCard(page: Page, email: string): Promise<string> {
  await page.goto('/kassan')
  await fillCheckout(page, email)
  await page.getByLabel('Kort', { exact: true }).check()
  await expect(page.locator('.payment_method_kort')).toHaveClass(/selected/)
  await page.getByRole('button', { name: 'Slutför beställning' }).click()
  await page.waitForURL(/\/c\/pay\/cs_test_\w+$/)
  return new URL(page.url()).pathname.split('/').at(-1) as string
}

test.describe('paying by card', () => {
  test('card → the payment page → pay → back to a paid order', async ({ page, baseURL }) => {
    const before = await stockOf(page)
    await addToCart(page)
    await page.goto('/kassan')
    await page.getByLabel('Kort', { exact: true }).check()
    await expect(page.locator('.payment_method_kort')).toContainText(
      'Betalningen hanteras av Stripe.',
    )
    await expectNoSeriousA11yViolations(page)

    await checkOutWithCard(page, 'kort-betalar@example.se')
    // The payment page is the provider's own, on another origin: no provider script on our pages.
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Betala 503,00\skr/)
    await page.getByLabel('Kortnummer').fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: 'Betala', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Kortet nekades.')
    await page.getByLabel('Kortnummer').fill(TEST_CARD)
    await page.getByRole('button', { name: 'Betala', exact: true }).click()

    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order mottagen')
    await expect(page.getByText('Betalningen är mottagen.')).toBeVisible()
    await expect(page.locator('.order-overview')).toContainText('Betalsätt: Kort')
    await expect(page.locator('.order-overview')).toContainText('Status: Behandlas')
    await expect(page.locator('.order-details')).toContainText(product.title)
    await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Paid: the item stays sold.
    await expect.poll(() => stockOf(page)).toBe(before - 1)
  })

  test('cancel on the payment page → the order is cancelled, stock and cart come back, invoice instead', async ({
    page,
  }) => {
    const before = await stockOf(page)
    await addToCart(page)
    await checkOutWithCard(page, 'kort-avbryter@example.se')
    await page.getByRole('button', { name: 'Avbryt', exact: true }).click()

    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    await expect(page.getByText('Betalningen avbröts.')).toBeVisible()
    await expect(page.locator('.order-overview')).toContainText('Status: Avbruten')
    await expect(page.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const cancelledUrl = page.url()

    // The cart is back: the customer pays another way.
    await page.getByRole('link', { name: 'Till varukorgen' }).click()
    await expect(page).toHaveURL(/\/varukorg$/)
    await page.getByRole('link', { name: 'Gå till kassan' }).click()
    await fillCheckout(page, 'kort-avbryter@example.se')
    await page.getByLabel('Faktura', { exact: true }).check()
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    expect(page.url()).not.toBe(cancelledUrl)
    await expect(page.getByText('Tack! Vi har tagit emot din beställning.')).toBeVisible()
    await expect(page.locator('.order-overview')).toContainText('Betalsätt: Faktura')
    // Sold once, by invoice.
    await expect.poll(() => stockOf(page)).toBe(before - 1)
  })

  test('a payment page that runs out cancels the order and gives the stock back', async ({
    page,
  }) => {
    const before = await stockOf(page)
    await addToCart(page)
    const session = await checkOutWithCard(page, 'kort-tiden-ute@example.se')
    const provider = new URL(page.url()).origin
    // The order holds the item while the customer is on the payment page.
    await expect.poll(() => stockOf(page)).toBe(before - 1)

    // Stripe expires the session at expires_at and sends checkout.session.expired to the site.
    await page.goto(`${provider}/c/pay/${session}`)
    const expired = await page.request.post(`${provider}/_test/sessions/${session}/expire`)
    expect(expired.ok()).toBe(true)
    const { success_url } = (await expired.json()) as { success_url: string }
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Den här betalningen är inte längre öppen',
    )

    await page.goto(success_url)
    await expect(page.getByText('Betalningen avbröts.')).toBeVisible()
    await expect(page.locator('.order-overview')).toContainText('Status: Avbruten')
    await expectNoSeriousA11yViolations(page)
    await expect.poll(() => stockOf(page)).toBe(before)
  })
})
