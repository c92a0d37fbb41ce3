import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { webRoot } from '@/platform/paths'

import { urlLink } from './layout'

const assets = path.join(webRoot, 'src', 'seed', 'assets')
const noRevalidate = { disableRevalidate: true }

/** The main menu exactly as src/seed/index.ts creates it. */
const SEEDED_MENU = ['Hem', 'Om oss', 'Tjänster', 'Projekt', 'Blogg', 'Kontakt']

/** What the shop shows of a product, however it is sold. */
type CatalogueSeed = {
  sku: string
  title: string
  slug: string
  vatRate: '25' | '12' | '6'
  categories: string[]
  image: [string, string]
  shortDescription: string
  description: string
  details: [string, string][]
}

/** How a product is sold: at its own price from its own stock, or by variant (stock on the variants). */
type ProductSale =
  | { inventory: number; priceInSEKEnabled: true; priceInSEK: number }
  | { inventory: 0; enableVariants: true; variantTypes: number[] }

type ProductSeed = CatalogueSeed & { price: number; inventory: number }

const categorySeeds = [
  { slug: 'reservdelar', title: 'Reservdelar' },
  { slug: 'servicepaket', title: 'Servicepaket' },
  { slug: 'skyddsutrustning', title: 'Skyddsutrustning' },
]

// Prices in öre including VAT. Service packages and parts carry 25 %; the handbook 6 % (books).
const productSeeds: ProductSeed[] = [
  {
    sku: 'NIS-HF200',
    title: 'Oljefilter HF-200',
    slug: 'oljefilter-hf-200',
    price: 34900,
    vatRate: '25',
    inventory: 40,
    categories: ['reservdelar'],
    image: ['produkt-oljefilter.jpg', 'Oljefilter HF-200, blått filterhus'],
    shortDescription: 'Hydraulfilter för pumpar och växellådor, 10 µm filtrering.',
    description:
      'Ett robust hydraulfilter för pumpar, växellådor och hydraulaggregat i processindustrin.\n\nByts vid varje serviceintervall eller när differenstrycket överstiger 2 bar. Passar de vanligaste filterhusen med G 1"-anslutning.',
    details: [
      ['Filtrering', '10 µm'],
      ['Anslutning', 'G 1"'],
      ['Max tryck', '25 bar'],
      ['Vikt', '0,8 kg'],
    ],
  },
  {
    sku: 'NIS-KL6205',
    title: 'Kullager 6205-2RS',
    slug: 'kullager-6205-2rs',
    price: 18900,
    vatRate: '25',
    inventory: 120,
    categories: ['reservdelar'],
    image: ['produkt-kullager.jpg', 'Spårkullager 6205-2RS sett framifrån'],
    shortDescription: 'Tätat spårkullager för elmotorer och fläktar.',
    description:
      'Spårkullager med gummitätning på båda sidor, smort för livet. Vanligt i elmotorer, fläktar och transportörer.',
    details: [
      ['Innerdiameter', '25 mm'],
      ['Ytterdiameter', '52 mm'],
      ['Bredd', '15 mm'],
    ],
  },
  {
    sku: 'NIS-SP-VIB',
    title: 'Servicepaket vibrationsanalys',
    slug: 'servicepaket-vibrationsanalys',
    price: 495000,
    vatRate: '25',
    inventory: 10,
    categories: ['servicepaket'],
    image: ['produkt-servicepaket.jpg', 'Checklista med bockar för servicepaketet'],
    shortDescription: 'En dags mätning av upp till 20 maskiner med rapport och åtgärdsförslag.',
    description:
      'Vår tekniker mäter vibrationer på upp till 20 roterande maskiner under en arbetsdag och levererar en rapport med trender, felorsaker och prioriterade åtgärder.\n\nResor inom Västernorrland ingår. Vi kontaktar dig inom två arbetsdagar för att boka tid.',
    details: [
      ['Omfattning', 'Upp till 20 maskiner'],
      ['Tid på plats', '1 arbetsdag'],
      ['Rapport', 'Inom 5 arbetsdagar'],
    ],
  },
  {
    sku: 'NIS-HS1',
    title: 'Hörselskydd Pro',
    slug: 'horselskydd-pro',
    price: 49900,
    vatRate: '25',
    inventory: 25,
    categories: ['skyddsutrustning'],
    image: ['produkt-horselskydd.jpg', 'Hörselskydd med orange kåpor'],
    shortDescription: 'Kåpor med hög dämpning för bullriga miljöer, SNR 33 dB.',
    description:
      'Bekväma hörselskydd med mjuka tätningsringar och justerbar hjässbygel. Testade enligt EN 352-1.',
    details: [
      ['Dämpning', 'SNR 33 dB'],
      ['Standard', 'EN 352-1'],
    ],
  },
  {
    sku: 'NIS-HJ2',
    title: 'Skyddshjälm med hakrem',
    slug: 'skyddshjalm-med-hakrem',
    price: 39900,
    vatRate: '25',
    inventory: 30,
    categories: ['skyddsutrustning'],
    image: ['produkt-skyddshjalm.jpg', 'Gul skyddshjälm'],
    shortDescription: 'Skyddshjälm enligt EN 397 med fyrpunkts hakrem.',
    description:
      'Lätt skyddshjälm med ventilation, sexpunkts innerställning och fyrpunkts hakrem för arbete på höjd.',
    details: [
      ['Standard', 'EN 397'],
      ['Vikt', '380 g'],
    ],
  },
  {
    sku: 'NIS-BOK1',
    title: 'Handbok i smörjteknik',
    slug: 'handbok-i-smorjteknik',
    price: 42400,
    vatRate: '6',
    inventory: 15,
    categories: ['servicepaket'],
    image: ['produkt-servicepaket.jpg', 'Handbok i smörjteknik'],
    shortDescription: 'Vår egen handbok: smörjmedel, intervall och vanliga fel.',
    description:
      'Handboken som våra tekniker använder, med smörjscheman, val av smörjmedel och felsökning. 180 sidor.',
    details: [
      ['Sidor', '180'],
      ['Språk', 'Svenska'],
    ],
  },
]

