import { MEMBER_LEVELS, type MemberLevel } from '@lss/shared/constants';
import { MEMBER_IMPORT_MAX_ROWS, type MemberImportRow } from '@lss/shared/member-roster';
import { memberJoinInput } from '@lss/shared/members';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { flattenIssues } from '@lss/shared/validation';
import { CsvError, parse } from 'csv-parse/sync';
import { BadRequestError } from '../../lib/errors.ts';
import type { ImportedMember, ImportedUpdate } from './member-roster.repository.ts';
import type { MemberRow } from './members.repository.ts';

/**
 * The class-list import (issue 27): a CSV file of name, e-mail, matriculation number and level,
 * read by csv-parse. Headers are matched without regard to case, spaces or punctuation ("E-mail
 * Address", "Matric. No."), a BOM and CRLF line ends are fine, and so are semicolons or tabs
 * between cells (spreadsheets in some locales save them so).
 */

type Field = 'fullName' | 'email' | 'matricNumber' | 'level';

/** What each column may be headed, once lower-cased and stripped of all but letters and digits. */
const HEADERS: Record<Field, readonly string[]> = {
  fullName: ['name', 'names', 'fullname', 'fullnames', 'studentname', 'studentsname', 'nameofstudent'],
  email: ['email', 'emails', 'emailaddress', 'mail', 'studentemail', 'emailadd'],
  matricNumber: [
    'matric',
    'matricno',
    'matricnumber',
    'matricnum',
    'matriculationnumber',
    'matriculationno',
    'regno',
    'registrationnumber',
  ],
  level: ['level', 'lvl', 'studylevel', 'yearlevel', 'currentlevel'],
};
/** The columns a class list must have; the matriculation number may be left out. */
const REQUIRED: readonly Field[] = ['fullName', 'email', 'level'];
const FIELD_NAMES: Record<Field, string> = {
  fullName: 'name',
  email: 'e-mail',
  matricNumber: 'matriculation number',
  level: 'level',
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** '100', '100l', '100 Level', 'L100' → 100L; 'PG', 'Postgrad' → Postgraduate; 'Alumnus' → Alumni. */
export function normalizeLevel(value: string): MemberLevel | null {
  const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const digits = /^(?:l)?([1-5]00)(?:l|lvl|level)?$/.exec(key)?.[1];
  if (digits) return `${digits}L` as MemberLevel;
  if (['pg', 'postgrad', 'postgraduate', 'postgraduates'].includes(key)) return 'Postgraduate';
  if (['alumni', 'alumnus', 'alumna', 'alum'].includes(key)) return 'Alumni';
  return (
    ((MEMBER_LEVELS as readonly string[]).find(
      (level) => level.toLowerCase() === key,
    ) as MemberLevel | null) ?? null
  );
}

/** The cells' separator: a comma unless the header row has semicolons or tabs and no comma. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** A row of the list as typed, and its line in the file. */
export type ListRow = { line: number } & Record<Field, string>;

/** The rows of a class list, with their lines; a 400 that says why when the file cannot be read. */
export function readClassList(text: string): ListRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw new BadRequestError(messages.importUnreadable(error.message));
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new BadRequestError(messages.importEmpty);
  const columns = {} as Record<Field, number>;
  header.record.forEach((name, index) => {
    const key = headerKey(name);
    for (const [field, names] of Object.entries(HEADERS) as [Field, readonly string[]][]) {
      if (names.includes(key) && columns[field] === undefined) columns[field] = index;
    }
  });
  const missing = REQUIRED.filter((field) => columns[field] === undefined);
  if (missing.length) {
    const found = header.record.filter((name) => name !== '');
    throw new BadRequestError(
      messages.importMissingColumns(
        missing.map((field) => FIELD_NAMES[field]),
        found,
      ),
    );
  }
  const cell = (record: string[], field: Field) =>
    columns[field] === undefined ? '' : (record[columns[field]] ?? '').trim();
  const list = rows
    .filter(({ record }) => record.some((value) => value.trim() !== ''))
    .map(({ record, info }) => ({
      line: info.lines,
      fullName: cell(record, 'fullName'),
      email: cell(record, 'email'),
      matricNumber: cell(record, 'matricNumber'),
      level: cell(record, 'level'),
    }));
  if (list.length === 0) throw new BadRequestError(messages.importEmpty);
  if (list.length > MEMBER_IMPORT_MAX_ROWS)
    throw new BadRequestError(messages.importTooManyRows(MEMBER_IMPORT_MAX_ROWS));
  return list;
}

/** What an import does: each row's outcome, and the writes that carry it out. */
export type ImportPlan = {
  rows: MemberImportRow[];
  added: ImportedMember[];
  /** With what changes, as the preview says it. */
  updated: (ImportedUpdate & { detail: string })[];
};

