import type { RecordType } from './contract'

/** The record types as the report names them. */
export const RECORD_LABELS: Record<RecordType, string> = {
  read_page: 'Läst sidan',
  read_goal: 'Läst målet',
  view_goal: 'Sett målet',
  click_goal: 'Klickat på målet',
  con_goal: 'Konvertering',
  con_short: 'Konverteringsspårare',
}
