'use client'

import { useEffect } from 'react'

import { hasConsent } from '@/features/consent/client'

import { AB_CONSENT_CATEGORY } from '../consentCategory'
import { pendingConversion } from '../runtime/conversion'
import { documentCookies } from '../runtime/cookies'
import { statsBody } from '../runtime/sender'

/**
 * Records a conversion that a split test on another page is waiting for (runtime/conversion.ts):
 * on the shop's order-received page (`kind="shop"`) or where the conversion tracker module stands
 * (`kind="tracker"`). Nothing in builder mode or without consent; renders nothing.
 */
export function AbConversion({ kind, postId }: { kind: 'shop' | 'tracker'; postId?: number }) {
  useEffect(() => {
    if (document.body.dataset.builderMode || !hasConsent(AB_CONSENT_CATEGORY)) return
    const pending = pendingConversion(kind, documentCookies(), postId)
    if (!pending) return
    let config: { ajaxurl?: string; et_ab_log_nonce?: string } = {}
    try {
      config = JSON.parse(document.getElementById('smedja-config')?.textContent ?? '{}')
    } catch {
      // No readable page config: the defaults below (the nonce check then refuses it).
    }
    void fetch(config.ajaxurl ?? '/api/ajax', {
      method: 'POST',
      body: statsBody([pending.record], config.et_ab_log_nonce ?? '', pending.visitor),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined)
  }, [kind, postId])
  return null
}
