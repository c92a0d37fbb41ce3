/**
 * CSV for spreadsheets: every cell quoted, quotes doubled, and a cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, CR first) prefixed with an apostrophe. Rows end with CRLF (RFC 4180).
 * The same rules as the form submissions' export (features/forms), which keeps its own copy.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(',') + '\r\n'
