import type { ElectionFormStep } from '@lss/shared/election-statuses';
import type { ElectionPosition } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { Field } from '#web/components/ui/field.tsx';
import { paths } from '#web/config/paths.ts';

const m = electionsMessages.page;
const PHOTO_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

type NominationStep = Extract<ElectionFormStep, { kind: 'nomination' }>;

/**
 * Standing for a position: a plain multipart form (no JavaScript) with the position, the photo and
 * the manifesto. Sent back with what must change, it keeps what was written; the photo, which a
 * browser cannot be given back, is asked for again.
 */
export function NominationForm({
  slug,
  positions,
  step,
}: {
  slug: string;
  positions: ElectionPosition[];
  step?: NominationStep;
}) {
  const values = step?.values ?? { positionId: '', manifesto: '' };
  const errors = step?.errors ?? {};
  const listed = (['positionId', 'photo', 'manifesto'] as const).filter((field) => errors[field]);
  const fieldId = { positionId: 'stand-position', photo: 'stand-photo', manifesto: 'stand-manifesto' };
  const photoError = errors.photo ?? (step ? m.photoAgain : undefined);
  return (
    <form
      method="post"
      action={paths.electionNomination.to(slug)}
      encType="multipart/form-data"
      noValidate
      className="space-y-6"
    >
      <p className="text-lg">{m.standIntro}</p>
      {step?.message || listed.length > 0 ? (
        <div role="alert" className="rounded-sm border-l-4 border-error bg-error/5 p-4">
          <p className="font-semibold text-error">{step?.message ?? m.nominationErrorsTitle}</p>
          {listed.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId[field]}`} className="underline">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Field id={fieldId.positionId} label={m.positionLabel} required error={errors.positionId}>
        {(control) => (
          <select {...control} name="positionId" defaultValue={values.positionId} className="field-input">
            <option value="">{m.positionPlaceholder}</option>
            {positions.map((position) => (
              <option key={position._id} value={position._id}>
                {position.title} ({m.seats(position.seats)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId.photo} label={m.photoLabel} required hint={m.photoHint} error={photoError}>
        {(control) => (
          <input {...control} name="photo" type="file" accept={PHOTO_TYPES} className="field-file" />
        )}
      </Field>
      <Field
        id={fieldId.manifesto}
        label={m.manifestoLabel}
        required
        hint={m.manifestoHint}
        error={errors.manifesto}
      >
        {(control) => (
          <textarea
            {...control}
            name="manifesto"
            rows={12}
            maxLength={20_000}
            defaultValue={values.manifesto}
            className="field-input resize-y leading-relaxed"
          />
        )}
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {m.standButton}
      </button>
    </form>
  );
}
