import { toBool } from '../attributes'
import { acceptCount, formatShareCount, type ShareCountData } from '../count'
import type { WidgetWindow } from '../windows'
import { buttonSize, buttonWidget, counterPosition, theme } from './button'
import { str, type TagDefinition } from './types'

export const SHARE_WINDOW = { width: 600, height: 500 }

/**
 * Share: a button that opens the share window (/cws/share) with an optional share counter
 * (JSONP /countserv/count/share). The first click adds one to the shown count; every further
 * click replaces the previous share window. A success from the window reloads the count with cc.
 */
export const Share: TagDefinition = {
  rules: {
    url: {},
    onsuccess: {},
    onerror: {},
    theme: { transform: theme, defaultValue: 'basic' },
    showzero: { transform: toBool, defaultValue: false },
    trk: {},
    counter: { transform: counterPosition, defaultValue: null },
    size: { transform: buttonSize, defaultValue: 'small' },
  },
  create(ctx) {
    const { attrs, services } = ctx
    const { win, options } = services
    const url = str(attrs.url) ?? win.location.href
    const position = counterPosition(attrs.counter)
    const { button, callout } = buttonWidget(
      ctx,
      'share',
      services.text('share'),
      String(attrs.theme),
      position,
    )
    const fail = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      services.log.warn('Share:', message)
      for (const fn of services.callbacks(attrs.onerror)) fn(message)
    }
    const show = (text: string) => {
      callout.setContent(text)
      if (attrs.showzero === true && text === '0') callout.bubble?.classList.remove('IN-empty')
    }
    let count: number | null = null
    let data: ShareCountData = {}
    const loadCount = async (cc?: number): Promise<void> => {
      if (!position) return
      try {
        data = ((await services.jsonp(`${options.host}/countserv/count/share`, {
          url,
          lang: options.lang,
          cc,
        })) ?? {}) as ShareCountData
        const accepted = acceptCount(data.count)
        if (accepted === null) return fail(`Share count is not a number: ${String(data.count)}`)
        count = accepted
        show(data.fCnt ?? formatShareCount(accepted))
      } catch (error) {
        fail(error)
      }
    }

    let clicks = 0
    let shareWindow: WidgetWindow | null = null
    button.addEventListener('click', () => {
      callout.click()
      if (clicks === 0 && count !== null) {
        count += 1
        show(data.fCntPlusOne ?? formatShareCount(count))
      }
      clicks += 1
      shareWindow?.close()
      const opened = services.openWindow({
        mode: 'popup',
        url: `${options.host}/cws/share`,
        params: { url, trk: str(attrs.trk) },
        title: services.text('share'),
        ...SHARE_WINDOW,
      })
      shareWindow = opened
      opened.on('success', () => {
        for (const fn of services.callbacks(attrs.onsuccess)) fn(url)
        void loadCount(count ?? undefined)
      })
      opened.on('error', (data) =>
        fail((data as { message?: string } | undefined)?.message ?? 'Share failed'),
      )
      opened.on('closed', () => {
        if (shareWindow === opened) shareWindow = null
      })
      opened.open()
    })
    return { rendered: loadCount() }
  },
}
