// The demo company's team (issue 16): six members of Norrberg Industriservice with drawn portraits
// (scripts/make-demo-assets.mjs, `team-*.jpg`) and the team settings.
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { BUNDLED_CAROUSEL_BUILD, DEFAULT_PRINT_TITLE_SUFFIX } from '@/features/team'
import type { TeamMember } from '@/payload-types'
import { webRoot } from '@/platform/paths'

import { h, richText } from './richText'

const assets = path.join(webRoot, 'src', 'seed', 'assets')
const noRevalidate = { disableRevalidate: true }

type Picture = { file: string; alt: string; caption?: string }

type MemberSeed = Pick<
  TeamMember,
  'name' | 'role' | 'department' | 'shortBio' | 'email' | 'phone' | 'order'
> & {
  slug: string
  bio: Parameters<typeof richText>
  pictures: Picture[]
  skills: [string, number | string][]
  social?: [NonNullable<TeamMember['social']>[number]['network'], string][]
}

// Social profiles point at reserved .example addresses, so no demo link leads to a real person's page.
export const teamSeeds: MemberSeed[] = [
  {
    slug: 'karin-norrberg',
    name: 'Karin Norrberg',
    role: 'VD',
    department: 'Ledning',
    order: 1,
    shortBio:
      'Driver familjeföretaget vidare sedan 2015 och ser till att varje kund har en tekniker som känner deras anläggning.',
    bio: [
      'Karin växte upp med verkstaden på Verkstadsgatan och började som sommarjobbare i förrådet. Efter civilingenjörsexamen i maskinteknik arbetade hon tio år med underhållsplanering på ett pappersbruk innan hon kom tillbaka till Norrberg.',
      h('h3', 'Det hon brinner för'),
      'Långa kundrelationer och en arbetsplats där erfarna tekniker lär upp nästa generation. Hon sitter gärna med på uppstartsmöten för nya serviceavtal.',
    ],
    pictures: [{ file: 'team-karin-norrberg.jpg', alt: 'Tecknat porträtt av Karin Norrberg' }],
    skills: [
      ['Ledarskap', 95],
      ['Processindustri', 90],
      ['Affärsutveckling', 85],
      ['Avtal och upphandling', '80%'],
    ],
    email: 'karin.norrberg@norrberg-industriservice.se',
    phone: '060-12 34 51',
    social: [['linkedin', 'https://linkedin.example/in/karin-norrberg']],
  },
  {
    slug: 'maria-eklund',
    name: 'Maria Eklund',
    role: 'Underhållsingenjör',
    department: 'Teknik och analys',
    order: 2,
    shortBio:
      'Planerar förebyggande underhåll och tar fram underlagen som gör att stoppen blir kortare och färre.',
    bio: [
      'Maria leder arbetet med underhållsplaner åt våra avtalskunder: vilka maskiner som ska mätas, hur ofta och vad som ska bytas vid nästa stopp.',
      'Hon kom till oss från ett vattenverk i Härnösand och är certifierad vibrationsanalytiker i kategori II.',
    ],
    pictures: [
      { file: 'team-maria-eklund.jpg', alt: 'Tecknat porträtt av Maria Eklund' },
      {
        file: 'team-maria-eklund-matning.jpg',
        alt: 'Tecknad bild av Maria Eklund i skyddshjälm framför ett vattenverk',
        caption: 'Vibrationsmätning på en cirkulationspump.',
      },
    ],
    skills: [
      ['Underhållsplanering', 95],
      ['Tillförlitlighetsanalys (RCM)', 85],
      ['Vibrationsanalys', 80],
      ['Underhållssystem', 75],
    ],
    email: 'maria.eklund@norrberg-industriservice.se',
    phone: '060-12 34 57',
    social: [['linkedin', 'https://linkedin.example/in/maria-eklund']],
  },
  {
    slug: 'johan-sundberg',
    name: 'Johan Sundberg',
    role: 'Servicetekniker',
    department: 'Fältservice',
    order: 3,
    shortBio:
      'Felsöker pumpar, växellådor och hydraulik ute hos kunderna – och åker på jouren när något stannar.',
    bio: [
      'Johan har arbetat som servicetekniker i snart femton år, de senaste åtta hos oss. Han är en av dem som oftast tar jourpasset och har servicebilen hemma under jourveckorna.',
      h('h3', 'På fritiden'),
      'Skoter i fjällen på vintern och fiske i Indalsälven på sommaren.',
    ],
    pictures: [
      {
        file: 'team-johan-sundberg.jpg',
        alt: 'Tecknat porträtt av Johan Sundberg i varseljacka',
      },
      {
        file: 'team-johan-sundberg-falt.jpg',
        alt: 'Tecknad bild av Johan Sundberg i skyddshjälm framför en fabrik',
        caption: 'Byte av lagerhus på en pappersmaskin i Ortviken.',
      },
      {
        file: 'team-johan-sundberg-jour.jpg',
        alt: 'Tecknad bild av Johan Sundberg vid en industrianläggning i mörker',
        caption: 'Jourutryckning en vinternatt.',
      },
    ],
    skills: [
      ['Felsökning', 95],
      ['Pumpar och växellådor', 90],
      ['Hydraulik', 85],
      ['Svetsning', 70],
    ],
    email: 'johan.sundberg@norrberg-industriservice.se',
    phone: '070-312 45 18',
  },
  {
    slug: 'ahmed-karimi',
    name: 'Ahmed Karimi',
    role: 'Projektledare',
    department: 'Projekt och installation',
    order: 4,
    shortBio:
      'Leder installationer och ombyggnader från första platsbesök till överlämnad dokumentation.',
    bio: [
      'Ahmed håller ihop våra större projekt: flyttar av produktionslinjer, pumpinstallationer och ombyggnader under planerade stopp. Han ansvarar för tidplan, budget och arbetsmiljöplan.',
      'Innan han kom till Norrberg var han montageledare på ett stålverk i Borlänge.',
    ],
    pictures: [{ file: 'team-ahmed-karimi.jpg', alt: 'Tecknat porträtt av Ahmed Karimi' }],
    skills: [
      ['Projektledning', 90],
      ['Arbetsmiljö och säkerhet', 85],
      ['Installation och montage', 80],
      ['Budget och uppföljning', 75],
      ['Upphandling', 60],
    ],
    email: 'ahmed.karimi@norrberg-industriservice.se',
    phone: '070-312 45 22',
    social: [['linkedin', 'https://linkedin.example/in/ahmed-karimi']],
  },
  {
    slug: 'lena-oberg',
    name: 'Lena Öberg',
    role: 'El- och automationstekniker',
    department: 'El och automation',
    order: 5,
    shortBio: 'Programmerar styrsystem, byter frekvensomriktare och termograferar elskåp.',
    bio: [
      'Lena ansvarar för el och automation i våra serviceavtal: PLC-program, frekvensomriktare, motorskydd och termografering av elcentraler.',
      'Hon håller också i våra interna utbildningar i elsäkerhet.',
    ],
    pictures: [{ file: 'team-lena-oberg.jpg', alt: 'Tecknat porträtt av Lena Öberg' }],
    skills: [
      ['Elinstallation', 95],
      ['PLC-programmering', 90],
      ['Frekvensomriktare', 80],
      ['Termografering', 70],
    ],
    email: 'lena.oberg@norrberg-industriservice.se',
    phone: '070-312 45 31',
  },
  {
    slug: 'oskar-lindgren',
    name: 'Oskar Lindgren',
    role: 'Specialist tillståndsövervakning',
    department: 'Teknik och analys',
    order: 6,
    shortBio:
      'Har mätt vibrationer i norrländsk processindustri sedan 1990-talet och hittar lagerfelen innan de hörs.',
    bio: [
      'Oskar var en av de första som anställdes av bröderna Norrberg. I dag leder han våra mätrundor och tolkar trenderna från de fasta givarna hos avtalskunderna.',
      'Han är certifierad vibrationsanalytiker i kategori III och handleder yngre kollegor.',
    ],
    pictures: [{ file: 'team-oskar-lindgren.jpg', alt: 'Tecknat porträtt av Oskar Lindgren' }],
    skills: [
      ['Vibrationsanalys', 100],
      ['Uppriktning av axlar', 90],
      ['Handledning', 85],
      ['Oljeanalys', 80],
    ],
    email: 'oskar.lindgren@norrberg-industriservice.se',
    phone: '060-12 34 59',
    social: [['website', 'https://vibrationsbloggen.example']],
  },
]

