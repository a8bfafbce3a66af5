import { describe, expect, it } from 'vitest';
import { fieldLabel, humanise, invalidInputMessage } from './field-messages.ts';

describe('the words of a 400', () => {
  it('names a field by its label, continuing with the field message', () => {
    expect(invalidInputMessage({ email: 'Enter a valid e-mail address' })).toBe(
      'Email: enter a valid e-mail address',
    );
    expect(invalidInputMessage({ start_date: 'The start date cannot be before today' })).toBe(
      'Start date: the start date cannot be before today',
    );
  });

  it('uses the contract labels of the plan columns and humanises the rest', () => {
    expect(fieldLabel('plan_form.3.monthly_rate')).toBe('Sites, item 4, Monthly rate');
    expect(fieldLabel('tracker_id')).toBe('Tracker');
    expect(fieldLabel('image_date')).toBe('Image date');
    expect(humanise('executionStatusId')).toBe('Execution status');
  });

  it('keeps an acronym at the start of a message in capitals', () => {
    expect(invalidInputMessage({ file: 'PDF, DOCX or XLSX only' })).toBe('File: PDF, DOCX or XLSX only');
  });

  it('names at most three fields and counts the rest', () => {
    expect(
      invalidInputMessage({
        client_id: 'Choose a client',
        campaign_name: 'Enter the campaign name',
        start_date: 'Choose a date',
        end_date: 'Choose a date',
        budget: 'The budget must be a number greater than zero',
      }),
    ).toBe(
      'Client: choose a client; Campaign name: enter the campaign name; Start date: choose a date; and 2 more',
    );
  });

  it('says what is wrong with a whole part without a label', () => {
    expect(invalidInputMessage({ body: 'Send a JSON object as the request body' })).toBe(
      'Send a JSON object as the request body',
    );
  });
});
