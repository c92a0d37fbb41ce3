/**
 * A short table (and enum) name for a module whose slug is too long for Postgres' 63-character
 * identifiers, one per collection with a layout. A fixed `dbName` would give every collection the same
 * table, whose foreign key points at the first one's rows (pages), so a project holding the module
 * could not be saved. Pages keep the bare short name their tables have always had; projects get a
 * prefix short enough for the longest enum (`enum__proj_filt_portfolio_v_settings_animation_…`).
 * Payload passes the collection's table (`projects`, or `_projects_v` for its versions, to which it
 * adds `_…_v` itself).
 */
const PREFIX: Record<string, string> = { pages: '', projects: 'proj_' }

export const blockTableName =
  (short: string) =>
  ({ tableName = '' }: { tableName?: string }): string => {
    const collection = tableName.replace(/^_(.+)_v$/, '$1')
    return `${PREFIX[collection] ?? `${collection}_`}${short}`
  }
