import type React from 'react'
import { beforeEach, vi } from 'vitest'

/**
 * Islands reach their modules through `next/dynamic` (see the `lazy.client.tsx` files). Next resolves
 * those while it renders a page; `renderToStaticMarkup` in a unit test cannot wait. Here `dynamic()`
 * starts its loader when the lazy file is imported and every test waits for the loaders, so a module's
 * server markup renders with its island in it, as on the site.
 */
const pending = new Set<Promise<unknown>>()

vi.mock('next/dynamic', () => ({
  default: function dynamic<P extends object>(
    loader: () => Promise<React.ComponentType<P> | { default: React.ComponentType<P> }>,
  ) {
    let Loaded: React.ComponentType<P> | null = null
    const loading = loader().then((module) => {
      Loaded = 'default' in module ? module.default : module
    })
    pending.add(loading)
    function Dynamic(props: P) {
      if (!Loaded) throw new Error('next/dynamic (unit test): the island has not loaded yet')
      return <Loaded {...props} />
    }
    return Dynamic
  },
}))

beforeEach(async () => {
  await Promise.all(pending)
})
