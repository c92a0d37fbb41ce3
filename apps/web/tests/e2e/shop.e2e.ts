import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const email = 'admin@e2e.example'
const password = 'e2e-lösenord-123'

// Prices print with a no-break space between thousands and before 'kr'.
const sek = (text: string) => new RegExp(text.replace(/ /g, '\\s'))

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value)
}

async function addFromShop(page: Page, title: string) {
  await page.getByRole('button', { name: `Lägg ”${title}” i varukorgen` }).click()
  await expect(page.getByText(`”${title}” har lagts till i din varukorg.`)).toBeVisible()
}

test.describe('the shop', () => {
  test('browse → cart → coupon → checkout with an error → order received → outbox and admin', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Butik' })
      .click()
    await expect(page).toHaveURL(/\/butik$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butik')
    await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Category filter
    await page
      .getByRole('navigation', { name: 'Produktkategorier' })
      .getByRole('link', { name: 'Skyddsutrustning' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butik: Skyddsutrustning')
    await expect(page.getByRole('link', { name: 'Oljefilter HF-200' })).toHaveCount(0)
    await page
      .getByRole('navigation', { name: 'Produktkategorier' })
      .getByRole('link', { name: 'Alla' })
      .click()

    await page.getByRole('link', { name: 'Oljefilter HF-200' }).click()
    await expect(page).toHaveURL(/\/produkt\/oljefilter-hf-200$/)
    await expect(page.locator('.product-meta')).toContainText('NIS-HF200')
    await expect(page.locator('.product-meta')).toContainText('Reservdelar')
    await expect(page.locator('.product-meta')).toContainText('40 i lager')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click()
    await expect(page.getByText('”Oljefilter HF-200” har lagts till i din varukorg.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()

    await page.goto('/butik')
    await addFromShop(page, 'Kullager 6205-2RS')
    await expect(page.getByRole('link', { name: 'Varukorg, 2 varor' })).toBeVisible()

    // The cart survives a reload: it lives on the server behind an HttpOnly cookie.
    await page.reload()
    await expect(page.getByRole('link', { name: 'Varukorg, 2 varor' })).toBeVisible()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'smedja_cart')
    expect(cookie?.httpOnly).toBe(true)

    await page.getByRole('link', { name: 'Varukorg, 2 varor' }).click()
    await expect(page).toHaveURL(/\/varukorg$/)
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Antal Kullager 6205-2RS').fill('3')
    await page.getByRole('button', { name: 'Uppdatera varukorg' }).click()
    await expect(page.getByText('Varukorgen har uppdaterats.')).toBeVisible()
    await expect(page.getByTestId('subtotal')).toHaveText(sek('916,00 kr'))
    await expect(page.getByRole('link', { name: 'Varukorg, 4 varor' })).toBeVisible()

    await page.getByLabel('Rabattkod').fill('vårstäd10')
    await page.getByRole('button', { name: 'Använd rabattkod' }).click()
    await expect(page.getByText('Rabattkoden har lagts till.')).toBeVisible()
    await expect(page.getByTestId('discount')).toHaveText(sek('−91,60 kr'))
    await expect(page.getByTestId('total')).toHaveText(sek('824,40 kr'))
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'Gå till kassan' }).click()
    await expect(page).toHaveURL(/\/kassan$/)
    await expect(page.getByTestId('total')).toHaveText(sek('903,40 kr')) // Postnord 79 kr
    await expectNoSeriousA11yViolations(page)

    // The checked payment method is marked as selected.
    await expect(page.locator('.payment_method_faktura')).toHaveClass(/selected/)
    await page.getByLabel('Banköverföring').check()
    await expect(page.locator('.payment_method_bankoverforing')).toHaveClass(/selected/)
    await expect(page.locator('.payment_method_faktura')).not.toHaveClass(/selected/)
    await page.getByLabel('Faktura').check()

    await fill(page, {
      billing_last_name: 'Ek',
      billing_address_1: 'Storgatan 1',
      billing_postcode: '852 34',
      billing_city: 'Sundsvall',
      billing_phone: '060-12 34 50',
      billing_email: 'karin@example.se',
    })
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    const error = page.locator('.checkout-error')
    await expect(error).toContainText('Förnamn är ett obligatoriskt fält.')
    await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true')
    // Scrolled to the form: 100 px plus the fixed header above it.
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
          return Math.round(
            document.querySelector('form.checkout-form')!.getBoundingClientRect().top -
              100 -
              header,
          )
        }),
      )
      .toBeLessThanOrEqual(1)
    await expectNoSeriousA11yViolations(page)
    // A second failure replaces the notice group instead of adding another.
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page.locator('.checkout-error')).toHaveCount(1)

    await page.locator('#billing_first_name').fill('Karin')
    await page.getByRole('checkbox', { name: 'Skicka till en annan adress?' }).check()
    await expect(page.locator('.shipping_address')).toBeVisible()
    await fill(page, {
      shipping_first_name: 'Lager',
      shipping_last_name: 'Mottagningen',
      shipping_address_1: 'Hamngatan 9',
      shipping_postcode: '852 30',
      shipping_city: 'Sundsvall',
    })
    await page.locator('#order_comments').fill('Märk godset med PO-4711.')
    await page.locator('.shipping-methods').getByRole('radio', { name: /DHL/ }).check()
    await expect(page.getByTestId('total')).toHaveText(sek('973,40 kr'))
    await expect(page.getByTestId('shipping')).toContainText('DHL')

    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order mottagen')
    await expect(page.getByText('Tack! Vi har tagit emot din beställning.')).toBeVisible()
    await expect(page.locator('.order-details')).toContainText('Kullager 6205-2RS')
    await expect(page.locator('.order-addresses')).toContainText('Hamngatan 9')
    await expect(page.locator('.order-details tfoot')).toContainText(sek('973,40 kr'))
    await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const orderId = (await page.getByTestId('order-number').textContent())?.trim()
    const receiptUrl = page.url()

    // Without the key the order is not shown.
    const stranger = await page.request.get(receiptUrl.replace(/\?.*$/, ''))
    expect(stranger.status()).toBe(404)

    // Staff see the e-mail in the outbox and the order in the admin.
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill(email)
    await page.getByLabel(/lösenord/i).fill(password)
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto('/admin/collections/outbox')
    await expect(page.getByText(`Tack för din beställning – order ${orderId}`)).toBeVisible()
    await expect(page.getByText(`Ny order ${orderId}`)).toBeVisible()
    await page.goto(`/admin/collections/orders/${orderId}`)
    await expect(page.locator('input[name="customerEmail"]')).toHaveValue('karin@example.se')
  })

  test('shows the return-to-shop notice when the cart is emptied', async ({ page }) => {
    await page.goto('/butik')
    await addFromShop(page, 'Hörselskydd Pro')
    await page.goto('/varukorg')
    await expect(page.getByRole('heading', { name: 'Summa i varukorgen' })).toBeVisible()
    await page.getByRole('button', { name: 'Ta bort Hörselskydd Pro från varukorgen' }).click()
    await expect(page.getByText('Din varukorg är tom.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tillbaka till butiken' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Summa i varukorgen' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // An empty cart cannot check out.
    await page.goto('/kassan')
    await expect(page).toHaveURL(/\/varukorg$/)
  })

  test("opens the reviews tab from '#reviews' and takes a five-star review for moderation", async ({
    page,
  }) => {
    await page.goto('/produkt/oljefilter-hf-200#reviews')
    await expect(page.getByRole('tab', { name: /Recensioner/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      page.getByRole('heading', { name: 'Skriv en recension av ”Oljefilter HF-200”' }),
    ).toBeVisible()
    await expect(page.getByText('Snittbetyg')).toContainText('5 av 5')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('tab', { name: 'Beskrivning' }).click()
    await expect(page.getByRole('tab', { name: 'Beskrivning' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByRole('link', { name: '(1 kundrecension)' }).click()
    await expect(page.getByRole('tab', { name: /Recensioner/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    await page.getByRole('button', { name: 'Skicka recension' }).click()
    await expect(page.locator('.stars .field-error')).toHaveText('Välj ett betyg.')
    await expect(page.locator('.review-form [role="alert"]')).toHaveText('Välj ett betyg.')
    await page.getByRole('radio', { name: '4 av 5 stjärnor – Mycket bra' }).check()
    await expect(page.locator('.stars .star.active')).toHaveCount(4)
    await page.getByLabel('Din recension *').fill('Bra filter, enkel montering.')
    await page.getByLabel('Namn *').fill('Per')
    await page.getByLabel('E-postadress * (visas inte)').fill('per@example.se')
    await page.getByRole('button', { name: 'Skicka recension' }).click()
    await expect(
      page.getByText('Tack för din recension! Den visas när vi har granskat den.'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Other tabs: more information, and the gallery lightbox.
    await page.getByRole('tab', { name: 'Mer information' }).click()
    await expect(page.getByRole('rowheader', { name: 'Filtrering' })).toBeVisible()
    await page.getByRole('button', { name: /Förstora bild/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('keeps the cart through signing in', async ({ page }) => {
    await page.goto('/butik')
    await addFromShop(page, 'Skyddshjälm med hakrem')
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill(email)
    await page.getByLabel(/lösenord/i).fill(password)
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto('/varukorg')
    await expect(page.getByRole('link', { name: 'Skyddshjälm med hakrem' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()
  })

  test('serves the listing from the cache and draws it anew when the catalogue changes', async ({
    page,
    request,
  }) => {
    const listing = () => request.get('/butik?kategori=skyddsutrustning')
    await listing()
    const again = await listing()
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    expect(again.headers()['cache-control']).not.toContain('no-store')
    // Only real listings are pages (and cache entries): an unknown category, a page past the last,
    // a path the proxy would not make.
    expect((await request.get('/butik?kategori=finns-inte')).status()).toBe(404)
    expect((await request.get('/butik?sida=40')).status()).toBe(404)
    expect((await request.get('/butik/skyddsutrustning/01')).status()).toBe(404)

    const login = await request.post('/api/users/login', { data: { email, password } })
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const category = (
      (await (
        await request.get('/api/product-categories?where[slug][equals]=skyddsutrustning', {
          headers: auth,
        })
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!.id
    const title = `Skyddsglasögon ${Date.now().toString(36)}`
    const created = await request.post('/api/products', {
      headers: auth,
      data: {
        title,
        sku: `E2E-${Date.now().toString(36)}`,
        vatRate: '25',
        priceInSEKEnabled: true,
        priceInSEK: 12900,
        inventory: 5,
        published: true,
        categories: [category],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await expect.poll(async () => (await listing()).text()).toContain(title)
      await page.goto('/butik?kategori=skyddsutrustning')
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Skyddsutrustning' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expectNoSeriousA11yViolations(page)
    } finally {
      await request.delete(`/api/products/${doc.id}`, { headers: auth })
    }
    await expect.poll(async () => (await listing()).text()).not.toContain(title)
  })
})
