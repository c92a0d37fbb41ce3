/** The dashboard's path under the admin route, and its full address. */
export const STATISTIK_PATH = '/statistik'
export const STATISTIK_ADMIN_URL = `/admin${STATISTIK_PATH}`
