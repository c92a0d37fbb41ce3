import type { WidgetWindow, WindowMode } from '../windows'
import type { TagContext, TagInstance } from './types'

export interface FrameTagSpec {
  path: string
  title: string
  params: Record<string, unknown>
  mode?: Extract<WindowMode, 'embedded' | 'invisible'>
  width?: number
  method?: 'GET' | 'POST'
}

/** Resolves when the window reports ready (or goes away before that). */
export const whenReady = (w: WidgetWindow): Promise<void> =>
  new Promise((resolve) => {
    if (w.isReady) return resolve()
    w.on('ready', () => resolve())
    w.on('closed', () => resolve())
  })

/** A tag that is one network frame, embedded in its place or invisible. */
export function frameTag(ctx: TagContext, spec: FrameTagSpec): TagInstance {
  const { services, root } = ctx
  const open = (): WidgetWindow =>
    services
      .openWindow({
        mode: spec.mode ?? 'embedded',
        url: services.options.host + spec.path,
        params: spec.params,
        method: spec.method,
        title: spec.title,
        width: spec.width,
        container: root,
      })
      .open()
  let current = open()
  return {
    rendered: whenReady(current),
    reload() {
      current.close()
      current = open()
    },
    destroy() {
      current.close()
    },
  }
}