type VariantTypeSeed = { name: string; label: string; options: [value: string, label: string][] }

const variantTypeSeeds: VariantTypeSeed[] = [
  {
    name: 'storlek',
    label: 'Storlek',
    options: [
      ['s', 'S'],
      ['m', 'M'],
      ['l', 'L'],
      ['xl', 'XL'],
    ],
  },
  {
    name: 'langd',
    label: 'Längd',
    options: [
      ['10', '10 m'],
      ['15', '15 m'],
      ['25', '25 m'],
    ],
  },
]

/** Products bought by variant: each variant is one option of `type`, with its own SKU, price and stock. */
type VariantProductSeed = CatalogueSeed & {
  type: string
  variants: { option: string; sku: string; price: number; inventory: number }[]
}

const variantProductSeeds: VariantProductSeed[] = [
  {
    sku: 'NIS-HSK',
    title: 'Arbetshandskar Grip',
    slug: 'arbetshandskar-grip',
    vatRate: '25',
    categories: ['skyddsutrustning'],
    image: ['produkt-arbetshandskar.jpg', 'Ett par orange arbetshandskar med blå muddar'],
    shortDescription: 'Nitrildoppade arbetshandskar med bra grepp i olja och fukt.',
    description:
      'Slitstarka handskar för montering och service: nitrildoppad handflata som greppar även i olja, andas på ovansidan och har stickad mudd.\n\nVälj storlek efter handens omkrets: S 18 cm, M 20 cm, L 22 cm, XL 24 cm.',
    details: [
      ['Standard', 'EN 388 (4121X)'],
      ['Material', 'Nylon med nitril'],
    ],
    type: 'storlek',
    variants: [
      { option: 's', sku: 'NIS-HSK-S', price: 14900, inventory: 12 },
      { option: 'm', sku: 'NIS-HSK-M', price: 14900, inventory: 30 },
      { option: 'l', sku: 'NIS-HSK-L', price: 14900, inventory: 25 },
      { option: 'xl', sku: 'NIS-HSK-XL', price: 15900, inventory: 0 },
    ],
  },
  {
    sku: 'NIS-HS2SN',
    title: 'Hydraulslang 2SN DN10',
    slug: 'hydraulslang-2sn-dn10',
    vatRate: '25',
    categories: ['reservdelar'],
    image: ['produkt-hydraulslang.jpg', 'Hoprullad svart hydraulslang med gula kopplingar'],
    shortDescription: 'Pressad hydraulslang med raka kopplingar, klar att montera.',
    description:
      'Tvåflätad hydraulslang för högtryckssystem, pressad med raka JIC-kopplingar i båda ändar och provtryckt innan leverans.',
    details: [
      ['Innerdiameter', '10 mm (3/8")'],
      ['Arbetstryck', '330 bar'],
      ['Koppling', 'JIC 7/8" rak'],
    ],
    type: 'langd',
    variants: [
      { option: '10', sku: 'NIS-HS2SN-10', price: 125000, inventory: 8 },
      { option: '15', sku: 'NIS-HS2SN-15', price: 165000, inventory: 5 },
      { option: '25', sku: 'NIS-HS2SN-25', price: 245000, inventory: 2 },
    ],
  },
]

