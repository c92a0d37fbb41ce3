import type { Payload, PayloadRequest } from 'payload'

import { siteUrl } from '@/platform/siteUrl'

/** The organisation as visitors and customers know it. */
export type SiteIdentity = {
  /** The site's name: in greetings, signatures, the sender's name and the card statement. */
  name: string
  /** The organisation's e-mail address, if the settings give one. */
  email: string | null
}

/**
 * The site's name and address from the site settings (Webbplatsinställningar), so renaming the company
 * is an edit in the admin. Read in the caller's unit of work when there is one, so the read needs no
 * second database connection. Until the settings are filled in, the site's host name stands in for the
 * name.
 */
export async function siteIdentity(payload: Payload, req?: PayloadRequest): Promise<SiteIdentity> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { siteName: true, organisation: { email: true } },
    req,
  })
  return {
    name: settings.siteName?.trim() || new URL(siteUrl()).hostname,
    email: settings.organisation?.email?.trim() || null,
  }
}
