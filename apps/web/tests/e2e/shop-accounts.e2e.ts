import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const admin = { email: 'admin@e2e.example', password: 'e2e-lösenord-123' }
// Built pages persist between local runs; the database does not, but a unique address is clearer.
const email = `konto-${Date.now().toString(36)}@example.se`
const password = 'mitt hemliga lösenord'

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value)
}

async function addFromShop(page: Page, title: string) {
  await page.goto('/butik')
  await page.getByRole('button', { name: `Lägg ”${title}” i varukorgen` }).click()
  await expect(page.getByText(`”${title}” har lagts till i din varukorg.`)).toBeVisible()
}

const header = (page: Page) => page.locator('.site-header')

async function signIn(page: Page, secret: string, address = email) {
  const form = page.getByRole('form', { name: 'Logga in' })
  await form.getByLabel('E-postadress').fill(address)
  await form.getByLabel('Lösenord').fill(secret)
  await form.getByRole('button', { name: 'Logga in' }).click()
}

test.describe('customer accounts', () => {
  test('checkout creates the account → Mitt konto → sign out → sign in keeps the cart → new password', async ({
    page,
    browser,
  }) => {
    // The whole life of an account in one flow, with axe on eight pages: over a minute on a busy machine.
    test.setTimeout(120_000)
    // A product no other test counts the stock of (the suite shares one database).
    await addFromShop(page, 'Servicepaket vibrationsanalys')
    await page.goto('/kassan')
    await fill(page, {
      billing_first_name: 'Karin',
      billing_last_name: 'Ek',
      billing_address_1: 'Storgatan 1',
      billing_postcode: '852 34',
      billing_city: 'Sundsvall',
      billing_phone: '060-12 34 50',
      billing_email: email,
    })
    await expect(page.getByLabel('Skapa lösenord')).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Skapa ett konto?' }).check()
    const newPassword = page.getByLabel('Skapa lösenord')
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password')
    await newPassword.fill('kort')
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page.locator('.checkout-error')).toContainText(
      'Lösenordet måste vara minst 10 tecken långt.',
    )
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
    await newPassword.fill(password)
    await page.getByRole('button', { name: 'Slutför beställning' }).click()
    await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
    const orderId = (await page.getByTestId('order-number').textContent())?.trim()
    await expectNoSeriousA11yViolations(page)

    // Signed in by the order: Payload's auth cookie, HttpOnly and SameSite=Lax.
    const auth = (await page.context().cookies()).find((c) => c.name === 'payload-token')
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

    await header(page).getByRole('link', { name: 'Mitt konto' }).click()
    await expect(page).toHaveURL(/\/konto$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitt konto')
    await expect(page.getByText('Du är inloggad som')).toContainText(email)
    const row = page.getByRole('row', { name: new RegExp(`Order ${orderId}\\b`) })
    await expect(row).toContainText('Behandlas')
    await expect(row).toContainText(/4\s950,00/) // free shipping over 1 500 kr
    await expectNoSeriousA11yViolations(page)
    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/kassan/order-mottagen/${orderId}\\?nyckel=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order mottagen')

    // Signed in, the checkout starts from the account and offers no new account.
    await addFromShop(page, 'Kullager 6205-2RS')
    await page.goto('/kassan')
    await expect(page.locator('#billing_address_1')).toHaveValue('Storgatan 1')
    await expect(page.locator('#billing_email')).toHaveValue(email)
    await expect(page.getByRole('checkbox', { name: 'Skapa ett konto?' })).toHaveCount(0)
    await expect(page.getByText(`Du är inloggad som ${email}.`)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Signing out takes the cart out of this browser (it stays with the account).
    await page.goto('/konto')
    await page.getByRole('button', { name: 'Logga ut' }).click()
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'payload-token')).toBeFalsy()
    await expectNoSeriousA11yViolations(page)

    // A guest cart, then signing in: both the guest's item and the account's cart are kept.
    await addFromShop(page, 'Hörselskydd Pro')
    await page.goto('/konto')
    await signIn(page, 'fel lösenord igen')
    await expect(page.getByRole('form', { name: 'Logga in' }).getByRole('alert')).toContainText(
      'Fel e-postadress eller lösenord.',
    )
    await expect(
      page.getByRole('form', { name: 'Logga in' }).getByLabel('Lösenord'),
    ).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
    await signIn(page, password)
    await expect(page.getByText('Du är inloggad som')).toContainText(email)
    await page.goto('/varukorg')
    await expect(page.getByRole('link', { name: 'Hörselskydd Pro' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kullager 6205-2RS' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Varukorg, 2 varor' })).toBeVisible()

    // Forgotten password: the link comes through the outbox.
    await page.goto('/konto')
    await page.getByRole('button', { name: 'Logga ut' }).click()
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click()
    await expect(page).toHaveURL(/\/konto\/aterstall-losenord$/)
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('E-postadress').fill('finns-inte@example.se')
    await page.getByRole('button', { name: 'Skicka länken' }).click()
    const answer = page.getByRole('status')
    await expect(answer).toContainText('Om det finns ett konto med den e-postadressen')
    const unknownAnswer = await answer.textContent()
    await page.reload()
    await page.getByLabel('E-postadress').fill(email)
    await page.getByRole('button', { name: 'Skicka länken' }).click()
    await expect(page.getByRole('status')).toHaveText(unknownAnswer ?? '')

    // Staff read the mail in the admin (their own browser session).
    const staff = await browser.newPage()
    await staff.goto('/admin/login')
    await staff.getByLabel(/e-post/i).fill(admin.email)
    await staff.getByLabel(/lösenord/i).fill(admin.password)
    await staff.getByRole('button', { name: /logga in/i }).click()
    await staff.waitForURL(/\/admin\/?$/)
    await staff.goto('/admin/collections/outbox')
    await staff
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Välj ett nytt lösenord' })
      .getByRole('link')
      .first()
      .click()
    const text = await staff.locator('textarea#field-text').inputValue()
    await staff.close()
    const link = /\/konto\/aterstall-losenord\?nyckel=[a-f0-9]{40}/.exec(text)?.[0]
    expect(link).toBeTruthy()

    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välj ett nytt lösenord')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('textbox', { name: 'Nytt lösenord *' }).fill('ett helt nytt lösenord')
    await page.getByLabel('Upprepa det nya lösenordet').fill('ett helt nytt lösenord')
    await page.getByRole('button', { name: 'Spara lösenordet' }).click()
    await expect(page).toHaveURL(/\/konto$/)
    await expect(page.getByText('Du är inloggad som')).toContainText(email)
  })

  test('Byt lösenord: this browser stays signed in, other browsers are signed out, the new password signs in', async ({
    page,
    browser,
  }) => {
    const address = `byt-${Date.now().toString(36)}@example.se`
    const first = 'mitt första lösenord'
    const second = 'ett andra och nytt lösenord'
    await page.goto('/konto')
    const register = page.getByRole('form', { name: 'Skapa konto' })
    await register.getByLabel('E-postadress').fill(address)
    await register.getByLabel('Lösenord').fill(first)
    await register.getByRole('button', { name: 'Skapa konto' }).click()
    await expect(page.getByText('Du är inloggad som')).toContainText(address)

    // The same account signed in in another browser.
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    await other.goto('/konto')
    await signIn(other, first, address)
    await expect(other.getByText('Du är inloggad som')).toContainText(address)

    const form = page.getByRole('form', { name: 'Byt lösenord' })
    const current = form.getByLabel('Nuvarande lösenord')
    const fresh = form.getByLabel('Nytt lösenord')
    const repeat = form.getByLabel('Upprepa det nya lösenordet')
    await expect(current).toHaveAttribute('autocomplete', 'current-password')
    await expect(fresh).toHaveAttribute('autocomplete', 'new-password')
    await expect(repeat).toHaveAttribute('autocomplete', 'new-password')

    await current.fill('inte mitt lösenord')
    await fresh.fill(second)
    await repeat.fill(second)
    await form.getByRole('button', { name: 'Byt lösenord' }).click()
    await expect(form.getByRole('alert')).toContainText('Nuvarande lösenord stämmer inte.')
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)

    await current.fill(first)
    await form.getByRole('button', { name: 'Byt lösenord' }).click()
    await expect(form.getByRole('status')).toContainText('Ditt lösenord har ändrats.')
    await expect(current).toHaveValue('')
    await expect(fresh).toHaveValue('')
    await expect(current).not.toHaveAttribute('aria-invalid')
    await expectNoSeriousA11yViolations(page)

    // This browser has a fresh auth cookie; the other browser's session has ended.
    const auth = (await page.context().cookies()).find((c) => c.name === 'payload-token')
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    await page.reload()
    await expect(page.getByText('Du är inloggad som')).toContainText(address)
    await other.reload()
    await expect(other.getByRole('heading', { name: 'Logga in' })).toBeVisible()
    await otherContext.close()

    await page.getByRole('button', { name: 'Logga ut' }).click()
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible()
    await signIn(page, first, address)
    await expect(page.getByRole('form', { name: 'Logga in' }).getByRole('alert')).toContainText(
      'Fel e-postadress eller lösenord.',
    )
    await signIn(page, second, address)
    await expect(page.getByText('Du är inloggad som')).toContainText(address)
  })
})
