import { MEMBER_LEVELS } from '@lss/shared/constants';
import { membersMessages as m } from '@lss/shared/members-messages';
import type { ReactNode } from 'react';
import { Field } from '#web/components/ui/field.tsx';

type Values = { fullName?: string; level?: string; matricNumber?: string | null };
type Change = (field: 'fullName' | 'level' | 'matricNumber', value: string) => void;

/**
 * The member's own fields, shared by the join form and My account's edit form: uncontrolled (a plain
 * form posts them as they are) unless `onChange` is given.
 */
export function MemberDetailsFields({
  idPrefix,
  values = {},
  onChange,
  email,
}: {
  idPrefix: string;
  /** The e-mail field, after the name (joining only: a member's e-mail is not changed here). */
  email?: ReactNode;
  values?: Values;
  onChange?: Change;
}) {
  const bind = (field: 'fullName' | 'level' | 'matricNumber') =>
    onChange
      ? {
          value: values[field] ?? '',
          onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
        }
      : { defaultValue: values[field] ?? undefined };
  return (
    <>
      <Field id={`${idPrefix}-name`} label={m.fullNameLabel} required>
        {(control) => (
          <input
            {...control}
            {...bind('fullName')}
            name="fullName"
            type="text"
            autoComplete="name"
            maxLength={120}
            className="field-input"
          />
        )}
      </Field>
      {email}
      <Field
        id={`${idPrefix}-matric`}
        label={
          <>
            {m.matricNumberLabel} <span className="font-normal text-muted">{m.optional}</span>
          </>
        }
        hint={m.matricNumberHint}
      >
        {(control) => (
          <input
            {...control}
            {...bind('matricNumber')}
            name="matricNumber"
            type="text"
            maxLength={30}
            autoCapitalize="characters"
            className="field-input"
          />
        )}
      </Field>
      <Field id={`${idPrefix}-level`} label={m.levelLabel} required>
        {(control) => (
          <select {...control} {...bind('level')} name="level" className="field-input">
            {onChange ? null : <option value="">{m.levelPlaceholder}</option>}
            {MEMBER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** The e-mail field of the join and sign-in forms (a plain form posts it as `email`). */
export function EmailField({ id, hint }: { id: string; hint?: string }) {
  return (
    <Field id={id} label={m.emailLabel} required hint={hint}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          className="field-input"
        />
      )}
    </Field>
  );
}
