import { describe, expect, it } from 'vitest';
import { normalizeLevel, readClassList } from './member-import.ts';

// The class list as spreadsheets save it (the API tests import whole lists: member-roster.test.ts).

describe('reading a class list', () => {
  it('takes the levels as students and registries write them', () => {
    const levels: [string, string | null][] = [
      ['100', '100L'],
      ['200l', '200L'],
      ['300 Level', '300L'],
      ['L400', '400L'],
      ['500 lvl', '500L'],
      ['PG', 'Postgraduate'],
      ['Post-grad', 'Postgraduate'],
      ['postgraduate', 'Postgraduate'],
      ['Alumnus', 'Alumni'],
      ['ALUMNI', 'Alumni'],
      ['600', null],
      ['Year 2', null],
      ['', null],
    ];
    for (const [typed, level] of levels) expect(normalizeLevel(typed), typed).toBe(level);
  });

  it('reads tab-separated cells, quoted line breaks and the lines they are on', () => {
    const list = readClassList(
      'Name\tEmail\tLevel\tMatric Number\n"Ada\nObi"\tada@x.test\t100L\t\n\nBola\tbola@x.test\t200L\t19/1\n',
    );
    expect(list).toEqual([
      { line: 3, fullName: 'Ada\nObi', email: 'ada@x.test', matricNumber: '', level: '100L' },
      { line: 5, fullName: 'Bola', email: 'bola@x.test', matricNumber: '19/1', level: '200L' },
    ]);
  });

  it('keeps to the first column of each kind and ignores columns it does not know', () => {
    const list = readClassList('Email,Phone,Name,E-mail,Level\nada@x.test,0803,Ada,other@x.test,100L\n');
    expect(list).toEqual([
      { line: 2, fullName: 'Ada', email: 'ada@x.test', matricNumber: '', level: '100L' },
    ]);
  });
});
