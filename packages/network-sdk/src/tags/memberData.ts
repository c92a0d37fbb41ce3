import { toList } from '../attributes'
import { DEFAULT_PROFILE_FIELDS } from '../api/resources'
import { normalizeId } from '../api/command'
import { MemberDataMerge, type Member } from '../memberData'
import { renderTemplate } from '../template'
import type { TagDefinition } from './types'

/**
 * MemberData: renders its template (the script's content) once per member, after a public
 * (two-legged) call and, for a signed-in visitor, an authenticated (three-legged) call are both
 * done. The authenticated call waits for sign-in. For an anonymous visitor the tag counts as
 * rendered (nothing to show yet) once the public call is done, so page-level 'rendered' still fires.
 */
export const MemberData: TagDefinition = {
  rules: {
    ids: { transform: toList, defaultValue: ['me'] },
    fields: { transform: toList, defaultValue: DEFAULT_PROFILE_FIELDS },
    onerror: {},
  },
  create(ctx) {
    const { attrs, services, element, root } = ctx
    const ids = attrs.ids as string[]
    const fields = attrs.fields as string[]
    const template = element.text
    let finish!: () => void
    const rendered = new Promise<void>((resolve) => (finish = resolve))

    const render = (members: Map<string, Member>) => {
      root.innerHTML = [...members.values()]
        .map((member) => renderTemplate(template, member, services.options.templateMarkers))
        .join('')
      finish()
    }
    const merge = new MemberDataMerge(render)
    const done = (which: 'public' | 'auth', values: unknown) => {
      merge.done(which, values)
      if (which === 'public' && !services.isAuthenticated()) finish()
    }
    const failed = (which: 'public' | 'auth') => (error: Error) => {
      for (const fn of services.callbacks(attrs.onerror)) fn(error)
      done(which, [])
    }

    // The visitor's own profile ('me') has no public form: it comes from the authenticated call.
    const publicIds = ids.filter((id) => normalizeId(id) !== '~')
    if (publicIds.length) {
      services.api
        .Profile(publicIds)
        .asPublic()
        .fields(fields)
        .result((values) => done('public', values))
        .error(failed('public'))
    } else done('public', [])

    const authenticated = () =>
      services.api
        .Profile(ids)
        .fields(fields)
        .result((values) => done('auth', values))
        .error(failed('auth'))
    let stop: (() => void) | undefined
    if (services.isAuthenticated()) authenticated()
    else stop = services.events.once('auth', () => authenticated())

    return {
      rendered,
      destroy: () => stop?.(),
    }
  },
}
