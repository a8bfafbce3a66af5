import { type Brief, createBriefByFile, updateBriefByFile } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DatePicker } from '@ooh/ui/date-picker';
import { FileUpload } from '@ooh/ui/file-upload';
import { Link } from '@ooh/ui/link';
import { NumberInput } from '@ooh/ui/number-input';
import { TextField } from '@ooh/ui/text-field';
import { Textarea } from '@ooh/ui/textarea';
import { type FormEvent, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
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
import { useBriefForm } from '../hooks/use-brief-form.ts';
import { type BriefSavedAnswer, useBriefSaved } from '../hooks/use-brief-saved.ts';
import { CREATE_BRIEF_FALLBACK, PKR, UPDATE_BRIEF_FALLBACK } from './BriefFormEditor.tsx';
import { actions, alert, fields, form as formStyle, pair, strong, text } from './brief-form.css.ts';
import { ClientCombobox } from './ClientCombobox.tsx';
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
  const form = useBriefForm<BriefFileValues, BriefSavedAnswer>({
    initial: brief ? briefFileValuesOf(brief) : emptyBriefFile(),
    validate: (values) => validateBriefFile(values, { fileRequired: !brief }),
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
    <form ref={formRef} className={formStyle} onSubmit={handleSubmit} aria-label="Brief" noValidate>
      {form.failure ? (
        <p role="alert" className={alert}>
          {form.failure}
        </p>
      ) : null}
      <Card title="Brief document">
        <div className={fields}>
          {current ? (
            <p className={text}>
              <span className={strong}>Current document:</span> {current.file_name} (
              {fileSizeText(current.size)}).{' '}
              {values.file
                ? `${values.file.name} replaces it when you save.`
                : readOnly
                  ? null
                  : 'Leave the upload empty to keep it.'}
            </p>
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
        </div>
      </Card>
      <Card title="Campaign">
        <div className={fields}>
          <FieldSlot name="client_id" onLeave={form.blur}>
            <ClientCombobox
              clientId={values.client_id}
              clientName={values.client_name}
              onClientChange={({ id, name }) => form.change({ client_id: id, client_name: name })}
              error={errors.client_id}
              disabled={readOnly}
            />
          </FieldSlot>
          <FieldSlot name="campaign_name" onLeave={form.blur}>
            <TextField
              label="Campaign name"
              name="campaign_name"
              value={values.campaign_name}
              onValueChange={(campaign_name) => form.change({ campaign_name })}
              error={errors.campaign_name}
              required
              disabled={readOnly}
            />
          </FieldSlot>
          <div className={pair}>
            <FieldSlot name="start_date" onLeave={form.blur}>
              <DatePicker
                label="Start date"
                value={values.start_date}
                onValueChange={(start_date) => form.change({ start_date })}
                error={errors.start_date}
                required
                disabled={readOnly}
              />
            </FieldSlot>
            <FieldSlot name="end_date" onLeave={form.blur}>
              <DatePicker
                label="End date"
                value={values.end_date}
                onValueChange={(end_date) => form.change({ end_date })}
                error={errors.end_date}
                required
                disabled={readOnly}
              />
            </FieldSlot>
          </div>
          <FieldSlot name="budget" onLeave={form.blur}>
            <NumberInput
              label="Budget"
              name="budget"
              value={values.budget}
              onValueChange={(budget) => form.change({ budget })}
              formatOptions={PKR}
              step={10000}
              hint="In Pakistani rupees"
              error={errors.budget}
              required
              disabled={readOnly}
            />
          </FieldSlot>
          <FieldSlot name="notes" onLeave={form.blur}>
            <Textarea
              label="Notes"
              name="notes"
              value={values.notes}
              onValueChange={(notes) => form.change({ notes })}
              error={errors.notes}
              rows={4}
              maxLength={5000}
              hint="Anything the planners and designers should know"
              disabled={readOnly}
            />
          </FieldSlot>
        </div>
      </Card>
      <div className={actions}>
        {readOnly ? null : (
          <Button type="submit" loading={busy}>
            {brief ? (resubmits ? 'Save and resubmit' : 'Save changes') : 'Create brief'}
          </Button>
        )}
        <Link href="/brief">{readOnly ? 'Back to briefs' : 'Cancel'}</Link>
      </div>
      <FocusFirstInvalidEffect
        formRef={formRef}
        attempt={form.invalidAttempts}
        invalidFields={Object.keys(errors)}
      />
    </form>
  );
}
