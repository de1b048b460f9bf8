import { zodResolver } from '@hookform/resolvers/zod';
import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { accountMessages } from '@lss/shared/auth-messages';
import { siteSettingsInput } from '@lss/shared/settings';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { TextArea, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { FormUploadField, IMAGE_TYPES } from '../ui/form-upload-field.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { isSessionEnd, toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDownloadBackup } from './api/use-download-backup.ts';
import { useSaveSettings } from './api/use-save-settings.ts';
import { useSettings } from './api/use-settings.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-6">
      <legend className="mb-4 font-serif text-lg font-bold text-navy">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Where each identity image shows, and the size that suits it there. */
const IDENTITY_IMAGES = [
  {
    name: 'logoUrl',
    label: 'Logo',
    hint: 'Shown in the header of every page in place of the drawn crest, on the navy bar. A PNG with a transparent background, about 160 px tall.',
  },
  {
    name: 'faviconUrl',
    label: 'Favicon',
    hint: 'The icon in the browser tab and bookmarks. A square PNG, 512 × 512 px (at least 64 × 64).',
  },
  {
    name: 'heroImageUrl',
    label: 'Hero Image',
    hint: 'Behind the motto at the top of the home page (darkened so the text stays readable), and the picture of link previews for pages without their own. A wide photo, 2400 × 1350 px or larger.',
  },
] as const;

/** The whole site's content and uploads as one archive, for safe keeping before big changes. */
function Backup() {
  const backup = useDownloadBackup();
  const busy = backup.isPending;
  async function download() {
    try {
      await backup.mutateAsync();
      toast.success(accountMessages.backupReady);
    } catch (error) {
      toastFailure(error, accountMessages.backupFailed);
    }
  }
  return (
    <section aria-labelledby="backup" className="card mt-10 p-5 sm:p-8">
      <h2 id="backup" className="text-xl font-bold">
        Backup
      </h2>
      <p className="mt-1.5 max-w-2xl text-muted">
        Download every event, post, executive, material, episode, message and setting, with the uploaded
        files, as one archive. Keep it somewhere safe.
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download Backup'}
      </Button>
    </section>
  );
}

/** The field's text as the list the settings take: domains between commas or spaces. */
const domainList = (value: unknown) =>
  typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;

export function SettingsPage() {
  const settings = useSettings();
  const save = useSaveSettings();
  const form = useForm({ resolver: zodResolver(siteSettingsInput) });
  const [uploads, setUploads] = useState(0);
  const { errors } = form.formState;
  useErrorToast(settings.error, accountMessages.fetchSettingsFailed);

  useEffect(() => {
    const value = settings.data;
    if (!value) return;
    form.reset({
      societyName: value.societyName,
      shortName: value.shortName,
      motto: value.motto,
      mottoTranslation: value.mottoTranslation,
      mission: value.mission,
      legacy: value.legacy,
      email: value.email,
      phone: value.phone ?? '',
      address: value.address ?? '',
      xUrl: value.xUrl ?? '',
      linkedinUrl: value.linkedinUrl ?? '',
      logoUrl: value.logoUrl ?? '',
      faviconUrl: value.faviconUrl ?? '',
      heroImageUrl: value.heroImageUrl ?? '',
      timeZone: value.timeZone,
      studentEmailDomains: value.studentEmailDomains,
    });
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync(input);
        toast.success(accountMessages.settingsSaved);
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, accountMessages.saveSettingsFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <AdminPage
      title="Site Settings"
      description="The society's identity as every public page shows it: header, footer, home, about and contact."
    >
      {settings.isPending ? (
        <Loading>Loading settings...</Loading>
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()}>{accountMessages.fetchSettingsFailed}</LoadFailed>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <FormCard>
            <Section title="Identity">
              <div className="grid gap-6 sm:grid-cols-[2fr_1fr]">
                <TextField
                  label="Society Name"
                  error={errors.societyName?.message}
                  {...form.register('societyName')}
                />
                <TextField
                  label="Short Name"
                  error={errors.shortName?.message}
                  {...form.register('shortName')}
                />
              </div>
              <div className="grid gap-6 sm:grid-cols-2">
                <TextField label="Motto" error={errors.motto?.message} {...form.register('motto')} />
                <TextField
                  label="Motto Translation"
                  error={errors.mottoTranslation?.message}
                  {...form.register('mottoTranslation')}
                />
              </div>
              <TextArea
                label="Mission"
                rows={4}
                error={errors.mission?.message}
                {...form.register('mission')}
              />
              <TextArea
                label="Legacy Story"
                rows={6}
                error={errors.legacy?.message}
                {...form.register('legacy')}
              />
            </Section>
            <div className="border-t border-rule pt-6">
              <Section title="Logo, favicon and hero image">
                {IDENTITY_IMAGES.map((image) => (
                  <FormUploadField
                    key={image.name}
                    control={form.control}
                    name={image.name}
                    label={image.label}
                    kind="image"
                    accept={IMAGE_TYPES}
                    hint={image.hint}
                    successMessage={successMessages.imageUploaded}
                    failureMessage={adminMessages.imageUploadFailed}
                    onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
                  />
                ))}
              </Section>
            </div>
            <div className="border-t border-rule pt-6">
              <Section title="Contact and social links">
                <div className="grid gap-6 sm:grid-cols-2">
                  <TextField
                    label="Email"
                    type="email"
                    error={errors.email?.message}
                    {...form.register('email')}
                  />
                  <TextField
                    label="Phone"
                    type="tel"
                    optional
                    error={errors.phone?.message}
                    {...form.register('phone')}
                  />
                </div>
                <TextField
                  label="Address"
                  optional
                  error={errors.address?.message}
                  {...form.register('address')}
                />
                <div className="grid gap-6 sm:grid-cols-2">
                  <TextField
                    label="X URL"
                    type="url"
                    optional
                    placeholder="https://x.com/…"
                    error={errors.xUrl?.message}
                    {...form.register('xUrl')}
                  />
                  <TextField
                    label="LinkedIn URL"
                    type="url"
                    optional
                    placeholder="https://www.linkedin.com/…"
                    error={errors.linkedinUrl?.message}
                    {...form.register('linkedinUrl')}
                  />
                </div>
                <TextField
                  label="Time zone"
                  placeholder="Africa/Lagos"
                  error={errors.timeZone?.message}
                  {...form.register('timeZone')}
                />
                <TextField
                  label="Student e-mail domains"
                  optional
                  placeholder="students.unilorin.edu.ng"
                  hint="A member who confirms an address at one of these (commas between them) is verified at once."
                  error={errors.studentEmailDomains?.message ?? errors.studentEmailDomains?.[0]?.message}
                  {...form.register('studentEmailDomains', { setValueAs: domainList })}
                />
              </Section>
            </div>
          </FormCard>
          <div className="mt-6 flex justify-end">
            <SubmitButton busy={save.isPending} busyLabel="Saving..." disabled={uploads > 0}>
              Save Settings
            </SubmitButton>
          </div>
        </form>
      )}
      <Backup />
    </AdminPage>
  );
}
