import '../internal/profile/profile.css'

import type { Metadata } from 'next'
import { cache } from 'react'

import { RichText } from '@/components/RichText'
import { buildMetadata } from '@/platform/metadata'
import { payloadClient } from '@/platform/payload'
import { getSiteSettings } from '@/platform/queries'
import { siteUrl } from '@/platform/siteUrl'

import { getTeamMember, getTeamSettings, listTeamMemberPages, printTitle } from '../index'
import { AvatarGallery } from '../internal/components/AvatarGallery.client'
import { PrintProfileButton } from '../internal/components/PrintProfileButton.client'
import { SkillBars } from '../internal/components/SkillBars'
import { jsonLdText, personJsonLd } from '../internal/profile/personJsonLd'
import { PrintPortrait, PROFILE_IMAGE_SIZES } from '../internal/profile/PrintPortrait'
import { socialNetworkLabel } from '../internal/social'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'

type Props = { params: Promise<{ slug: string }> }

// generateMetadata and the page ask for the same member in one render.
const loadMember = cache(async (slug: string) => getTeamMember(await payloadClient(), slug))

const slugOf = async (params: Props['params']) => decodeURIComponent((await params).slug)

export async function generateStaticParams() {
  // The build may run without a database; pages are then rendered on first request.
  try {
    return (await listTeamMemberPages(await payloadClient())).map(({ slug }) => ({ slug }))
  } catch {
    return []
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [member, settings] = await Promise.all([
    loadMember(await slugOf(params)),
    getSiteSettings(),
  ])
  if (!member?.profilePath) return notFoundMetadata
  const base = buildMetadata({
    meta: null,
    title: member.name,
    description: member.shortBio ?? [member.role, settings.siteName].filter(Boolean).join(' på '),
    path: member.profilePath,
    siteName: settings.siteName,
    fallbackImage: settings.defaultOgImage,
  })
  const portrait = member.images[0]
  const [firstName, ...rest] = member.name.split(' ')
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'profile',
      firstName,
      lastName: rest.join(' ') || undefined,
      images: portrait
        ? [
            {
              url: new URL(portrait.url, siteUrl()).toString(),
              width: portrait.width,
              height: portrait.height,
              alt: portrait.alt,
            },
          ]
        : base.openGraph?.images,
    },
  }
}

/** /team/<slug>: a member's profile, printable as a PDF and downloadable as a contact card. */
export async function TeamMemberPage({ params }: Props) {
  const member = await loadMember(await slugOf(params))
  if (!member?.profilePath) return <NotFoundContent />
  const [siteSettings, teamSettings] = await Promise.all([
    getSiteSettings(),
    getTeamSettings(await payloadClient()),
  ])
  const organisation = siteSettings.organisation?.legalName || siteSettings.siteName
  const jsonLd = personJsonLd(member, { origin: siteUrl(), organisation })
  const firstName = member.name.split(' ')[0] ?? member.name

  return (
    <article className="team-profile container" aria-labelledby="team-profile-name">
      <div className="team-profile-top">
        <div className="team-profile-media">
          <AvatarGallery
            images={member.images}
            name={member.name}
            locale="sv"
            sizes={PROFILE_IMAGE_SIZES}
            className="team-profile-gallery"
          />
          <PrintPortrait image={member.images[0]} />
        </div>
        <div className="team-profile-summary">
          <h1 id="team-profile-name">{member.name}</h1>
          {member.role || member.department ? (
            <p className="team-profile-role">
              {member.role}
              {member.role && member.department ? ', ' : null}
              {member.department ? (
                <span className="team-profile-department">{member.department}</span>
              ) : null}
            </p>
          ) : null}
          {member.shortBio ? <p className="lead">{member.shortBio}</p> : null}
          {member.email || member.phone ? (
            <dl className="team-contact">
              {member.email ? (
                <>
                  <dt>E-post</dt>
                  <dd>
                    <a href={`mailto:${member.email}`}>{member.email}</a>
                  </dd>
                </>
              ) : null}
              {member.phone ? (
                <>
                  <dt>Telefon</dt>
                  <dd>
                    <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {member.social.length ? (
            <ul className="team-social" aria-label={`${firstName} på nätet`}>
              {member.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer me" target="_blank">
                    {socialNetworkLabel(link.network)}
                    <span className="visually-hidden"> (öppnas i ett nytt fönster)</span>
                  </a>
                  <span className="team-print-only team-social-url"> {link.url}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="team-profile-actions">
            <a
              className="button button-outline"
              href={`${member.profilePath}/vcard`}
              download={`${member.slug}.vcf`}
            >
              Spara kontaktkort
            </a>
            <PrintProfileButton
              printTitle={printTitle(member.name, teamSettings.printTitleSuffix)}
            />
          </div>
        </div>
      </div>
      {member.longBio ? (
        <section className="team-profile-section" aria-labelledby="team-profile-about">
          <h2 id="team-profile-about">Om {firstName}</h2>
          <RichText data={member.longBio} />
        </section>
      ) : null}
      {member.skills.length ? (
        <section className="team-profile-section" aria-labelledby="team-profile-skills">
          <h2 id="team-profile-skills">Kompetenser</h2>
          <SkillBars skills={member.skills} label="Kompetenser" />
        </section>
      ) : null}
      {/* On paper the links are gone, so the sheet says where it came from. */}
      <p className="team-print-only team-print-source">
        {organisation} · {siteUrl()}
        {member.profilePath}
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </article>
  )
}
