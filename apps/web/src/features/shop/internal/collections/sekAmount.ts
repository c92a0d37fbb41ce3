import type { NumberField } from 'payload'

import { amountField } from '@payloadcms/plugin-ecommerce'

import { currenciesConfig, SEK } from '../currency'

/** A kronor amount stored as whole öre, edited with the commerce plugin's price input. */
export function sekAmount(
  name: string,
  label: { sv: string; en: string },
  extra: {
    required?: boolean
    defaultValue?: number
    description?: { sv: string; en: string }
    condition?: (data: unknown, siblingData: Record<string, unknown>) => boolean
  } = {},
): NumberField {
  return amountField({
    currenciesConfig,
    currency: SEK,
    overrides: {
      name,
      label,
      min: 0,
      required: extra.required,
      defaultValue: extra.defaultValue,
      admin: {
        ...(extra.description ? { description: extra.description } : {}),
        ...(extra.condition ? { condition: extra.condition } : {}),
      },
    } as never,
  }) as NumberField
}