async function mediaId(payload: Payload, log: (msg: string) => void, picture: Picture) {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: picture.file } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0].id
  const filePath = path.join(assets, picture.file)
  if (!fs.existsSync(filePath)) throw new Error(`seed asset missing: ${filePath}`)
  log(`media ${picture.file}`)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: picture.alt },
    filePath,
    context: noRevalidate,
  })
  return doc.id
}

/**
 * Seeds the team members that are missing (found by slug, so an editor's changes are kept) and the
 * team settings while they have never been saved. Returns every seeded member's id by slug, for
 * modules that pick members.
 */
export async function seedTeam(
  payload: Payload,
  log: (msg: string) => void,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const member of teamSeeds) {
    const { docs } = await payload.find({
      collection: 'team-members',
      where: { slug: { equals: member.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) {
      ids[member.slug] = docs[0].id
      continue
    }
    const gallery = []
    for (const picture of member.pictures) {
      gallery.push({ image: await mediaId(payload, log, picture), caption: picture.caption })
    }
    log(`team-members ${member.slug}`)
    const doc = await payload.create({
      collection: 'team-members',
      draft: false,
      context: noRevalidate,
      data: {
        _status: 'published',
        publicProfile: true,
        slug: member.slug,
        name: member.name,
        role: member.role,
        department: member.department,
        order: member.order,
        shortBio: member.shortBio,
        longBio: richText(...member.bio) as TeamMember['longBio'],
        email: member.email,
        phone: member.phone,
        gallery,
        // Imported data writes percents as '80%'; the collection reads both forms.
        skills: member.skills.map(([label, percent]) => ({ label, percent: percent as number })),
        social: (member.social ?? []).map(([network, url]) => ({ network, url })),
      },
    })
    ids[member.slug] = doc.id
  }

  const settings = await payload.findGlobal({ slug: 'team-settings', depth: 0 })
  if (!settings.updatedAt) {
    log('global team-settings')
    await payload.updateGlobal({
      slug: 'team-settings',
      context: noRevalidate,
      data: { printTitleSuffix: DEFAULT_PRINT_TITLE_SUFFIX, carouselBuild: BUNDLED_CAROUSEL_BUILD },
    })
  }
  return ids
}
