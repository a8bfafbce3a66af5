import { type Brief, createBriefByFile, updateBriefByFile } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { FileUpload } from '@ooh/ui/file-upload';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { type FormEvent, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useApiForm } from '../../kit/form/use-api-form.ts';
import {
  BRIEF_FILE_ACCEPT,
  BRIEF_FILE_FIELDS,
  BRIEF_FILE_MAX_BYTES,
  type BriefFileValues,
  briefFileBody,
  briefFileValuesOf,
  emptyBriefFile,
  fileSizeText,
  validateBriefFile,
} from '../brief-form-values.ts';
import { type BriefSavedAnswer, useBriefSaved } from '../hooks/use-brief-saved.ts';
import {
  BriefFormActions,
  ClientAndCampaignFields,
  DatesAndBudgetFields,
  NotesField,
} from './BriefCommonFields.tsx';
import { CREATE_BRIEF_FALLBACK, UPDATE_BRIEF_FALLBACK } from './BriefFormEditor.tsx';
import { FieldSlot } from './FieldSlot.tsx';
import { FocusFirstInvalidEffect } from './FocusFirstInvalidEffect.tsx';

export type BriefFileEditorProps = {
  /** The file brief to update; none to create one. */
  brief?: Brief;
  readOnly?: boolean;
  resubmits?: boolean;
};

/** The file brief: the document (with upload progress) and the few fields a file brief needs. */
export function BriefFileEditor({ brief, readOnly = false, resubmits = false }: BriefFileEditorProps) {
  const client = useApiClient();
  const handleSaved = useBriefSaved(brief ? 'updated' : 'created');
  // Percent of the document sent, while a save is on its way.
  const [sent, setSent] = useState<number | null>(null);
  const form = useApiForm<BriefFileValues, BriefSavedAnswer>({
    initial: brief ? briefFileValuesOf(brief) : emptyBriefFile(),
    validate: (values) => validateBriefFile(values, { fileRequired: !brief, keptStart: brief?.start_date }),
    save: async (values, signal) => {
      setSent(0);
      const onProgress = (fraction: number) => setSent(Math.round(fraction * 100));
      try {
        return brief
          ? await client.upload(updateBriefByFile, {
              params: { id: brief.id },
              body: briefFileBody(values),
              onProgress,
              signal,
            })
          : await client.upload(createBriefByFile, { body: briefFileBody(values), onProgress, signal });
      } catch (error) {
        setSent(null);
        throw error;
      }
    },
    fields: BRIEF_FILE_FIELDS,
    fallbackMessage: brief ? UPDATE_BRIEF_FALLBACK : CREATE_BRIEF_FALLBACK,
    onSaved: handleSaved,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors } = form;
  const busy = form.status === 'validating' || form.status === 'submitting' || form.status === 'done';
  const current = brief?.attachment ?? null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) form.submit();
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Brief" noValidate>
      <Stack space="xl">
        {form.failure ? (
          <Callout tone="critical" role="alert">
            {form.failure}
          </Callout>
        ) : null}
        <Card title="Brief document">
          <Stack space="lg">
            {current ? (
              <Text tone="secondary">
                <Text as="strong" weight="semibold">
                  Current document:
                </Text>{' '}
                {current.file_name} ({fileSizeText(current.size)}).{' '}
                {values.file
                  ? `${values.file.name} replaces it when you save.`
                  : readOnly
                    ? null
                    : 'Leave the upload empty to keep it.'}
              </Text>
            ) : null}
            {readOnly ? null : (
              <FieldSlot name="file" onLeave={form.blur}>
                <FileUpload
                  label={current ? 'New document' : 'Brief document'}
                  accept={BRIEF_FILE_ACCEPT}
                  maxSizeBytes={BRIEF_FILE_MAX_BYTES}
                  files={values.file ? [values.file] : []}
                  onFilesChange={(files) => form.change({ file: files[0] ?? null })}
                  progress={values.file && sent !== null && busy ? { [values.file.name]: sent } : undefined}
                  error={errors.file}
                  required={!current}
                  disabled={busy}
                />
              </FieldSlot>
            )}
          </Stack>
        </Card>
        <Card title="Campaign">
          <Stack space="lg">
            <ClientAndCampaignFields form={form} readOnly={readOnly} />
            <DatesAndBudgetFields form={form} readOnly={readOnly} />
            <NotesField form={form} readOnly={readOnly} />
          </Stack>
        </Card>
        <BriefFormActions brief={brief} readOnly={readOnly} resubmits={resubmits} busy={busy} />
      </Stack>
      {/* Outside the stack: it renders nothing, and a stack spaces every child it is given. */}
      <FocusFirstInvalidEffect
        formRef={formRef}
        attempt={form.invalidAttempts}
        invalidFields={Object.keys(errors)}
      />
    </form>
  );
}
