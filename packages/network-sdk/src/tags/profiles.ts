import { toBool, toInt } from '../attributes'
import { inlineWidth } from '../placement'
import { LinkState } from '../ui'
import type { WidgetWindow } from '../windows'
import { frameTag } from './frameTag'
import { str, type TagContext, type TagDefinition, type TagInstance, type UiText } from './types'

export const HOVERCARD_WIDTH = 360

const format = (v: string): string => (['inline', 'click', 'hover'].includes(v) ? v : 'hover')

interface HoverSpec {
  path: string
  title: string
  params: Record<string, unknown>
  text: string
  /** 'hover' opens on mouseover or click, 'click' on click only. */
  format: string
}

/**
 * A link that opens a hovercard (SPEC 4.2 "Hover widgets"): opening sets the link pending and
 * creates the card once; the card's ready returns the link to normal; a click anywhere else in
 * the document closes the card and resets the link.
 */
export function hoverTag(ctx: TagContext, spec: HoverSpec): TagInstance {
  const { services, root } = ctx
  const doc = services.win.document
  const link = doc.createElement('button')
  link.type = 'button'
  link.className = 'IN-link'
  link.setAttribute('aria-haspopup', 'dialog')
  link.setAttribute('aria-expanded', 'false')
  link.textContent = spec.text
  const spinner = doc.createElement('span')
  spinner.className = 'IN-spinner'
  spinner.setAttribute('aria-hidden', 'true')
  link.appendChild(spinner)
  root.appendChild(link)
  const state = new LinkState(link, services.timers)
  let card: WidgetWindow | null = null

  const open = () => {
    if (card?.isVisible) return
    state.pending()
    link.setAttribute('aria-expanded', 'true')
    if (card) {
      card.show()
      state.normal()
      return
    }
    card = services.openWindow({
      mode: 'hovercard',
      url: services.options.host + spec.path,
      params: spec.params,
      title: spec.title,
      width: HOVERCARD_WIDTH,
      anchor: link,
    })
    card.on('ready', () => state.normal())
    card.on('closed', () => {
      card = null
      close()
    })
    card.open()
  }
  const close = () => {
    card?.hide()
    state.normal()
    link.setAttribute('aria-expanded', 'false')
  }
  const onDocumentClick = (event: Event) => {
    const target = event.target as Node | null
    if (!card?.isVisible || (target && (link.contains(target) || card.element?.contains(target))))
      return
    close()
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && card?.isVisible) close()
  }

  link.addEventListener('click', (event) => {
    event.preventDefault()
    state.click()
    open()
  })
  link.addEventListener('mouseover', () => {
    state.mouseover()
    if (spec.format === 'hover') open()
  })
  link.addEventListener('mouseout', () => state.mouseout())
  doc.addEventListener('click', onDocumentClick)
  doc.addEventListener('keydown', onKey)

  return {
    rendered: Promise.resolve(),
    reload() {
      card?.close()
    },
    destroy() {
      card?.close()
      doc.removeEventListener('click', onDocumentClick)
      doc.removeEventListener('keydown', onKey)
      link.remove()
    },
  }
}

function profileTag(path: string, idParam: string, title: string, textKey: UiText): TagDefinition {
  return {
    rules: {
      id: {},
      format: { transform: format, defaultValue: 'hover' },
      width: { transform: toInt, defaultValue: 0 },
      related: { transform: (v) => v !== 'false', defaultValue: true },
      text: {},
    },
    create(ctx) {
      const { attrs, services } = ctx
      const id = str(attrs.id)
      if (!id) {
        services.log.warn(`${title}: no id given, nothing rendered`)
        return null
      }
      const params: Record<string, unknown> = {
        [idParam]: id,
        format: attrs.format,
        related: attrs.related === false ? 'false' : undefined,
        text: str(attrs.text),
      }
      if (attrs.format === 'inline') {
        const width = inlineWidth(Number(attrs.width))
        return frameTag(ctx, {
          path,
          title,
          params: { ...params, width: width > 0 ? width : undefined },
          width: width > 0 ? width : undefined,
        })
      }
      return hoverTag(ctx, {
        path,
        title,
        params,
        text: str(attrs.text) ?? services.text(textKey),
        format: String(attrs.format),
      })
    },
  }
}

/** CompanyProfile: /cws/company/profile, inline or as a hovercard link; renders only with an id. */
export const CompanyProfile = profileTag(
  '/cws/company/profile',
  'companyIdentifier',
  'Company profile',
  'company',
)

/** MemberProfile: /cws/member/public_profile, inline or as a hovercard link; needs an id. */
export const MemberProfile = profileTag(
  '/cws/member/public_profile',
  'public_profile_url',
  'Member profile',
  'member',
)

export const JYMBII_EMBED_MAX = 3

/** jymbii (job recommendations): /cws/jymbii; when embed is set, max is forced to 3. */
export const jymbii: TagDefinition = {
  rules: {
    companyId: {},
    industry: {},
    jobFunction: {},
    country: {},
    max: { transform: toInt },
    title: {},
    embed: { transform: toBool, defaultValue: false },
    callback: { transform: toBool, defaultValue: false },
    format: { transform: format, defaultValue: 'hover' },
    text: {},
  },
  create(ctx) {
    const { attrs, services } = ctx
    const embed = attrs.embed === true
    const params = {
      companyId: str(attrs.companyId),
      industry: str(attrs.industry),
      jobFunction: str(attrs.jobFunction),
      country: str(attrs.country),
      max: embed ? JYMBII_EMBED_MAX : attrs.max,
      title: str(attrs.title),
      embed,
      callback: attrs.callback === true,
    }
    if (embed || attrs.format === 'inline') {
      return frameTag(ctx, { path: '/cws/jymbii', title: 'Jobs', params })
    }
    return hoverTag(ctx, {
      path: '/cws/jymbii',
      title: 'Jobs',
      params,
      text: str(attrs.text) ?? services.text('jobs'),
      format: String(attrs.format),
    })
  },
}
