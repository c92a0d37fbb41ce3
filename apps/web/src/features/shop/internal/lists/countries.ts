/** Countries we ship to, with their Swedish names: checkout, account, order and admin read this list. */
export const COUNTRIES = { SE: 'Sverige', NO: 'Norge', FI: 'Finland', DK: 'Danmark' } as const
export type CountryCode = keyof typeof COUNTRIES

export const COUNTRY_CODES = Object.keys(COUNTRIES) as [CountryCode, ...CountryCode[]]

/** The admin's select options. */
export const countryOptions = COUNTRY_CODES.map((value) => ({ label: COUNTRIES[value], value }))
