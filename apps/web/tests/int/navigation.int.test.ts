import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linkHref } from '@/platform/linkHref'

import { startTestSite, type TestSite } from './harness'

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(async () => {
  await site?.close()
})

// No Next.js cache to revalidate here (hooks/revalidate.ts).
const noRevalidate = { disableRevalidate: true }

describe('the header menu settings (issue 15)', () => {
  it('default to the mobile menu when none is chosen (the migration gives existing rows the same)', async () => {
    const header = await site.payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      data: { navItems: [{ link: { type: 'custom', url: '/', label: 'Hem' } }] },
    })
    expect(header.menuType).toBe('mobile')
  })

  it('keep the chosen menu type and refuse one that does not exist', async () => {
    await site.payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      data: { menuType: 'fullscreen' },
    })
    expect((await site.payload.findGlobal({ slug: 'header' })).menuType).toBe('fullscreen')
    await expect(
      site.payload.updateGlobal({
        slug: 'header',
        context: noRevalidate,
        data: { menuType: 'sidebar' as 'mobile' },
      }),
    ).rejects.toThrow()
  })

  it('link a menu item to a product, nested under another, with a label per language', async () => {
    const product = await site.payload.create({
      collection: 'products',
      context: noRevalidate,
      data: {
        title: 'Lagerfett 400 g',
        sku: 'LF-400',
        vatRate: '25',
        inventory: 3,
        priceInSEKEnabled: true,
        priceInSEK: 9_900,
        published: true,
      },
    })
    const item = (relation: number) => ({
      link: {
        type: 'reference' as const,
        reference: { relationTo: 'products' as const, value: relation },
        label: 'Smörjning',
      },
    })
    await site.payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      locale: 'sv',
      data: {
        navItems: [
          {
            link: { type: 'custom', url: '/butik', label: 'Butik' },
            children: [item(product.id)],
          },
        ],
      },
    })
    const saved = await site.payload.findGlobal({ slug: 'header', locale: 'sv', depth: 0 })
    const children = saved.navItems?.[0]?.children ?? []
    await site.payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      locale: 'en',
      data: {
        navItems: [
          {
            id: saved.navItems?.[0]?.id,
            link: { type: 'custom', url: '/butik', label: 'Shop' },
            children: [
              {
                ...item(product.id),
                id: children[0]?.id,
                link: { ...item(product.id).link, label: 'Lubrication' },
              },
            ],
          },
        ],
      },
    })

    const sv = await site.payload.findGlobal({ slug: 'header', locale: 'sv', depth: 1 })
    const en = await site.payload.findGlobal({ slug: 'header', locale: 'en', depth: 1 })
    const svChild = sv.navItems?.[0]?.children?.[0]?.link
    expect(svChild?.label).toBe('Smörjning')
    expect(en.navItems?.[0]?.children?.[0]?.link.label).toBe('Lubrication')
    expect(en.navItems?.[0]?.link.label).toBe('Shop')
    expect(linkHref(svChild)).toBe(`/produkt/${product.slug}`)
  })
})
