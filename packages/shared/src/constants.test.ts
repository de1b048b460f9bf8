import { describe, expect, it } from 'vitest';
import { episodeStatusAt, fileTypeFromName, slugify } from './constants.ts';

describe('slugify (spec §5)', () => {
  it('lower-cases, trims and joins words with hyphens', () => {
    expect(slugify('  Moot Court   Finals 2026 ')).toBe('moot-court-finals-2026');
  });
  it('removes characters other than word characters and hyphens', () => {
    expect(slugify("The Dean's Address: Law & Society!")).toBe('the-deans-address-law--society');
  });
  it('keeps underscores and existing hyphens', () => {
    expect(slugify('pre-law_guide')).toBe('pre-law_guide');
  });
});

describe('fileTypeFromName (spec §4)', () => {
  it.each([
    ['notes.pdf', 'PDF'],
    ['NOTES.PDF', 'PDF'],
    ['essay.doc', 'DOC'],
    ['essay.docx', 'DOCX'],
    ['scan.jpg', 'Image'],
    ['scan.JPEG', 'Image'],
    ['diagram.png', 'Image'],
    ['anim.gif', 'Image'],
    ['photo.webp', 'File'],
    ['archive.zip', 'File'],
    ['README', 'File'],
    ['/uploads/a1b2.pdf', 'PDF'],
    ['https://example.org/files/case.docx?download=1', 'DOCX'],
    ['https://example.org/dir.pdf/file', 'File'],
    ['trailing.', 'File'],
  ])('%s → %s', (name, expected) => {
    expect(fileTypeFromName(name)).toBe(expected);
  });
});

describe('episodeStatusAt (spec §4)', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('is Upcoming when the date is later than now', () => {
    expect(episodeStatusAt('2026-05-01T12:00:01Z', now)).toBe('Upcoming');
  });
  it('is Archived at or after the date', () => {
    expect(episodeStatusAt('2026-05-01T12:00:00Z', now)).toBe('Archived');
    expect(episodeStatusAt(new Date('2025-01-01T00:00:00Z'), now)).toBe('Archived');
  });
});
