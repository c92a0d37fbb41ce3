import type { I18nClient } from '@payloadcms/translations'

const list = '/admin/collections/payload-jobs'

/** The list's own filter, as the admin's filter builder writes it into the address. */
export const failedJobsHref = `${list}?where[or][0][and][0][hasError][equals]=true&sort=-updatedAt`
export const waitingJobsHref = `${list}?where[or][0][and][0][completedAt][exists]=false&where[or][0][and][1][hasError][equals]=false&sort=waitUntil`

const texts = {
  sv: { label: 'Visa', failed: 'Misslyckade jobb', waiting: 'Väntande jobb', all: 'Alla jobb' },
  en: { label: 'Show', failed: 'Failed jobs', waiting: 'Waiting jobs', all: 'All jobs' },
}

/** Above the jobs list: links to the failed and the waiting jobs (plain links, no script). */
export function JobFilters({ i18n }: { i18n?: I18nClient }) {
  const t = i18n?.language === 'en' ? texts.en : texts.sv
  return (
    <nav aria-label={t.label} style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
      <a href={failedJobsHref}>{t.failed}</a>
      <a href={waitingJobsHref}>{t.waiting}</a>
      <a href={list}>{t.all}</a>
    </nav>
  )
}
