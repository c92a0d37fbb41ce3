import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(async () => {
  await site?.close()
})

describe('users and roles', () => {
  it('makes the very first account an administrator', async () => {
    const first = await site.payload.create({
      collection: 'users',
      data: { email: 'forsta@example.se', password: 'hemligt-123', roles: ['editor'] },
    })
    expect(first.roles).toEqual(['admin'])
  })

  it('does not let an editor promote themself or create accounts', async () => {
    const editor = await site.payload.create({
      collection: 'users',
      data: { email: 'red@example.se', password: 'hemligt-123', roles: ['editor'] },
    })
    const updated = await site.payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'], name: 'Redaktören' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
    expect(updated.name).toBe('Redaktören')
    await expect(
      site.payload.create({
        collection: 'users',
        data: { email: 'ny@example.se', password: 'hemligt-123', roles: ['admin'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('lets editors edit content but not site settings', async () => {
    const editor = (
      await site.payload.find({
        collection: 'users',
        where: { email: { equals: 'red@example.se' } },
      })
    ).docs[0]!
    const page = await site.payload.create({
      collection: 'pages',
      data: { title: 'Redaktörens sida' },
      user: editor,
      overrideAccess: false,
    })
    expect(page.slug).toBe('redaktorens-sida')
    await expect(
      site.payload.updateGlobal({
        slug: 'site-settings',
        data: { siteName: 'Kapad' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
