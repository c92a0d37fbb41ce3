import { withQuery } from '../env'
import { acceptCount, formatCalloutCount } from '../count'
import { buttonSize, buttonWidget, counterPosition } from './button'
import { str, type TagDefinition } from './types'

/** Recommendation counts are asked for with this type (SPEC 9.2). */
export const RECOMMENDATION_TYPE = 'PDCT'

/**
 * RecommendProduct: a button that opens the product's recommendation page in a new window, with
 * an optional recommendation counter. Needs a company or a url.
 */
export const RecommendProduct: TagDefinition = {
  rules: {
    company: {
      required: true,
      except: ['url'],
      messages: {
        missing: 'You must provide either a company ID, a company name, or a URL to a product item',
      },
    },
    product: {},
    url: {},
    counter: { transform: counterPosition, defaultValue: null },
    size: { transform: buttonSize, defaultValue: 'small' },
  },
  create(ctx) {
    const { attrs, services } = ctx
    const { win, options } = services
    const company = str(attrs.company)
    const product = str(attrs.product)
    const position = counterPosition(attrs.counter)
    const { button, callout } = buttonWidget(
      ctx,
      'recommend',
      services.text('recommend'),
      'basic',
      position,
    )
    const target =
      str(attrs.url) ??
      withQuery(`${options.host}/company/${encodeURIComponent(company ?? '')}/product`, {
        prdId: product,
      })
    button.addEventListener('click', () => {
      callout.click()
      win.open(target, '_blank', 'noopener')
    })
    const loadCount = async (): Promise<void> => {
      if (!position || !product) return
      try {
        const data = (await services.jsonp(`${options.host}/company/api/recommendation/count`, {
          type: RECOMMENDATION_TYPE,
          id: product,
        })) as { count?: unknown } | null
        const count = acceptCount(data?.count)
        if (count !== null) callout.setContent(formatCalloutCount(count))
      } catch (error) {
        services.log.warn('RecommendProduct:', (error as Error).message)
      }
    }
    return { rendered: loadCount() }
  },
}
