import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './fixtures'

const email = 'admin@e2e.example'
const password = 'e2e-lösenord-123'

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-post/i).fill(email)
  await page.getByLabel(/lösenord/i).fill(password)
  await page.getByRole('button', { name: /logga in/i }).click()
  await page.waitForURL(/\/admin\/?$/)
}

const heading = (text: string) => ({ blockType: 'heading', text, level: 'h2' })

/** Creates and publishes a page of one section with two columns; returns its id. */
async function createPage(page: Page) {
  const login = await page.request.post('/api/users/login', { data: { email, password } })
  const { token } = (await login.json()) as { token: string }
  const response = await page.request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: `Helskärm ${Date.now()}`,
      slug: `helskarm-${Date.now()}`,
      _status: 'published',
      layout: [
        {
          blockType: 'section',
          rows: [
            {
              blockType: 'row',
              structure: '1_2,1_2',
              columns: [
                { modules: [heading('Alfa'), heading('Beta')] },
                { modules: [heading('Gamma')] },
              ],
            },
          ],
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function draftTexts(page: Page, id: number): Promise<string[]> {
  const response = await page.request.get(`/api/pages/${id}?draft=true&depth=0`)
  const draft = (await response.json()) as {
    layout: { rows: { columns: { modules: { text: string }[] }[] }[] }[]
  }
  return draft.layout[0]!.rows[0]!.columns[0]!.modules.map((m) => m.text)
}

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await page.screenshot({ path: testInfo.outputPath('failure.png') }).catch(() => {})
  }
})

test('Bygg: the canvas in full screen beside the selected block’s own fields, and back with the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const id = await createPage(page)
  await page.goto(`/admin/collections/pages/${id}`)
  const viewport = page.viewportSize()!
  // The split view first, as editors have it: the overlay's panel floats over the canvas.
  await page.getByRole('button', { name: 'Förhandsgranskning', exact: true }).click()
  const preview = page.frameLocator('iframe#live-preview-iframe')
  const floating = preview.getByRole('region', { name: 'Byggläge' })
  await expect(floating).toBeVisible({ timeout: 30_000 })

  // Keyboard only: Bygg is a button in the document controls; focus moves into the sidebar.
  const bygg = page.locator('[data-smedja-bygg-toggle]')
  await expect(bygg).toHaveText('Bygg')
  await bygg.focus()
  await page.keyboard.press('Enter')
  const sidebarHeading = page.getByRole('heading', { name: 'Bygg', level: 2 })
  await expect(sidebarHeading).toBeFocused()
  await expect(bygg).toHaveText('Avsluta')

  // The overlay's panel docks in the sidebar (not over the canvas) and says where the editor is.
  const side = page.locator('[data-smedja-bygg-side]')
  const panel = side.getByRole('region', { name: 'Byggläge' })
  const status = panel.getByRole('status')
  await expect(status).toContainText('Bygg: sidan visas i helskärm.', { timeout: 30_000 })
  await expect(preview.locator('[data-builder-panel]')).toHaveCount(0)

  // The canvas fills the viewport beside the sidebar.
  const sidebarBox = (await page.locator('.collection-edit__main').boundingBox())!
  const canvasBox = (await page.locator('iframe#live-preview-iframe').boundingBox())!
  expect(sidebarBox.x).toBeLessThanOrEqual(1)
  expect(sidebarBox.width).toBeLessThanOrEqual(viewport.width * 0.45)
  expect(canvasBox.x).toBeGreaterThanOrEqual(sidebarBox.x + sidebarBox.width - 1)
  expect(canvasBox.x + canvasBox.width).toBeGreaterThanOrEqual(viewport.width - 48)
  expect(canvasBox.height).toBeGreaterThanOrEqual(viewport.height * 0.7)
  // The form's other fields are out of the way until a block is selected.
  await expect(page.locator('input[name="title"]')).toBeHidden()

  // A click on a module selects it; its own Payload fields, and only they, appear in the sidebar.
  await preview.getByRole('heading', { name: 'Beta' }).click()
  await expect(status).toHaveText('Markerad: Rubrik ”Beta” i Sektion 1 › Rad 1 › Kolumn 1.')
  const betaText = page.locator('input[name="layout.0.rows.0.columns.0.modules.1.text"]')
  await expect(betaText).toBeVisible()
  await expect(page.locator('input[name="layout.0.rows.0.columns.0.modules.0.text"]')).toBeHidden()
  const fieldBox = (await betaText.boundingBox())!
  expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(sidebarBox.x + sidebarBox.width)

  const results = await new AxeBuilder({ page })
    .include('[data-smedja-bygg-side]')
    .include('.collection-edit__main .document-fields')
    .include('[data-smedja-bygg-toggle]')
    .include('#live-preview-iframe')
    // Payload's own markup, the same in its plain edit view and not the builder's: the preview
    // iframe has no title, a block row's drag handle and "…" menu button have no name (and the
    // button is under 24 px), and its select fields' react-select inputs have no label.
    .exclude('.collapsible__drag')
    .exclude('.array-actions__button')
    .exclude('[id^="react-select-"][id$="-input"]')
    .disableRules(['frame-title'])
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'axe on Bygg (sidebar, the selected block’s fields and the canvas)',
  ).toEqual([])

  // An edit in the sidebar's field shows on the canvas.
  await betaText.fill('Beta från sidopanelen')
  await expect(preview.getByRole('heading', { name: 'Beta från sidopanelen' })).toBeVisible({
    timeout: 30_000,
  })
  await page.screenshot({ path: '/tmp/bygg.png' })

  // Escape goes back to the form, with focus on the button and the change kept.
  await page.keyboard.press('Escape')
  await expect(bygg).toBeFocused()
  await expect(bygg).toHaveText('Bygg')
  await expect(page.locator('input[name="title"]')).toBeVisible()
  await expect(betaText).toHaveValue('Beta från sidopanelen')
  await expect(page.locator('html')).not.toHaveAttribute('data-smedja-bygg', '')
  await expect(async () =>
    expect(await draftTexts(page, id)).toEqual(['Alfa', 'Beta från sidopanelen']),
  ).toPass({ timeout: 30_000 })

  // In the split view the panel floats over the canvas's corner and folds away to one button.
  await expect(floating.getByRole('status')).toHaveText(
    'Bygg avslutat: tillbaka i formuläret. Ändringarna finns kvar.',
  )
  await floating.getByRole('button', { name: 'Dölj byggpanelen' }).press('Enter')
  await expect(floating.getByRole('button', { name: 'Ångra' })).toBeHidden()
  await floating.getByRole('button', { name: 'Visa byggpanelen' }).press('Enter')
  await expect(floating.getByRole('button', { name: 'Ångra' })).toBeVisible()

  // Again with the keyboard: the selection survived; Avsluta leaves and gives focus back.
  await bygg.focus()
  await page.keyboard.press('Enter')
  await expect(sidebarHeading).toBeFocused()
  await expect(betaText).toBeVisible()
  await expect(bygg).toHaveText('Avsluta')
  await bygg.press('Enter')
  await expect(bygg).toBeFocused()
  await expect(bygg).toHaveText('Bygg')
  await expect(page.locator('input[name="title"]')).toBeVisible()
})