const shippingSeeds = [
  {
    name: 'Postnord',
    description: 'Leverans till ombud inom 1–3 arbetsdagar.',
    cost: 7900,
    freeOver: 150000,
    countries: ['SE'],
    sortOrder: 1,
  },
  {
    name: 'DHL',
    description: 'Leverans till dörren inom 1–2 arbetsdagar.',
    cost: 14900,
    freeOver: 300000,
    countries: ['SE', 'NO', 'FI', 'DK'],
    sortOrder: 2,
  },
  {
    name: 'Hämta i Sundsvall',
    description: 'Hämta på Verkstadsgatan 4 vardagar 07–16.',
    cost: 0,
    freeOver: null,
    countries: ['SE'],
    sortOrder: 3,
  },
] as const

/**
 * Demo shop: categories, products with VAT rates and stock, shipping methods, the VÅRSTÄD10 coupon,
 * an approved review and 'Butik' in the header menu. Idempotent like the rest of the seed.
 */
export async function seedShop(payload: Payload, log: (msg: string) => void): Promise<void> {
  const categories = new Map<string, number>()
  for (const c of categorySeeds) {
    const { docs } = await payload.find({
      collection: 'product-categories',
      where: { slug: { equals: c.slug } },
      limit: 1,
      depth: 0,
    })
    const doc =
      docs[0] ??
      (log(`product-categories ${c.slug}`),
      await payload.create({ collection: 'product-categories', data: c, context: noRevalidate }))
    categories.set(c.slug, doc.id)
  }

  const media = new Map<string, number>()
  const mediaFor = async (filename: string, alt: string) => {
    const known = media.get(filename)
    if (known) return known
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    let id = docs[0]?.id
    if (!id) {
      const filePath = path.join(assets, filename)
      if (!fs.existsSync(filePath)) throw new Error(`seed asset missing: ${filePath}`)
      log(`media ${filename}`)
      id = (
        await payload.create({
          collection: 'media',
          data: { alt },
          filePath,
          context: noRevalidate,
        })
      ).id
    }
    media.set(filename, id)
    return id
  }

  /** The product with the seed's SKU; a missing one is created from the seed, sold as `sale` says. */
  const productFor = async (p: CatalogueSeed, sale: ProductSale): Promise<number> => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { sku: { equals: p.sku } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const found = docs[0]?.id
    if (found) return found
    log(`products ${p.sku}`)
    const image = await mediaFor(p.image[0], p.image[1])
    const created = await payload.create({
      collection: 'products',
      context: noRevalidate,
      data: {
        title: p.title,
        slug: p.slug,
        sku: p.sku,
        vatRate: p.vatRate,
        ...sale,
        published: true,
        categories: p.categories
          .map((c) => categories.get(c))
          .filter((c): c is number => c !== undefined),
        gallery: [{ image }],
        shortDescription: p.shortDescription,
        description: p.description,
        details: p.details.map(([label, value]) => ({ label, value })),
      },
    })
    return created.id
  }

  let firstProduct: number | null = null
  for (const p of productSeeds) {
    const id = await productFor(p, {
      inventory: p.inventory,
      priceInSEKEnabled: true,
      priceInSEK: p.price,
    })
    firstProduct ??= id
  }

  await seedVariantProducts(payload, log, productFor)

  for (const s of shippingSeeds) {
    const { totalDocs } = await payload.count({
      collection: 'shipping-methods',
      where: { name: { equals: s.name } },
    })
    if (!totalDocs) {
      log(`shipping-methods ${s.name}`)
      await payload.create({
        collection: 'shipping-methods',
        data: { ...s, countries: [...s.countries], enabled: true },
      })
    }
  }

  const { totalDocs: coupons } = await payload.count({
    collection: 'coupons',
    where: { code: { equals: 'VÅRSTÄD10' } },
    overrideAccess: true,
  })
  if (!coupons) {
    log('coupons VÅRSTÄD10')
    await payload.create({
      collection: 'coupons',
      data: {
        code: 'VÅRSTÄD10',
        kind: 'percent',
        percent: 10,
        minSpend: 20000,
        usageLimit: 500,
        active: true,
      },
    })
  }

  if (firstProduct !== null) {
    const { totalDocs: reviews } = await payload.count({
      collection: 'product-reviews',
      where: { product: { equals: firstProduct } },
      overrideAccess: true,
    })
    if (!reviews) {
      log('product-reviews')
      await payload.create({
        collection: 'product-reviews',
        context: noRevalidate,
        data: {
          product: firstProduct,
          rating: 5,
          author: 'Maria, underhållschef',
          email: 'maria@example.se',
          body: 'Passade direkt i våra pumpar och levererades dagen efter.',
          status: 'approved',
        },
      })
    }
  }

  // 'Butik' goes into the menu the seed made (before 'Kontakt'). A menu an editor has changed is left alone.
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  const items = header.navItems ?? []
  const labels = items.map((i) => i.link?.label ?? '')
  if (labels.join('|') === SEEDED_MENU.join('|')) {
    log('global header: Butik')
    const at = labels.indexOf('Kontakt')
    await payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      data: {
        navItems: [...items.slice(0, at), { link: urlLink('/butik', 'Butik') }, ...items.slice(at)],
      },
    })
  }
}

