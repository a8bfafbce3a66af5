import { BRIEF_MESSAGES } from '@ooh/api';
import { briefFixtures } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import { knownFieldErrors } from '../kit/form/use-api-form.ts';
import {
  BRIEF_FILE_ACCEPT,
  briefFileBody,
  briefFormValuesOf,
  choicesOf,
  citiesWithinRegions,
  emptyBriefFile,
  emptyBriefForm,
  fileSizeText,
  validateBriefFile,
  validateBriefForm,
} from './brief-form-values.ts';

describe('brief form values', () => {
  it('round-trips a brief through the prefill and the contract', () => {
    const values = briefFormValuesOf(briefFixtures[0]!);
    expect(values).toMatchObject({ client_id: 1, region_ids: [1], city_ids: [1, 2], medium_ids: [1] });
    expect(validateBriefForm(values)).toEqual({});
  });

  it('words every required field as the contract does', () => {
    expect(validateBriefForm(emptyBriefForm())).toEqual({
      client_id: BRIEF_MESSAGES.client,
      campaign_name: BRIEF_MESSAGES.campaignName,
      objective: BRIEF_MESSAGES.objective,
      start_date: BRIEF_MESSAGES.dateMissing,
      end_date: BRIEF_MESSAGES.dateMissing,
      budget: BRIEF_MESSAGES.budget,
      region_ids: BRIEF_MESSAGES.regions,
      city_ids: BRIEF_MESSAGES.cities,
      medium_ids: BRIEF_MESSAGES.mediums,
    });
  });

  it('says the end is before the start even while other fields are missing', () => {
    const errors = validateBriefForm({
      ...emptyBriefForm(),
      start_date: '2027-03-10',
      end_date: '2027-03-01',
    });
    expect(errors.end_date).toBe(BRIEF_MESSAGES.endBeforeStart);
    const file = validateBriefFile(
      { ...emptyBriefFile(), start_date: '2027-03-10', end_date: '2027-03-01' },
      { fileRequired: false },
    );
    expect(file.end_date).toBe(BRIEF_MESSAGES.endBeforeStart);
    expect(file.file).toBeUndefined();
  });

  it('needs the document on create only', () => {
    expect(validateBriefFile(emptyBriefFile(), { fileRequired: true }).file).toBe(BRIEF_MESSAGES.file);
  });

  it('keeps the cities of the chosen regions, and cities it knows nothing of yet', () => {
    const cities = [
      { id: 1, region_id: 1 },
      { id: 3, region_id: 2 },
    ];
    expect(citiesWithinRegions([1, 3, 9], [1], cities)).toEqual([1, 9]);
    expect(citiesWithinRegions([1, 3], [], cities)).toEqual([]);
  });

  it('builds the multipart body with the document only when one was chosen', () => {
    const values = {
      ...emptyBriefFile(),
      client_id: 2,
      campaign_name: ' 5G launch ',
      start_date: '2027-02-01',
      end_date: '2027-02-28',
      budget: 900000,
    };
    const body = briefFileBody(values);
    expect(Object.fromEntries(body.entries())).toEqual({
      client_id: '2',
      campaign_name: '5G launch',
      start_date: '2027-02-01',
      end_date: '2027-02-28',
      budget: '900000',
      notes: '',
    });
    const withFile = briefFileBody({
      ...values,
      file: new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    });
    expect((withFile.get('file') as File).name).toBe('a.pdf');
  });

  it('small helpers', () => {
    expect(knownFieldErrors({ budget: 'x', other: 'y' }, ['budget'])).toEqual({ budget: 'x' });
    expect(choicesOf([{ id: 1, name: 'Punjab' }], [{ id: 2, name: 'Sindh' }])).toEqual([
      { value: '1', label: 'Punjab' },
      { value: '2', label: 'Sindh' },
    ]);
    expect(fileSizeText(48_213)).toBe('47.1 KB');
    expect(BRIEF_FILE_ACCEPT).toContain('application/pdf');
    expect(BRIEF_FILE_ACCEPT).toContain('.docx');
  });
});

describe('brief form rules of issue 15', () => {
  const filled = {
    ...emptyBriefForm(),
    client_id: 1,
    campaign_name: 'Ramadan',
    objective: 'Awareness',
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    budget: 2_500_000,
    region_ids: [1],
    city_ids: [1],
    medium_ids: [1],
  };
  const today = '2027-01-10';

  it('refuses a start before today, and takes today', () => {
    expect(validateBriefForm({ ...filled, start_date: '2021-01-10' }, { today })).toEqual({
      start_date: BRIEF_MESSAGES.startInPast,
    });
    expect(validateBriefForm({ ...filled, start_date: today }, { today })).toEqual({});
  });

  it('keeps the start date a brief already has, even when that day has passed', () => {
    const kept = { ...filled, start_date: '2026-12-01' };
    expect(validateBriefForm(kept, { today, keptStart: '2026-12-01' })).toEqual({});
    expect(
      validateBriefForm({ ...kept, start_date: '2026-11-01' }, { today, keptStart: '2026-12-01' }),
    ).toEqual({
      start_date: BRIEF_MESSAGES.startInPast,
    });
  });

  it("shows a date field's own words for text that is no date, over the date it still holds", () => {
    const message = '“31/02/2027” is not a date: type one such as 10 Jan 2027';
    expect(validateBriefForm({ ...filled, start_date_text_error: message }, { today })).toEqual({
      start_date: message,
    });
    expect(validateBriefForm({ ...filled, end_date_text_error: message }, { today })).toEqual({
      end_date: message,
    });
  });

  it("shows the budget field's own words for text that is not a number", () => {
    expect(
      validateBriefForm(
        { ...filled, budget: null, budget_text_error: 'Enter a number using digits only' },
        { today },
      ),
    ).toEqual({ budget: 'Enter a number using digits only' });
  });
});