/** The first message of each refused field, in the list's column order. */
function refusalOf(row: ListRow, level: MemberLevel | null): string | null {
  const checked = memberJoinInput.safeParse({
    fullName: row.fullName,
    email: row.email,
    matricNumber: row.matricNumber || undefined,
    level: level ?? row.level,
  });
  if (checked.success) return null;
  const errors = flattenIssues(checked.error.issues);
  if (errors.level) errors.level = messages.importLevelInvalid(row.level);
  return (['fullName', 'email', 'matricNumber', 'level'] as const)
    .flatMap((field) => (errors[field] ? [errors[field]] : []))
    .join(' ');
}

/**
 * What importing `list` does to the members there are (`existing`: those it names by e-mail or
 * number), for `session`. A student whose e-mail is a member's updates that member (the list is the
 * society's own: its name, level and number win) and verifies them for the session; a new address
 * adds a verified member. Refused: a row with a bad cell, a second row with an e-mail or number
 * already seen above it, and a number that belongs to another member than the row's e-mail's.
 */
export function planImport(
  list: readonly ListRow[],
  existing: readonly MemberRow[],
  session: string,
): ImportPlan {
  const byEmail = new Map(existing.map((member) => [member.email, member]));
  const byMatric = new Map(
    existing.flatMap((member) => (member.matricNumber ? [[member.matricNumber, member]] : [])),
  );
  const emailLines = new Map<string, number>();
  const matricLines = new Map<string, number>();
  const plan: ImportPlan = { rows: [], added: [], updated: [] };

  for (const row of list) {
    const shown = {
      line: row.line,
      fullName: row.fullName,
      email: row.email,
      matricNumber: row.matricNumber,
      level: row.level,
    };
    const refuse = (detail: string) => plan.rows.push({ ...shown, outcome: 'refused', detail });
    const level = normalizeLevel(row.level);
    const refusal = refusalOf(row, level);
    if (refusal !== null || !level) {
      refuse(refusal || messages.importLevelInvalid(row.level));
      continue;
    }
    const parsed = memberJoinInput.parse({ ...row, matricNumber: row.matricNumber || undefined, level });
    const email = parsed.email;
    const matricNumber = parsed.matricNumber ?? null;
    const earlierEmail = emailLines.get(email);
    if (earlierEmail !== undefined) {
      refuse(messages.importDuplicateEmail(earlierEmail));
      continue;
    }
    const earlierMatric = matricNumber ? matricLines.get(matricNumber) : undefined;
    if (earlierMatric !== undefined) {
      refuse(messages.importDuplicateMatric(earlierMatric));
      continue;
    }
    const member = byEmail.get(email);
    const holder = matricNumber ? byMatric.get(matricNumber) : undefined;
    if (holder && holder.id !== member?.id) {
      refuse(messages.importMatricTakenBy(holder.fullName));
      continue;
    }
    emailLines.set(email, row.line);
    if (matricNumber) matricLines.set(matricNumber, row.line);
    const values = { ...shown, fullName: parsed.fullName, email, matricNumber: matricNumber ?? '', level };

    if (!member) {
      plan.added.push({ fullName: parsed.fullName, email, matricNumber, level });
      plan.rows.push({ ...values, outcome: 'added', detail: messages.importNew(session) });
      continue;
    }
    // A row without a number keeps the member's own.
    const nextMatric = matricNumber ?? member.matricNumber;
    const changes = [
      parsed.fullName !== member.fullName ? messages.importChangedName : null,
      level !== member.level ? messages.importChangedLevel(member.level, level) : null,
      nextMatric !== member.matricNumber ? messages.importChangedMatric : null,
      member.status !== 'verified' || member.verifiedSession !== session
        ? messages.importVerifiedFor(session)
        : null,
    ].filter((change): change is string => change !== null);
    if (changes.length === 0) {
      plan.rows.push({ ...values, outcome: 'unchanged', detail: messages.importUnchanged(session) });
      continue;
    }
    const detail = changes.join('; ');
    plan.updated.push({ id: member.id, fullName: parsed.fullName, matricNumber: nextMatric, level, detail });
    plan.rows.push({
      ...values,
      outcome: 'updated',
      detail: detail.charAt(0).toUpperCase() + detail.slice(1),
    });
  }
  return plan;
}

/** The e-mails and numbers a list names, to look its members up. */
export function namesOf(list: readonly ListRow[]) {
  const emails = new Set<string>();
  const matricNumbers = new Set<string>();
  for (const row of list) {
    if (row.email) emails.add(row.email.trim().toLowerCase());
    if (row.matricNumber) matricNumbers.add(row.matricNumber.trim().toUpperCase());
  }
  return { emails: [...emails], matricNumbers: [...matricNumbers] };
}
