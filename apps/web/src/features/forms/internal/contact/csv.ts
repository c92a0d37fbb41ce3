/**
 * CSV for spreadsheets: every cell quoted, quotes doubled, and a cell that a spreadsheet would read as
 * a formula (=, +, -, @, tab, CR at the start) prefixed with an apostrophe, so an exported submission
 * can never run anything on the staff member's machine. Rows end with CRLF (RFC 4180).
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(',') + '\r\n'
