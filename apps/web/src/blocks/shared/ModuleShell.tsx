import type React from 'react'

import { analyticsAttributes } from '@/features/analytics/routing'
import { animationAttributes } from '@/ui/animations/attributes'
import { safeModuleUrl } from '@/platform/linkHref'

import type { ModuleSettingsData, RenderContext } from './types'
import { classNames, visibilityClasses } from './visibility'

type Props = {
  slug: string
  settings?: ModuleSettingsData | null
  context: RenderContext
  /** Accessible name of the whole-module link, e.g. the module's title. */
  linkLabel?: string | null
  className?: string
  children: React.ReactNode
}

/**
 * The common wrapper of every module: element id (hash deep links address modules by id), classes,
 * per-device visibility and the link options of spec 2.3. The module link is a real <a> stretched over
 * the module, so it works without JavaScript; '#anchor' links are smooth-scrolled by AnchorScroll.
 * In builder mode the link is not rendered: clicks in the preview must not navigate (spec 6).
 */
export function ModuleShell({ slug, settings, context, linkLabel, className, children }: Props) {
  const href = context.builderMode ? null : safeModuleUrl(settings?.link?.url)
  const target = settings?.link?.target === '_blank' ? '_blank' : undefined
  return (
    <div
      id={settings?.elementId || undefined}
      className={classNames(
        'module',
        `module-${slug}`,
        href && 'module-has-link',
        className,
        settings?.className,
        ...visibilityClasses(settings?.hideOn),
      )}
      {...animationAttributes(settings?.animation, context.builderMode)}
      {...analyticsAttributes(settings?.analytics, context.builderMode)}
    >
      {children}
      {href ? (
        <a
          className={classNames('module-link', settings?.link?.className)}
          href={href}
          target={target}
          rel={target ? 'noopener noreferrer' : undefined}
        >
          <span className="visually-hidden">
            {linkLabel || 'Läs mer'}
            {target ? ' (öppnas i nytt fönster)' : ''}
          </span>
        </a>
      ) : null}
    </div>
  )
}
