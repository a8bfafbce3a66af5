import { type Brief, createBrief, updateBrief } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { MultiSelect } from '@ooh/ui/multi-select';
import { Stack } from '@ooh/ui/stack';
import { Textarea } from '@ooh/ui/textarea';
import { type FormEvent, useRef } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { type ApiForm, useApiForm } from '../../kit/form/use-api-form.ts';
import {
  BRIEF_FORM_FIELDS,
  type BriefFormValues,
  briefFormBody,
  briefFormValuesOf,
  choicesOf,
  citiesWithinRegions,
  emptyBriefForm,
  validateBriefForm,
} from '../brief-form-values.ts';
import { useBriefLookups } from '../hooks/use-brief-lookups.ts';
import { type BriefSavedAnswer, useBriefSaved } from '../hooks/use-brief-saved.ts';
import {
  BriefFormActions,
  ClientAndCampaignFields,
  DatesAndBudgetFields,
  NotesField,
} from './BriefCommonFields.tsx';
import { FieldSlot } from './FieldSlot.tsx';
import { FocusFirstInvalidEffect } from './FocusFirstInvalidEffect.tsx';
import { LookupsFailedNotice } from './LookupsFailedNotice.tsx';

export const CREATE_BRIEF_FALLBACK = 'An error occurred while creating the brief';
export const UPDATE_BRIEF_FALLBACK = 'An error occurred during the update';

/** PKR without paisa, as budgets are written. */
export type BriefFormEditorProps = {
  /** The brief to update; none to create one. */
  brief?: Brief;
  /** Shows the brief without letting it be changed (the brief machine refuses the update). */
  readOnly?: boolean;
  /** Saving sends the brief back to review (a rejected brief): the button says so. */
  resubmits?: boolean;
};

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);

type IdListName = 'region_ids' | 'city_ids' | 'medium_ids' | 'sec_ids' | 'age_range_ids' | 'gender_ids';

type IdListFieldProps = {
  form: Pick<ApiForm<BriefFormValues>, 'values' | 'errors' | 'change' | 'blur'>;
  name: IdListName;
  label: string;
  items: { value: string; label: string }[];
  /** Instead of storing the ids as chosen (regions also drop the cities outside them). */
  onIdsChange?: (ids: number[]) => void;
  /** "Any" unless given: an optional list left empty means no restriction. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  readOnly: boolean;
};

/** One of the brief's target lists, chosen from a lookup by id. */
function IdListField({
  form,
  name,
  label,
  items,
  onIdsChange,
  placeholder = 'Any',
  hint,
  required = false,
  readOnly,
}: IdListFieldProps) {
  const handleChange = (chosen: string[]) =>
    onIdsChange ? onIdsChange(toIds(chosen)) : form.change({ [name]: toIds(chosen) });
  return (
    <FieldSlot name={name} onLeave={form.blur}>
      <MultiSelect
        label={label}
        items={items}
        value={toValues(form.values[name])}
        onValueChange={handleChange}
        placeholder={placeholder}
        {...(hint ? { hint } : {})}
        error={form.errors[name]}
        required={required}
        disabled={readOnly}
      />
    </FieldSlot>
  );
}

/** The form brief: client, campaign, dates, budget, targets (regions → cities) and notes. */
export function BriefFormEditor({ brief, readOnly = false, resubmits = false }: BriefFormEditorProps) {
  const client = useApiClient();
  const handleSaved = useBriefSaved(brief ? 'updated' : 'created');
  const form = useApiForm<BriefFormValues, BriefSavedAnswer>({
    initial: brief ? briefFormValuesOf(brief) : emptyBriefForm(),
    validate: (values) => validateBriefForm(values, { keptStart: brief?.start_date }),
    save: (values, signal) =>
      brief
        ? client.call(updateBrief, { params: { id: brief.id }, body: briefFormBody(values), signal })
        : client.call(createBrief, { body: briefFormBody(values), signal }),
    fields: BRIEF_FORM_FIELDS,
    fallbackMessage: brief ? UPDATE_BRIEF_FALLBACK : CREATE_BRIEF_FALLBACK,
    onSaved: handleSaved,
  });
  const lookups = useBriefLookups(brief ? brief.regions.map((region) => region.id) : []);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors } = form;
  const busy = form.status === 'validating' || form.status === 'submitting' || form.status === 'done';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) form.submit();
  };

  const handleRegionsChange = (regionIds: number[]) => {
    form.change({
      region_ids: regionIds,
      city_ids: citiesWithinRegions(values.city_ids, regionIds, lookups.cities ?? []),
    });
    lookups.loadCities(regionIds);
  };

  // Only the chosen regions' cities; the brief's own cities show until the list has loaded.
  const cityChoices = choicesOf(
    lookups.cities?.filter((city) => values.region_ids.includes(city.region_id)),
    brief?.cities.filter((city) => values.city_ids.includes(city.id)),
  );

  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Brief" noValidate>
      <Stack space="xl">
        {form.failure ? (
          <Callout tone="critical" role="alert">
            {form.failure}
          </Callout>
        ) : null}
        {lookups.failed ? <LookupsFailedNotice onRetry={lookups.retry} /> : null}
        <Card title="Campaign">
          <Stack space="lg">
            <ClientAndCampaignFields form={form} readOnly={readOnly} />
            <FieldSlot name="objective" onLeave={form.blur}>
              <Textarea
                label="Objective"
                name="objective"
                value={values.objective}
                onValueChange={(objective) => form.change({ objective })}
                error={errors.objective}
                rows={3}
                maxLength={2000}
                required
                disabled={readOnly}
              />
            </FieldSlot>
            <DatesAndBudgetFields form={form} readOnly={readOnly} />
          </Stack>
        </Card>
        <Card title="Audience and places">
          <Stack space="lg">
            <IdListField
              form={form}
              name="region_ids"
              label="Regions"
              items={choicesOf(lookups.regions, brief?.regions)}
              onIdsChange={handleRegionsChange}
              placeholder="Choose regions"
              required
              readOnly={readOnly}
            />
            <IdListField
              form={form}
              name="city_ids"
              label="Cities"
              items={cityChoices}
              placeholder={values.region_ids.length > 0 ? 'Choose cities' : 'Choose regions first'}
              hint="Cities of the chosen regions"
              required
              readOnly={readOnly}
            />
            <IdListField
              form={form}
              name="medium_ids"
              label="Mediums"
              items={choicesOf(lookups.mediums, brief?.mediums)}
              placeholder="Choose mediums"
              required
              readOnly={readOnly}
            />
            <IdListField
              form={form}
              name="sec_ids"
              label="SEC classes"
              items={choicesOf(lookups.secRanges, brief?.sec_ranges)}
              readOnly={readOnly}
            />
            <IdListField
              form={form}
              name="age_range_ids"
              label="Age ranges"
              items={choicesOf(lookups.ageRanges, brief?.age_ranges)}
              readOnly={readOnly}
            />
            <IdListField
              form={form}
              name="gender_ids"
              label="Genders"
              items={choicesOf(lookups.genders, brief?.genders)}
              readOnly={readOnly}
            />
          </Stack>
        </Card>
        <Card title="Notes">
          <NotesField form={form} readOnly={readOnly} />
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
