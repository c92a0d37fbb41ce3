'use client'

import type { MouseEvent } from 'react'

import { feedPopupFeatures } from './feedPopup'

type Props = { feedUrl: string; popupUrl: string; label: string; builderMode: boolean }

/**
 * The feed button: a link to the feed (what a visitor without JavaScript gets) that opens the
 * subscription service in a 550 × 520 popup instead. If the browser blocks the popup, the link is
 * followed. In the builder's preview a click does nothing (spec 6).
 */
export function FeedSubscribeLink({ feedUrl, popupUrl, label, builderMode }: Props) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (builderMode) {
      event.preventDefault()
      return
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const popup = window.open(
      popupUrl,
      'smedja-feed',
      feedPopupFeatures({
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    )
    if (!popup) return
    popup.opener = null
    event.preventDefault()
  }
  return (
    <a className="button button-primary feed-subscribe-button" href={feedUrl} onClick={open}>
      {label}
      <span className="visually-hidden"> (öppnas i ett nytt fönster)</span>
    </a>
  )
}
