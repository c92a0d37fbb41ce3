import type { Device } from '../shared/moduleSettings'

export const TEAM_GRID_MAX_COLUMNS = 6

/** Three portraits side by side on a desktop, two on a tablet, one under the other on a phone. */
export const TEAM_GRID_DEFAULT_COLUMNS: Record<Device, number> = { desktop: 3, tablet: 2, phone: 1 }

type ColumnsData = Partial<Record<Device, number | null>> | null | undefined

/**
 * The grid's column count per device: a whole number from 1 to 6, the device's default when unset or
 * unusable (imported data and old documents may hold anything).
 */
export function teamGridColumns(columns: ColumnsData): Record<Device, number> {
  const pick = (device: Device) => {
    const value = columns?.[device]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
      return TEAM_GRID_DEFAULT_COLUMNS[device]
    return Math.min(Math.floor(value), TEAM_GRID_MAX_COLUMNS)
  }
  return { desktop: pick('desktop'), tablet: pick('tablet'), phone: pick('phone') }
}
