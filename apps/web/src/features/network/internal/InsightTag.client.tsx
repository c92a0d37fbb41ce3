'use client'

import { useEffect } from 'react'

import { whenConsented } from '@/features/consent/client'

import { addInsightTag } from './insight'

/** Adds the insight tag once the visitor allows marketing cookies (now, or when they do). */
export function InsightTag({ src, partnerId }: { src: string; partnerId: string }) {
  useEffect(
    () => whenConsented('advertisement', () => void addInsightTag(document, src, partnerId)),
    [src, partnerId],
  )
  return null
}
