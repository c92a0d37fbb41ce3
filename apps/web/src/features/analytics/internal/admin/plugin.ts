import type { Plugin } from 'payload'

import { STATISTIK_PATH } from './paths'

const here = '@/features/analytics/internal/admin'

/**
 * Registers the *Statistik* dashboard as a custom root view of the admin (/admin/statistik) and a
 * link to it at the top of the navigation. Component paths only: the config never loads React.
 */
export const statistikAdmin: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      beforeNavLinks: [
        ...(config.admin?.components?.beforeNavLinks ?? []),
        `${here}/StatistikNavLink#StatistikNavLink`,
      ],
      views: {
        ...config.admin?.components?.views,
        statistik: {
          Component: `${here}/StatistikView#StatistikView`,
          path: STATISTIK_PATH,
          exact: true,
        },
      },
    },
  },
})
