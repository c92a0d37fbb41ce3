import type { AjaxAction } from '@/platform/ajax/types'
import type { Payload } from 'payload'

import type { Feature, FeatureSlots, SitemapEntry } from '@/platform/feature'

import { abTesting } from './ab-testing/feature'
import { analytics } from './analytics/feature'
import { builder } from './builder/feature'
import { comments } from './comments/feature'
import { consent } from './consent/feature'
import { forms } from './forms/feature'
import { mail } from './mail/feature'
import { navigation } from './navigation/feature'
import { network } from './network/feature'
import { search } from './search/feature'
import { shop } from './shop/feature'
import { sso } from './sso/feature'
import { team } from './team/feature'

/**
 * Every feature of the site, one line each. The key is the feature's folder and must equal its name
 * (the mapped type checks it); registry.test.ts checks that every folder with a feature.ts is here.
 * Plugins run in this order: search comes last, since its plugin hooks into collections that other
 * features add (the shop's products).
 */
const registered = {
  mail,
  shop,
  team,
  comments,
  forms,
  consent,
  navigation,
  sso,
  analytics,
  'ab-testing': abTesting,
  network,
  builder,
  search,
}

export const features: { [Name in keyof typeof registered]: Feature<Name> } = registered

export const featureList: readonly Feature[] = Object.values(features)

function collect<T>(pick: (feature: Feature) => readonly T[] | undefined): T[] {
  return featureList.flatMap((feature) => pick(feature) ?? [])
}

export const featureCollections = collect((f) => f.collections)
export const featureGlobals = collect((f) => f.globals)
export const featurePlugins = collect((f) => f.plugins)

/** Every feature's background tasks (payload.config's jobs); one task slug twice is a start-up error. */
export const featureTasks = (() => {
  const tasks = collect((f) => f.tasks)
  const slugs = new Set<string>()
  for (const task of tasks) {
    if (slugs.has(task.slug)) throw new Error(`background task ${task.slug} is declared twice`)
    slugs.add(task.slug)
  }
  return tasks
})()

/** The ajax endpoint's actions by name; two features answering one name is a start-up error. */
export const ajaxActions: ReadonlyMap<string, AjaxAction> = (() => {
  const byName = new Map<string, AjaxAction>()
  for (const feature of featureList) {
    for (const action of feature.ajaxActions ?? []) {
      if (byName.has(action.name))
        throw new Error(`ajax action ${action.name} is declared twice (again by ${feature.name})`)
      byName.set(action.name, action)
    }
  }
  return byName
})()

/** Starts every feature's background work; one failing start does not stop the others. */
export async function startFeatures(log: (feature: string, error: unknown) => void): Promise<void> {
  await Promise.all(
    featureList.map(async (feature) => {
      try {
        await feature.onServerStart?.()
      } catch (error) {
        log(feature.name, error)
      }
    }),
  )
}

/** What the root layout mounts for every feature, in registry order. */
export async function featureSlots(): Promise<FeatureSlots[]> {
  const loaded = await Promise.all(featureList.map((feature) => feature.slots?.()))
  return loaded.filter((slots): slots is FeatureSlots => Boolean(slots))
}

/** Every feature's public pages for sitemap.xml, in registry order. */
export async function featureSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const lists = await Promise.all(featureList.map((feature) => feature.sitemap?.(payload) ?? []))
  return lists.flat()
}
