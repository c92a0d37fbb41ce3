'use client'

import './dialog.css'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import {
  allAccepted,
  CATEGORY_LABELS,
  CONSENT_CATEGORIES,
  necessaryOnly,
  type ConsentCategory,
  type ConsentChoices,
} from './categories'
import { currentChoices, decide, globalPrivacyControl, readStoredConsent } from './store'
import type { CategoryView, ConsentView } from './view'

const SETTINGS_PATH = '/api/samtycke/installningar'

function CookieTable({ category }: { category: CategoryView }) {
  if (!category.cookies.length) return null
  return (
    <details className="consent-cookies">
      <summary>Cookies och tjänster ({category.cookies.length})</summary>
      <table>
        <caption className="visually-hidden">Cookies i kategorin {category.label}</caption>
        <thead>
          <tr>
            <th scope="col">Namn</th>
            <th scope="col">Tjänst</th>
            <th scope="col">Lagringstid</th>
            <th scope="col">Syfte</th>
          </tr>
        </thead>
        <tbody>
          {category.cookies.map((cookie, i) => (
            <tr key={i}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.provider}</td>
              <td>{cookie.duration}</td>
              <td>{cookie.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

/**
 * The preferences dialog (spec 4.9): per-category choice with each category's description and
 * cookies, the visitor's consent id, and "Avvisa alla" (a withdrawal once something was allowed),
 * "Spara mina val" and "Acceptera alla". A modal <dialog>: the page behind is inert while it is
 * open, Escape closes it, and the banner returns focus to what opened it.
 */
export function PreferencesDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [view, setView] = useState<ConsentView | null>(null)
  const [failed, setFailed] = useState(false)
  const [consentId] = useState(() => readStoredConsent().record?.consentId ?? null)
  const [choices, setChoices] = useState<ConsentChoices>(currentChoices)
  const gpc = globalPrivacyControl()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    dialog.addEventListener('close', onClose)
    const controller = new AbortController()
    fetch(SETTINGS_PATH, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
        return response.json() as Promise<ConsentView>
      })
      .then(setView)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => {
      controller.abort()
      dialog.removeEventListener('close', onClose)
    }
  }, [onClose])

  // The page behind a modal dialog is inert; Tab also wraps inside it instead of leaving for the
  // browser's own controls, so keyboard users stay in the dialog until they close it.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), summary',
      ),
    ].filter((element) => element.getClientRects().length > 0)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const save = (next: ConsentChoices) => {
    void decide(next)
    dialogRef.current?.close()
  }

  const toggle = (category: ConsentCategory, allowed: boolean) =>
    setChoices((previous) => ({ ...previous, [category]: allowed }))

  const categories: CategoryView[] =
    view?.categories ??
    CONSENT_CATEGORIES.map((key) => ({
      key,
      label: CATEGORY_LABELS[key],
      description: '',
      cookies: [],
    }))

  return (
    <dialog
      ref={dialogRef}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={keepFocusInside}
    >
      <div className="consent-dialog-head">
        <h2 id={`${id}-title`} className="consent-dialog-title">
          {view?.dialogTitle ?? 'Cookie-inställningar'}
        </h2>
        <button
          type="button"
          className="consent-dialog-close"
          onClick={() => dialogRef.current?.close()}
        >
          Stäng
        </button>
      </div>
      <div className="consent-dialog-body">
        {view ? <p>{view.dialogIntro}</p> : null}
        <p role="status" className="consent-dialog-status">
          {failed
            ? 'Beskrivningarna kunde inte hämtas just nu; dina val fungerar ändå.'
            : view
              ? ''
              : 'Hämtar beskrivningar …'}
        </p>
        <p className="consent-id">
          {consentId ? (
            <>
              Ditt samtyckes-id: <code data-consent-id="">{consentId}</code>
              <br />
              <small>Ange det om du vill veta vad vi har sparat om ditt val.</small>
            </>
          ) : (
            'Du har inte gjort något val än. Ditt samtyckes-id skapas när du sparar.'
          )}
        </p>
        {view?.policyUrl ? (
          <p>
            <a href={view.policyUrl}>Läs mer om hur vi hanterar personuppgifter</a>
          </p>
        ) : null}
        <ul className="consent-categories">
          {categories.map((category) => {
            const fixed = category.key === 'necessary'
            const refusedByBrowser = gpc && category.key === 'advertisement'
            const inputId = `${id}-${category.key}`
            return (
              <li key={category.key} className="consent-category">
                <div className="consent-category-choice">
                  <input
                    type="checkbox"
                    id={inputId}
                    checked={fixed || (!refusedByBrowser && choices[category.key])}
                    disabled={fixed || refusedByBrowser}
                    aria-describedby={`${inputId}-desc`}
                    onChange={(event) => toggle(category.key, event.target.checked)}
                  />
                  <label htmlFor={inputId}>{category.label}</label>
                  {fixed ? <span className="consent-always">Alltid aktiva</span> : null}
                </div>
                <p id={`${inputId}-desc`} className="consent-category-description">
                  {category.description}
                  {refusedByBrowser
                    ? ' Din webbläsare skickar signalen Global Privacy Control, så marknadsföring är avstängd.'
                    : ''}
                </p>
                <CookieTable category={category} />
              </li>
            )
          })}
        </ul>
      </div>
      <div className="consent-dialog-actions">
        <button type="button" className="consent-button" onClick={() => save(necessaryOnly())}>
          Avvisa alla
        </button>
        <button
          type="button"
          className="consent-button consent-button-quiet"
          onClick={() => save(choices)}
        >
          Spara mina val
        </button>
        <button type="button" className="consent-button" onClick={() => save(allAccepted())}>
          Acceptera alla
        </button>
      </div>
    </dialog>
  )
}
