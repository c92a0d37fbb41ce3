import { toInt } from '../attributes'
import { TagAttributeError } from '../errors'
import { frameTag } from './frameTag'
import { str, type TagDefinition } from './types'

const positive = (n: unknown): number | undefined =>
  typeof n === 'number' && n > 0 ? n : undefined

export const FOLLOWMEMBER_SIZES = [20, 25, 33, 48]

/** Alumni: /cws/alumni; width is sent only when greater than 0 (non-numeric becomes 0). */
export const Alumni: TagDefinition = {
  rules: { width: { transform: toInt, defaultValue: 0 } },
  create: (ctx) =>
    frameTag(ctx, {
      path: '/cws/alumni',
      title: 'Alumni',
      params: { width: positive(ctx.attrs.width) },
      width: positive(ctx.attrs.width),
    }),
}

/** CompanyInsider: /cws/company/insider with companyIdentifier and modules. */
export const CompanyInsider: TagDefinition = {
  rules: { id: {}, modules: {} },
  create: (ctx) =>
    frameTag(ctx, {
      path: '/cws/company/insider',
      title: 'Company insider',
      params: { companyIdentifier: str(ctx.attrs.id), modules: str(ctx.attrs.modules) },
    }),
}

/**
 * Followmember: /cws/followmember. A format other than icon becomes text; a size other than 25,
 * 33 or 48 becomes 20; a non-numeric width becomes 0.
 */
export const Followmember: TagDefinition = {
  rules: {
    id: {},
    format: { transform: (v) => (v === 'icon' ? 'icon' : 'text'), defaultValue: 'text' },
    size: {
      transform: (v) => (['25', '33', '48'].includes(v.trim()) ? Number(v) : 20),
      defaultValue: 20,
    },
    width: { transform: toInt, defaultValue: 0 },
  },
  create: (ctx) =>
    frameTag(ctx, {
      path: '/cws/followmember',
      title: 'Follow',
      params: {
        public_profile_url: str(ctx.attrs.id),
        format: ctx.attrs.format,
        size: ctx.attrs.size,
        width: ctx.attrs.width,
      },
      width: positive(ctx.attrs.width),
    }),
}

/** FullMemberProfile: /cws/member/full_profile; needs id and the apiKey option. */
export const FullMemberProfile: TagDefinition = {
  rules: {
    id: { required: true, messages: { missing: 'id must be defined for FullMemeberProfile' } },
    width: { transform: toInt, defaultValue: 0 },
  },
  create(ctx) {
    const apiKey = ctx.services.options.apiKey
    if (!apiKey)
      throw new TagAttributeError('a valid API key must be provided for FullMemeberProfile')
    return frameTag(ctx, {
      path: '/cws/member/full_profile',
      title: 'Member profile',
      params: {
        member_token: str(ctx.attrs.id),
        api_key: apiKey,
        width: positive(ctx.attrs.width),
      },
      width: positive(ctx.attrs.width),
    })
  },
}

function topWindowValue(win: Window, read: (top: Window) => string): string {
  try {
    return win.top ? read(win.top) : ''
  } catch {
    return ''
  }
}

/** CsapBeacon: an invisible conversion/activity beacon frame at /cws/csap/beacon. */
export const CsapBeacon: TagDefinition = {
  rules: { contractId: {}, urlParserKey: {}, extra: {}, activity: {}, jobCode: {} },
  create(ctx) {
    const { win, options } = ctx.services
    return frameTag(ctx, {
      path: '/cws/csap/beacon',
      title: 'Beacon',
      mode: 'invisible',
      params: {
        contractId: str(ctx.attrs.contractId),
        urlParserKey: str(ctx.attrs.urlParserKey),
        extra: str(ctx.attrs.extra),
        url: win.location.href,
        referrer: win.document.referrer,
        apiKey: options.apiKey || undefined,
        activity: str(ctx.attrs.activity),
        jobCode: str(ctx.attrs.jobCode),
        topUrl: topWindowValue(win, (top) => top.location.href),
        topReferrer: topWindowValue(win, (top) => top.document.referrer),
      },
    })
  },
}
