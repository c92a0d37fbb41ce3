import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let team: typeof import('@/features/team')

beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  // Imported after the harness has pointed the data folder at a temporary directory.
  team = await import('@/features/team')
})

afterAll(async () => {
  await site?.close()
})

/** The field errors of a Payload ValidationError, as the admin shows them next to each field. */
async function fieldErrors(
  promise: Promise<unknown>,
): Promise<{ path: string; message: string }[]> {
  try {
    await promise
  } catch (error) {
    return (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
  }
  throw new Error('expected a validation error')
}

const member = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  _status: 'published' as const,
  publicProfile: true,
  ...extra,
})

describe('team members', () => {
  it('seeds six public members of the demo company, in the editors’ order, with portraits', async () => {
    const members = await team.listTeamMembers(site.payload)
    expect(members.map((m) => m.name)).toEqual([
      'Karin Norrberg',
      'Maria Eklund',
      'Johan Sundberg',
      'Ahmed Karimi',
      'Lena Öberg',
      'Oskar Lindgren',
    ])
    for (const m of members) {
      expect(m.profilePath).toBe(`/team/${m.slug}`)
      expect(m.images[0]?.url).toMatch(/\.jpg$/)
      expect(m.skills.length).toBeGreaterThanOrEqual(3)
    }
    const johan = await team.getTeamMember(site.payload, 'johan-sundberg')
    expect(johan?.images.map((i) => i.caption)).toEqual([
      null,
      'Byte av lagerhus på en pappersmaskin i Ortviken.',
      'Jourutryckning en vinternatt.',
    ])
    expect(johan?.role).toBe('Servicetekniker')
    expect(await team.getTeamSettings(site.payload)).toEqual({
      printTitleSuffix: ' – Team',
      carouselBuild: 1,
    })
  })

  it('adds nothing when the seed runs again', async () => {
    const before = await site.payload.count({ collection: 'team-members', overrideAccess: true })
    const { seedTeam } = await import('@/seed/team')
    await seedTeam(site.payload, () => {})
    const after = await site.payload.count({ collection: 'team-members', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('keeps a draft out of the modules and off its profile page', async () => {
    await site.payload.create({
      collection: 'team-members',
      data: member('Utkast Person', { _status: 'draft', slug: 'utkast-person' }),
      draft: true,
    })
    const listed = await team.listTeamMembers(site.payload)
    expect(listed.map((m) => m.slug)).not.toContain('utkast-person')
    expect(await team.getTeamMember(site.payload, 'utkast-person')).toBeNull()
    expect((await team.listTeamMemberPages(site.payload)).map((p) => p.slug)).not.toContain(
      'utkast-person',
    )
  })

  it('shows a member without a public profile in the modules, but gives no page or card', async () => {
    await site.payload.create({
      collection: 'team-members',
      data: member('Sara Privat', { publicProfile: false, slug: 'sara-privat' }),
    })
    const listed = await team.listTeamMembers(site.payload)
    expect(listed.find((m) => m.slug === 'sara-privat')?.profilePath).toBeNull()
    expect(await team.getTeamMember(site.payload, 'sara-privat')).toBeNull()
    expect((await team.listTeamMemberPages(site.payload)).map((p) => p.slug)).not.toContain(
      'sara-privat',
    )
    expect((await team.teamMemberVCardResponse(site.payload, 'sara-privat')).status).toBe(404)
  })

  it('lists the members a module picked, in the module’s order', async () => {
    const all = await team.listTeamMembers(site.payload)
    const [first, second] = [all[4]!, all[1]!]
    const picked = await team.listTeamMembers(site.payload, { ids: [first.id, second.id] })
    expect(picked.map((m) => m.name)).toEqual([first.name, second.name])
  })

  it('stores a skill written as 80% or as 80 as the number 80', async () => {
    const doc = await site.payload.create({
      collection: 'team-members',
      data: member('Procent Person', {
        slug: 'procent-person',
        skills: [
          { label: 'Med tecken', percent: '80%' as unknown as number },
          { label: 'Med mellanslag', percent: ' 80 % ' as unknown as number },
          { label: 'Tal', percent: 80 },
        ],
      }),
    })
    expect(doc.skills?.map((s) => s.percent)).toEqual([80, 80, 80])
    const view = await team.getTeamMember(site.payload, 'procent-person')
    expect(view?.skills.map((s) => s.percent)).toEqual([80, 80, 80])
  })

  it('refuses a skill above 100 or written as text, with the Swedish message, and stores nothing', async () => {
    for (const percent of [150, '150%', '80abc', -1]) {
      const errors = await fieldErrors(
        site.payload.create({
          collection: 'team-members',
          data: member('Fel Procent', {
            slug: 'fel-procent',
            skills: [{ label: 'Svetsning', percent: percent as number }],
          }),
        }),
      )
      expect(errors).toEqual([
        {
          path: 'skills.0.percent',
          message: 'Ange en procentsats mellan 0 och 100, till exempel 80 eller 80 %.',
          label: expect.anything(),
        },
      ])
    }
    const stored = await site.payload.count({
      collection: 'team-members',
      where: { slug: { equals: 'fel-procent' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a social link that is not a web address', async () => {
    const errors = await fieldErrors(
      site.payload.create({
        collection: 'team-members',
        data: member('Fel Länk', {
          social: [{ network: 'linkedin', url: 'javascript:alert(1)' }],
        }),
      }),
    )
    expect(errors.map((e) => e.message)).toEqual([
      'Ange en adress som börjar med https:// eller http://',
    ])
  })

  it('answers a public member’s contact card as a vCard download', async () => {
    const res = await team.teamMemberVCardResponse(site.payload, 'karin-norrberg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="karin-norrberg.vcf"')
    const card = await res.text()
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/)
    expect(card).toContain('FN:Karin Norrberg\r\n')
    expect(card).toContain('TITLE:VD\r\n')
    expect((await team.teamMemberVCardResponse(site.payload, 'finns-inte')).status).toBe(404)
  })
})
