/** The one currency the shop sells in. Amounts are stored in öre (two decimals) by the commerce plugin. */
export const SEK = { code: 'SEK', decimals: 2, label: 'Svenska kronor', symbol: 'kr' }

export const currenciesConfig = { defaultCurrency: 'SEK', supportedCurrencies: [SEK] }
