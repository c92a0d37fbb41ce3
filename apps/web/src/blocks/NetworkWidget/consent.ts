/** How the consent placeholders of network content name the third party. */
export const NETWORK_SERVICE_NAME = 'det professionella nätverket'
