import { MEMBER_LEVELS } from '@lss/shared/constants';
import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import type { ElectionDetail } from '@lss/shared/elections';
import { useId } from 'react';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { Button } from '../ui/buttons.tsx';
import { FieldNotes, TextField } from '../ui/fields.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import type { useStaffAccounts } from './api/use-staff-accounts.ts';

/** A position as the form holds it: `_id` for one that exists, `key` to keep its row while it moves. */
export type PositionValue = { key: string; _id?: string; title: string; seats: string };

export type WindowKey = 'nominationsOpenAt' | 'votingOpenAt' | 'votingCloseAt';
export const WINDOW_KEYS: readonly WindowKey[] = ['nominationsOpenAt', 'votingOpenAt', 'votingCloseAt'];

/** An election as the form holds it; windows as datetime-local text on the society's clock. */
export type ElectionValues = {
  title: string;
  session: string;
  positions: PositionValue[];
  officers: string[];
  eligibleLevels: string[];
} & Record<WindowKey, string>;

let nextKey = 0;
export const newPosition = (title = '', seats = '1'): PositionValue => ({
  key: `new-${++nextKey}`,
  title,
  seats,
});

export const emptyValues = (session: string): ElectionValues => ({
  title: '',
  session,
  positions: [],
  officers: [],
  eligibleLevels: [],
  nominationsOpenAt: '',
  votingOpenAt: '',
  votingCloseAt: '',
});

/** The stored election as the form shows it (windows on the society's clock). */
export function valuesOf(election: ElectionDetail, timeZone: string): ElectionValues {
  return {
    title: election.title,
    session: election.session,
    positions: election.positions.map((position) => ({
      key: position._id,
      _id: position._id,
      title: position.title,
      seats: String(position.seats),
    })),
    officers: election.officers.flatMap((officer) => (officer._id ? [officer._id] : [])),
    eligibleLevels: [...election.eligibleLevels],
    nominationsOpenAt: isoToLocalInput(election.nominationsOpenAt, timeZone),
    votingOpenAt: isoToLocalInput(election.votingOpenAt, timeZone),
    votingCloseAt: isoToLocalInput(election.votingCloseAt, timeZone),
  };
}

/** The positions as the API takes them (the list's order is the ballot's). */
export const positionsInput = (positions: readonly PositionValue[]) =>
  positions.map(({ _id, title, seats }) => ({ ...(_id ? { _id } : {}), title, seats }));

/** A field that cannot change at this step looks it. */
export const LOCKED = 'disabled:cursor-not-allowed disabled:bg-paper disabled:text-muted';

/** A field's error: the API's key (`positions.0.title`) or the form's own. */
export type Errors = Record<string, string>;

