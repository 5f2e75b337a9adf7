/**
 * A spreadsheet-safe cell: one starting with = + - or @ (a formula to Excel, LibreOffice and
 * Sheets, which could run a command or leak data) is prefixed with a single quote so it stays text.
 */
function safeCell(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a cell with a comma, quote, CR or LF is quoted, its quotes doubled. */
function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as RFC 4180 CSV: CRLF line ends, every cell formula-safe. */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => row.map((cell) => quoteCell(safeCell(cell))).join(',')).join('\r\n') + '\r\n';
}
