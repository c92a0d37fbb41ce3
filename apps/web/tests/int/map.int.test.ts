import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_TILE_URL } from '@/blocks/Map/mapTiles'

import { startTestSite, type TestSite } from './harness'

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(async () => {
  await site?.close()
})

afterEach(() => {
  delete process.env.MAP_TILE_ORIGINS
})

/** The field messages of a Payload ValidationError, which is what the admin shows next to each field. */
async function fieldErrors(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((e) => e.message)
  }
  throw new Error('expected a validation error')
}

const ownTiles = { tileUrl: 'https://{s}.kartor.example.se/{z}/{x}/{y}.png', subdomains: 'ab' }

const mapPage = (lat: number) => ({
  title: `Karta ${lat}`,
  _status: 'published' as const,
  layout: [
    {
      blockType: 'section' as const,
      rows: [
        {
          blockType: 'row' as const,
          structure: '1_1' as const,
          columns: [
            {
              modules: [
                {
                  blockType: 'map' as const,
                  title: 'Karta till verkstaden',
                  lat,
                  lng: 17.3069,
                  zoom: 14,
                  scrollWheelZoom: false,
                  grayscale: { desktop: 100, phone: 0 },
                  pins: [
                    {
                      title: 'Verkstaden',
                      lat: 62.3929,
                      lng: 17.2936,
                      info: 'Verkstadsgatan 4\n852 34 Sundsvall',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})

describe('map module and the Karta site settings', () => {
  it("fills the tile settings with OpenStreetMap's", async () => {
    const settings = await site.payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Norrberg' },
      context: { disableRevalidate: true },
    })
    expect(settings.map?.tileUrl).toBe(DEFAULT_TILE_URL)
    expect(settings.map?.subdomains).toBe('abc')
    expect(settings.map?.attribution).toBe('© OpenStreetMap-bidragsgivare')
    expect(settings.map?.attributionUrl).toBe('https://www.openstreetmap.org/copyright')
  })

  it('refuses a tile source the security policy would block, and takes it once the operator allows it', async () => {
    const refused = await fieldErrors(
      site.payload.updateGlobal({
        slug: 'site-settings',
        data: { siteName: 'Norrberg', map: ownTiles },
        context: { disableRevalidate: true },
      }),
    )
    expect(refused).toEqual([
      'Webbplatsens säkerhetspolicy tillåter inte kartbilder från https://a.kartor.example.se, https://b.kartor.example.se. Be driftansvarig lägga till värden i MAP_TILE_ORIGINS, eller välj en annan kartleverantör.',
    ])
    expect(
      await fieldErrors(
        site.payload.updateGlobal({
          slug: 'site-settings',
          data: { siteName: 'Norrberg', map: { tileUrl: 'http://kartor.example.se/{z}/{x}/{y}' } },
          context: { disableRevalidate: true },
        }),
      ),
    ).toEqual([`Ange en adressmall som börjar med https://, t.ex. ${DEFAULT_TILE_URL}`])
    const unchanged = await site.payload.findGlobal({ slug: 'site-settings' })
    expect(unchanged.map?.tileUrl).toBe(DEFAULT_TILE_URL)

    process.env.MAP_TILE_ORIGINS = 'https://a.kartor.example.se https://b.kartor.example.se'
    const saved = await site.payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Norrberg', map: ownTiles },
      context: { disableRevalidate: true },
    })
    expect(saved.map?.tileUrl).toBe(ownTiles.tileUrl)
  })

  it('stores a map with its pins and switches, and refuses a centre off the map', async () => {
    const page = await site.payload.create({
      collection: 'pages',
      data: mapPage(62.3908),
      context: { disableRevalidate: true },
    })
    const map = page.layout?.[0]?.rows?.[0]?.columns?.[0]?.modules?.[0]
    expect(map).toMatchObject({
      blockType: 'map',
      lat: 62.3908,
      zoom: 14,
      scrollWheelZoom: false,
      mobileDragging: true,
      grayscale: { desktop: 100, phone: 0 },
      pins: [{ title: 'Verkstaden', info: 'Verkstadsgatan 4\n852 34 Sundsvall' }],
    })
    const errors = await fieldErrors(
      site.payload.create({
        collection: 'pages',
        data: mapPage(91),
        context: { disableRevalidate: true },
      }),
    )
    expect(errors).toHaveLength(1)
  })
})
