import { expect, hydrated, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// Prices print with a no-break space between thousands and before 'kr': any space matches.
const sek = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`)

// The seeded gloves come in S, M, L (149 kr) and XL (159 kr, sold out); the hose in 10, 15 and 25 m.
// Only sizes this file never buys have their stock asserted: built pages outlive a run's database.
const card = (page: Page, title: string) =>
  page.locator('.product-card', { has: page.getByRole('link', { name: title }) })

test.describe('products sold in variants', () => {
  test('choose a size → price and stock follow → sold-out size refused → two sizes ordered as two lines', async ({
    page,
  }) => {
    await page.goto('/butik')
    await expect(card(page, 'Arbetshandskar Grip').locator('.price')).toHaveText(
      sek('från 149,00 kr inkl. moms'),
    )
    await expect(card(page, 'Hydraulslang 2SN DN10').locator('.price')).toHaveText(
      sek('från 1 250,00 kr inkl. moms'),
    )
    // A product without variants is bought straight from the grid, as before.
    await expect(card(page, 'Oljefilter HF-200').locator('.price')).toHaveText(
      sek('349,00 kr inkl. moms'),
    )
    await expectNoSeriousA11yViolations(page)
    await card(page, 'Arbetshandskar Grip')
      .getByRole('link', { name: 'Välj storlek för ”Arbetshandskar Grip”' })
      .click()
    await expect(page).toHaveURL(/\/produkt\/arbetshandskar-grip$/)

    const size = page.getByLabel('Storlek')
    const price = page.getByTestId('variant-price')
    const stock = page.getByTestId('variant-stock')
    const add = page.getByRole('button', { name: 'Lägg i varukorgen' })
    await expect(price).toHaveText(sek('149,00 kr – 159,00 kr inkl. moms (varav moms 25 %)'))
    await expect(stock).toHaveText('Välj storlek.')
    await expect(add).toBeDisabled()
    await expect(size.locator('option')).toHaveText([
      'Välj storlek',
      'S',
      'M',
      'L',
      'XL – slut i lager',
    ])
    await expectNoSeriousA11yViolations(page)

    await size.selectOption({ label: 'S' })
    await expect(price).toHaveText(sek('149,00 kr inkl. moms (varav moms 25 %)'))
    await expect(stock).toHaveText('12 i lager')
    await expect(page.getByTestId('variant-sku')).toHaveText('NIS-HSK-S')
    await expect(add).toBeEnabled()

    await size.selectOption({ label: 'XL – slut i lager' })
    await expect(price).toHaveText(sek('159,00 kr inkl. moms (varav moms 25 %)'))
    await expect(stock).toHaveText('Slut i lager')
    await expect(page.getByTestId('variant-sku')).toHaveText('NIS-HSK-XL')
    await expect(add).toBeDisabled()
    await expectNoSeriousA11yViolations(page)

    await size.selectOption({ label: 'L' })
    await expect(page.getByTestId('variant-sku')).toHaveText('NIS-HSK-L')
    await add.click()
    await expect(
      page.getByText('”Arbetshandskar Grip” (Storlek: L) har lagts till i din varukorg.'),
    ).toBeVisible()
    await size.selectOption({ label: 'M' })
    await page.getByLabel('Antal Arbetshandskar Grip').fill('2')
    await add.click()
    await expect(
      page.getByText('”Arbetshandskar Grip” (Storlek: M) har lagts till i din varukorg.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Varukorg, 3 varor' })).toBeVisible()

    await page.goto('/varukorg')
    const rows = page.locator('.cart-item')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText('Storlek: L')
    await expect(rows.nth(0)).toContainText('Art.nr NIS-HSK-L')
    await expect(rows.nth(1)).toContainText('Storlek: M')
    await expect(rows.nth(1)).toContainText('Art.nr NIS-HSK-M')
    await expect(page.getByLabel('Antal Arbetshandskar Grip, Storlek: M')).toHaveValue('2')
    await expect(page.getByTestId('subtotal')).toHaveText(sek('447,00 kr'))
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'Gå till kassan' }).click()
    await expect(page).toHaveURL(/\/kassan$/)
    await expect(page.locator('.review-lines')).toContainText('Storlek: L')
    await expect(page.locator('.review-lines')).toContainText('Storlek: M')
    for (const [id, value] of Object.entries({
      billing_first_name: 'Karin',
      billing_last_name: 'Ek',
      billing_address_1: 'Storgatan 1',
      billing_postcode: '852 34',
      billing_city: 'Sundsvall',
      billing_phone: '060-12 34 50',
      billing_email: 'varianter@example.se',
    }))
      await page.locator(`#${id}`).fill(value)
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    const details = page.locator('.order-details tbody tr')
    await expect(details).toHaveCount(2)
    await expect(details.nth(0)).toContainText('Arbetshandskar Grip × 1')
    await expect(details.nth(0)).toContainText('Storlek: L')
    await expect(details.nth(0)).toContainText('Art.nr NIS-HSK-L')
    await expect(details.nth(1)).toContainText('Arbetshandskar Grip × 2')
    await expect(details.nth(1)).toContainText('Storlek: M')
    await expect(
      page.locator('.order-details tfoot tr', { hasText: 'Totalt' }).locator('td'),
    ).toHaveText(sek('526,00 kr'))
    await expectNoSeriousA11yViolations(page)
  })

  test('the price of the hose follows its length', async ({ page }) => {
    await page.goto('/produkt/hydraulslang-2sn-dn10')
    const length = page.getByLabel('Längd')
    const price = page.getByTestId('variant-price')
    await expect(price).toHaveText(sek('1 250,00 kr – 2 450,00 kr inkl. moms (varav moms 25 %)'))
    await hydrated(length)
    await length.selectOption({ label: '15 m' })
    await expect(price).toHaveText(sek('1 650,00 kr inkl. moms (varav moms 25 %)'))
    await expect(page.getByTestId('variant-sku')).toHaveText('NIS-HS2SN-15')
    await length.selectOption({ label: '25 m' })
    await expect(price).toHaveText(sek('2 450,00 kr inkl. moms (varav moms 25 %)'))
    // Back to no choice: the range again, and nothing to add.
    await length.selectOption({ label: 'Välj längd' })
    await expect(price).toHaveText(sek('1 250,00 kr – 2 450,00 kr inkl. moms (varav moms 25 %)'))
    await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
  })

  test('staff see a product’s variants in the admin and change one’s stock', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill('admin@e2e.example')
    await page.getByLabel(/lösenord/i).fill('e2e-lösenord-123')
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto('/admin/collections/products')
    await page.getByRole('link', { name: 'Hydraulslang 2SN DN10' }).first().click()
    for (const sku of ['NIS-HS2SN-10', 'NIS-HS2SN-15', 'NIS-HS2SN-25'])
      await expect(page.getByText(sku, { exact: true })).toBeVisible()

    await page.goto('/admin/collections/variants')
    await page.getByRole('link', { name: 'Hydraulslang 2SN DN10 — 10 m' }).click()
    await expect(page.locator('#field-sku')).toHaveValue('NIS-HS2SN-10')
    await page.locator('#field-inventory').fill('7')
    await page.getByRole('button', { name: 'Spara', exact: true }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(/uppdater|sparad/i)

    // Saving regenerates the product page, whose 10 m now shows the new stock.
    await expect
      .poll(async () => {
        await page.goto('/produkt/hydraulslang-2sn-dn10')
        await page.getByLabel('Längd').selectOption({ label: '10 m' })
        return page.getByTestId('variant-stock').textContent()
      })
      .toBe('7 i lager')
    await expectNoSeriousA11yViolations(page)
  })
})
