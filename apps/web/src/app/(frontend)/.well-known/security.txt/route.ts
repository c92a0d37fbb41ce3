import { getSiteSettings } from '@/platform/queries'
import { securityTxt } from '@/platform/securityTxt'
import { siteUrl } from '@/platform/siteUrl'

// Regenerated when the settings change (hooks/revalidate.ts purges the whole site) and daily, so the
// default expiry keeps moving.
export const revalidate = 86400

export async function GET(): Promise<Response> {
  const settings = await getSiteSettings()
  const text = securityTxt(
    {
      contact: settings.securityContact?.contact,
      fallbackEmail: settings.organisation?.email,
      expires: settings.securityContact?.expires,
      policy: settings.securityContact?.policy,
      preferredLanguages: settings.securityContact?.preferredLanguages,
      canonicalUrl: `${siteUrl()}/.well-known/security.txt`,
    },
    new Date(),
  )
  if (!text) return new Response('Ingen säkerhetskontakt är angiven.\n', { status: 404 })
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
