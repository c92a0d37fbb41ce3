'use client'

import './banner.css'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { allAccepted, necessaryOnly } from './categories'
import { ensureConsentDefaults, updateConsentMode } from './gtag'
import { sendBannerView } from './beacon'
import { readPageConfig } from './pageConfig'
import {
  currentChoices,
  decide,
  onConsentChange,
  onOpenRequest,
  openConsentPreferences,
  readStoredConsent,
  takeOpenRequest,
} from './store'

// The dialog's code (and its stylesheet) loads when a visitor opens it, never with the page.
const PreferencesDialog = dynamic(
  () => import('./PreferencesDialog.client').then((module) => module.PreferencesDialog),
  { ssr: false },
)

/** Loads the tags the visitor allows; their loader is fetched only where a tag is configured. */
function loadTags(): void {
  const config = readPageConfig()
  if (!config || !Object.values(config.tags).some(Boolean)) return
  const choices = currentChoices()
  void import('./tags').then((module) => module.loadConsentedTags(config.tags, choices))
}

type Props = { title: string; text: string; policyUrl: string | null }

/**
 * The first layer (spec 4.9): shown fixed at the bottom of the viewport to visitors without a valid
 * choice, with "Acceptera alla" and "Avvisa alla" alike and "Inställningar" for the dialog. Also sets
 * Consent Mode's defaults, loads allowed tags, and opens the dialog for every "Cookie-inställningar"
 * control on the page (`data-consent-open`). Nothing of it runs in the editor's preview.
 */
export function ConsentBanner({ title, text, policyUrl }: Props) {
  const [asking, setAsking] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const bannerRef = useRef<HTMLElement>(null)
  const openerRef = useRef<Element | null>(null)

  useEffect(() => {
    if (document.body.dataset.builderMode === 'true') return
    const stored = readStoredConsent()
    ensureConsentDefaults()
    if (stored.valid) updateConsentMode(currentChoices())
    loadTags()
    const open = () => {
      takeOpenRequest()
      openerRef.current = document.activeElement
      setDialogOpen(true)
    }
    if (takeOpenRequest()) open()
    const stopOpen = onOpenRequest(open)
    const stopChange = onConsentChange(() => {
      setAsking(false)
      loadTags()
    })
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-consent-open]')) return
      event.preventDefault()
      openConsentPreferences()
    }
    document.addEventListener('click', onClick)
    if (!stored.valid) setAsking(true)
    return () => {
      stopOpen()
      stopChange()
      document.removeEventListener('click', onClick)
    }
  }, [])

  // The banner's page-view beacon (spec 7.4): every page, also after a client-side navigation, on
  // which it is shown.
  const pathname = usePathname()
  useEffect(() => {
    if (asking) sendBannerView(pathname)
  }, [asking, pathname])

  const choose = (all: boolean) => {
    // The pressed button goes away with the banner: focus moves to the content, not to nowhere.
    const hadFocus = bannerRef.current?.contains(document.activeElement)
    setAsking(false)
    void decide(all ? allAccepted() : necessaryOnly())
    if (hadFocus) document.getElementById('innehall')?.focus({ preventScroll: true })
  }

  const closeDialog = () => {
    setDialogOpen(false)
    const opener = openerRef.current
    // Back to what opened the dialog; if that was the banner, now gone, to the content.
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body)
      opener.focus({ preventScroll: true })
    else document.getElementById('innehall')?.focus({ preventScroll: true })
  }

  return (
    <>
      {asking ? (
        <section
          ref={bannerRef}
          className="consent-banner"
          aria-labelledby="consent-banner-title"
          data-consent-banner=""
        >
          <div className="consent-banner-inner">
            <div className="consent-banner-body">
              <h2 id="consent-banner-title" className="consent-banner-title">
                {title}
              </h2>
              <p className="consent-banner-text">
                {text}
                {policyUrl ? (
                  <>
                    {' '}
                    <a href={policyUrl}>Läs mer om hur vi hanterar personuppgifter</a>
                  </>
                ) : null}
              </p>
            </div>
            <div className="consent-banner-actions">
              <button type="button" className="consent-button" onClick={() => choose(true)}>
                Acceptera alla
              </button>
              <button type="button" className="consent-button" onClick={() => choose(false)}>
                Avvisa alla
              </button>
              <button
                type="button"
                className="consent-button consent-button-quiet"
                onClick={openConsentPreferences}
              >
                Inställningar
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogOpen ? <PreferencesDialog onClose={closeDialog} /> : null}
    </>
  )
}
