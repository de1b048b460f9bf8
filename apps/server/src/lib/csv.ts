import { stringify } from 'csv-stringify/sync';

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) get a leading
 * apostrophe: a name typed by a visitor must not become a formula on a committee member's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A CSV file (RFC 4180, CRLF) with a header row, for spreadsheets; a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${stringify([header as string[], ...rows.map((row) => row.map(inert))], { record_delimiter: 'windows' })}`;
}
