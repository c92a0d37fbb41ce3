import type { CollectionConfig, GlobalConfig, Payload, Plugin } from 'payload'
import type React from 'react'

import type { AjaxAction } from './ajax/types'
import type { BackgroundTask } from './jobs/config'

/**
 * What a feature mounts in the root layout. Loaded lazily from the feature's `slots.tsx`, so
 * `feature.ts` (which payload.config.ts reads) never imports React components.
 */
export type FeatureSlots = {
  /** In the site header after the main menu: icons, counters, account links. */
  headerEnd?: React.ComponentType
  /** At the end of <body> on every page: banners, dialogs, scripts. */
  bodyEnd?: React.ComponentType
}

/** A public URL for sitemap.xml: a site-relative path and when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: string | Date; priority?: number }

/**
 * One capability of the site (shop, search, forms, consent…): everything the platform wires for it.
 * `features/registry.ts` lists every feature; the Payload config, the ajax endpoint, server start-up
 * and the root layout read that list, so nothing a feature declares can be left unwired.
 */
export type Feature<Name extends string = string> = {
  name: Name
  /** Payload collections the feature owns (its plugins may add more). */
  collections?: readonly CollectionConfig[]
  globals?: readonly GlobalConfig[]
  plugins?: readonly Plugin[]
  /** Handlers of the site's one ajax endpoint (`/api/ajax`), by action name (spec 7.3). */
  ajaxActions?: readonly AjaxAction[]
  /** Start-up work of a running server (never during `next build`); nothing periodic: see `tasks`. */
  onServerStart?: () => void | Promise<void>
  /**
   * Background work on Payload's jobs queue: periodic tasks carry a cron and run once per due time
   * whatever the number of processes, with retries; failures show in the admin (docs/architecture.md,
   * "Background jobs"). Import server code inside each handler, not at the top of feature.ts.
   */
  tasks?: readonly BackgroundTask[]
  slots?: () => Promise<FeatureSlots>
  /**
   * The public pages the feature serves, for sitemap.xml: only what an anonymous visitor may open
   * (no drafts, nothing private). Import server code inside the function, not at the top of feature.ts.
   */
  sitemap?: (payload: Payload) => Promise<SitemapEntry[]>
}

/** Declares a feature; the identity function gives `feature.ts` files one checked shape. */
export function defineFeature<const Name extends string>(feature: Feature<Name>): Feature<Name> {
  return feature
}
