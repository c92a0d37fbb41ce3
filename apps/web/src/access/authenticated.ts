import type { Access } from 'payload'

/** A signed-in staff account (collection 'users'); shop customers do not count. */
export const authenticated: Access = ({ req: { user } }) => user?.collection === 'users'
