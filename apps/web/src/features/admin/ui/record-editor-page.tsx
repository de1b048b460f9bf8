import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Navigate } from 'react-router';
import type { RecordEditor } from '../api/use-record-editor.ts';
import { AdminPage, FormCard } from './admin-page.tsx';
import { EditorActions } from './buttons.tsx';
import { Loading } from './states.tsx';

type RecordEditorPageProps<TRecord, TValues extends FieldValues, TParsed> = {
  editor: RecordEditor<TRecord, TValues, TParsed>;
  /** The form's fields. */
  children: ReactNode;
  /** Buttons beside Save (Preview). */
  actions?: ReactNode;
  /** Anything shown over the page (a preview dialog). */
  overlay?: ReactNode;
};

/** The frame of every editor: its heading, the loading state, the fields, Cancel and Save. */
export function RecordEditorPage<TRecord, TValues extends FieldValues, TParsed>({
  editor,
  children,
  actions,
  overlay,
}: RecordEditorPageProps<TRecord, TValues, TParsed>) {
  if (editor.status === 'failed') return <Navigate to={editor.listPath} replace />;
  if (editor.status === 'loading')
    return (
      <AdminPage title={editor.title}>
        <Loading>{editor.loadingText}</Loading>
      </AdminPage>
    );
  return (
    <AdminPage title={editor.title}>
      <form noValidate onSubmit={editor.onSubmit}>
        <FormCard>{children}</FormCard>
        <EditorActions
          cancelTo={editor.listPath}
          disabled={editor.busy}
          saving={editor.saving}
          saveLabel={editor.saveLabel}
        >
          {actions}
        </EditorActions>
      </form>
      {editor.leaveDialog}
      {overlay}
    </AdminPage>
  );
}
