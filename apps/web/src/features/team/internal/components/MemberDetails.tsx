import { fillLabel } from '@/ui/carousel/labels'

import { teamLabels, type TeamLocale } from '../logic/labels'
import { initialsOf, type TeamPopupMember } from '../logic/popup'
import { socialNetworkLabel } from '../social'
import { AvatarGallery } from './AvatarGallery.client'
import { SkillBars } from './SkillBars'

/** One member in the popup carousel: gallery, name, role, short bio, skills, contact, profile link. */
export function MemberDetails({ member, locale }: { member: TeamPopupMember; locale: TeamLocale }) {
  const t = teamLabels[locale]
  const hasContact = Boolean(member.email || member.phone || member.social.length)
  return (
    <article className="team-member">
      <div className="team-member-media">
        {member.images.length ? (
          <AvatarGallery images={member.images} name={member.name} locale={locale} />
        ) : (
          <span className="team-card-initials" aria-hidden="true">
            {initialsOf(member.name)}
          </span>
        )}
      </div>
      <div className="team-member-text">
        <h3 className="team-member-name">{member.name}</h3>
        {member.role || member.department ? (
          <p className="team-member-role">
            {[member.role, member.department].filter(Boolean).join(', ')}
          </p>
        ) : null}
        {member.shortBio ? <p className="team-member-bio">{member.shortBio}</p> : null}
        {member.skills.length ? (
          <>
            <h4 className="team-member-subheading">{t.skills}</h4>
            <SkillBars skills={member.skills} label={t.skills} />
          </>
        ) : null}
        {hasContact ? (
          <>
            <h4 className="team-member-subheading">{t.contact}</h4>
            <ul className="team-member-contact">
              {member.email ? (
                <li>
                  {t.email}: <a href={`mailto:${member.email}`}>{member.email}</a>
                </li>
              ) : null}
              {member.phone ? (
                <li>
                  {t.phone}:{' '}
                  <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</a>
                </li>
              ) : null}
              {member.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {socialNetworkLabel(link.network)}
                    <span className="visually-hidden">
                      {' '}
                      {fillLabel(t.profileOf, { name: member.name })}
                      {locale === 'en' ? ' (opens in a new window)' : ' (öppnas i nytt fönster)'}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {member.profilePath ? (
          <p className="team-member-profile">
            <a className="button button-secondary" href={member.profilePath}>
              {t.profile}
              <span className="visually-hidden">
                {' '}
                {fillLabel(t.profileOf, { name: member.name })}
              </span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  )
}
