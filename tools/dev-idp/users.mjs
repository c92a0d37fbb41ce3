// The identity provider's seeded test users. Passwords are for this local provider only: it runs on
// loopback for development and the test suites, never in production (an external issuer replaces it).
// `groups` is the claim members-only content and the staff role table read (features/sso).

/** @type {{ sub: string, email: string, name: string, password: string, groups: string[] }[]} */
export const users = [
  {
    sub: 'u-anna',
    email: 'anna.medlem@smedja.test',
    name: 'Anna Medlem',
    password: 'anna-losen-1',
    groups: ['medlemmar'],
  },
  {
    sub: 'u-bo',
    email: 'bo.besokare@smedja.test',
    name: 'Bo Besökare',
    password: 'bo-losen-1',
    groups: [],
  },
  {
    sub: 'u-cecilia',
    email: 'cecilia.redaktor@smedja.test',
    name: 'Cecilia Redaktör',
    password: 'cecilia-losen-1',
    groups: ['medlemmar', 'smedja-redaktorer'],
  },
  {
    sub: 'u-david',
    email: 'david.admin@smedja.test',
    name: 'David Admin',
    password: 'david-losen-1',
    groups: ['smedja-administratorer'],
  },
]

export function findUser(login) {
  const key = String(login ?? '')
    .trim()
    .toLowerCase()
  return users.find((user) => user.email === key || user.sub === key) ?? null
}