/**
 * Variant types and options (found by name and value), then the products sold in variants (found by
 * SKU) and each of their variants (found by SKU): only what is missing is created.
 */
async function seedVariantProducts(
  payload: Payload,
  log: (msg: string) => void,
  productFor: (p: CatalogueSeed, sale: ProductSale) => Promise<number>,
): Promise<void> {
  const options = new Map<string, number>()
  const types = new Map<string, number>()
  for (const t of variantTypeSeeds) {
    const { docs } = await payload.find({
      collection: 'variantTypes',
      where: { name: { equals: t.name } },
      limit: 1,
      depth: 0,
    })
    const typeId =
      docs[0]?.id ??
      (log(`variantTypes ${t.name}`),
      (await payload.create({ collection: 'variantTypes', data: { name: t.name, label: t.label } }))
        .id)
    types.set(t.name, typeId)
    for (const [value, label] of t.options) {
      const found = await payload.find({
        collection: 'variantOptions',
        where: { and: [{ variantType: { equals: typeId } }, { value: { equals: value } }] },
        limit: 1,
        depth: 0,
      })
      const optionId =
        found.docs[0]?.id ??
        (log(`variantOptions ${t.name} ${value}`),
        (
          await payload.create({
            collection: 'variantOptions',
            data: { variantType: typeId, value, label },
          })
        ).id)
      options.set(`${t.name}:${value}`, optionId)
    }
  }

  for (const p of variantProductSeeds) {
    const id = await productFor(p, {
      inventory: 0,
      enableVariants: true,
      variantTypes: [types.get(p.type) as number],
    })
    for (const v of p.variants) {
      const { totalDocs } = await payload.count({
        collection: 'variants',
        where: { sku: { equals: v.sku } },
        overrideAccess: true,
      })
      if (totalDocs) continue
      log(`variants ${v.sku}`)
      await payload.create({
        collection: 'variants',
        context: noRevalidate,
        data: {
          product: id,
          options: [options.get(`${p.type}:${v.option}`) as number],
          sku: v.sku,
          priceInSEK: v.price,
          inventory: v.inventory,
          published: true,
        },
      })
    }
  }
}