/** Positions: title and seats each, in ballot order (move up, move down), added and removed. */
export function PositionsEditor({
  positions,
  onChange,
  errors,
  disabled = false,
}: {
  positions: readonly PositionValue[];
  onChange: (positions: PositionValue[]) => void;
  errors: Errors;
  disabled?: boolean;
}) {
  const legendId = useId();
  const set = (index: number, change: Partial<PositionValue>) =>
    onChange(positions.map((position, i) => (i === index ? { ...position, ...change } : position)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...positions];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as PositionValue);
    onChange(next);
  };
  const name = (position: PositionValue, index: number) =>
    position.title.trim() || messages.positionTitle(index + 1);
  return (
    <fieldset className="space-y-4 border-t border-rule pt-6" aria-describedby={`${legendId}-hint`}>
      <legend className="text-lg font-bold">{messages.positionsLegend}</legend>
      <FieldNotes id={legendId} hint={messages.positionsHint} error={errors.positions} />
      {positions.length ? (
        <ol className="space-y-3">
          {positions.map((position, index) => (
            <li
              key={position.key}
              className="grid gap-3 rounded-sm border border-rule bg-paper p-3 sm:grid-cols-[1fr_7rem_auto] sm:items-start"
            >
              <TextField
                label={messages.positionTitle(index + 1)}
                value={position.title}
                onChange={(event) => set(index, { title: event.target.value })}
                error={errors[`positions.${index}.title`]}
                disabled={disabled}
                className={LOCKED}
                maxLength={120}
              />
              <TextField
                label={messages.seats}
                aria-label={messages.seatsLabel(index + 1)}
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                value={position.seats}
                onChange={(event) => set(index, { seats: event.target.value })}
                error={errors[`positions.${index}.seats`]}
                disabled={disabled}
                className={LOCKED}
              />
              {disabled ? null : (
                <div className="flex flex-wrap gap-2 sm:pt-7">
                  <Button
                    variant="secondary"
                    aria-label={messages.moveUp(name(position, index))}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={messages.moveDown(name(position, index))}
                    disabled={index === positions.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={messages.removePosition(name(position, index))}
                    onClick={() => onChange(positions.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {disabled ? null : (
        <Button variant="secondary" onClick={() => onChange([...positions, newPosition()])}>
          {messages.addPosition}
        </Button>
      )}
    </fieldset>
  );
}

/** A group of checkboxes under a legend, its hint and error beneath the legend. */
function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  chosen,
  onChange,
  disabled = false,
}: {
  legend: string;
  hint: string;
  error?: string | undefined;
  options: readonly { value: string; label: string; detail?: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const toggle = (value: string) =>
    onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <fieldset
      className="space-y-3 border-t border-rule pt-6"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-lg font-bold">{legend}</legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-start gap-3 rounded-sm border border-rule bg-paper px-3 py-2"
          >
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={() => toggle(option.value)}
              disabled={disabled}
              className="mt-1 h-5 w-5 shrink-0 accent-navy"
            />
            <span className="min-w-0">
              <span className="font-semibold break-words text-navy">{option.label}</span>
              {option.detail ? (
                <span className="block text-sm text-muted [overflow-wrap:anywhere]">{option.detail}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The officers, ticked among the staff accounts (administrators only), once the accounts are read. */
export function OfficersPicker({
  staff,
  chosen,
  onChange,
  error,
}: {
  staff: ReturnType<typeof useStaffAccounts>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}) {
  if (staff.isPending) return <Loading>{messages.officersLegend}</Loading>;
  if (staff.isError)
    return <LoadFailed onRetry={() => void staff.refetch()}>{messages.officersLoadFailed}</LoadFailed>;
  return (
    <CheckboxGroup
      legend={messages.officersLegend}
      hint={messages.officersHint}
      error={error}
      options={staff.data.map((account) => ({
        value: account._id,
        label: account.fullName,
        detail: `${account.email} · ${account.role}`,
      }))}
      chosen={chosen}
      onChange={onChange}
    />
  );
}

/** The levels whose verified members may vote (none: every level). */
export function LevelsPicker({
  chosen,
  onChange,
  error,
  disabled,
}: {
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <CheckboxGroup
      legend={messages.levelsLegend}
      hint={messages.levelsHint}
      error={error}
      options={MEMBER_LEVELS.map((level) => ({ value: level, label: level }))}
      // In the levels' own order, whatever order they were ticked in.
      chosen={chosen}
      onChange={(next) => onChange(MEMBER_LEVELS.filter((level) => next.includes(level)))}
      disabled={disabled ?? false}
    />
  );
}

/** The three windows, as local date-times on the society's clock. */
export function WindowFields({
  values,
  onChange,
  errors,
  fieldHint,
  disabled = {},
}: {
  values: Record<WindowKey, string>;
  onChange: (key: WindowKey, value: string) => void;
  errors: Errors;
  fieldHint: string;
  disabled?: Partial<Record<WindowKey, boolean>>;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-4 border-t border-rule pt-6" aria-describedby={`${id}-hint`}>
      <legend className="text-lg font-bold">{messages.windowsLegend}</legend>
      <FieldNotes id={id} hint={`${messages.windowsHint} ${fieldHint}`} />
      <div className="grid gap-4 md:grid-cols-3">
        {WINDOW_KEYS.map((key) => (
          <TextField
            key={key}
            label={messages[key]}
            type="datetime-local"
            optional
            value={values[key]}
            onChange={(event) => onChange(key, event.target.value)}
            error={errors[key]}
            disabled={disabled[key] ?? false}
            className={LOCKED}
          />
        ))}
      </div>
    </fieldset>
  );
}
