import { describe, expect, it } from 'vitest';
import {
  type FilterParams,
  listParamsKey,
  parseListParams,
  withoutPageAndSearch,
  writeListParams,
} from './list-params.ts';

interface Filters extends Record<string, unknown> {
  start_date: string | null;
  client_name: string;
  region: number | null;
  cities: number[];
  availability: string;
  internal: string;
}

const defaults: Filters = {
  start_date: null,
  client_name: '',
  region: null,
  cities: [],
  availability: 'all',
  internal: 'kept out',
};
const filterParams: FilterParams<Filters> = {
  start_date: 'date',
  client_name: 'text',
  region: 'id',
  cities: 'ids',
  availability: { choices: ['all', 'available', 'booked'] },
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), defaults, filterParams);

describe('a list in the address', () => {
  it('reads page, search and every named filter back', () => {
    expect(
      parse(
        'tab=approved&page=3&search=gulberg+lahore&start_date=2027-01-10&client_name=Acme&region=2&cities=5,7&availability=booked',
      ),
    ).toEqual({
      page: 3,
      search: 'gulberg lahore',
      filters: {
        ...defaults,
        start_date: '2027-01-10',
        client_name: 'Acme',
        region: 2,
        cities: [5, 7],
        availability: 'booked',
      },
    });
  });

  it('falls back to the default for each value the list could not have asked for', () => {
    for (const page of ['-3', '0', 'abc', '2.5', '1e3', '1000001', '99999999999'])
      expect(parse(`page=${page}`).page).toBe(1);
    expect(parse(`search=${'x'.repeat(201)}`).search).toBe('');
    expect(
      parse('start_date=2027-02-30&region=abc&cities=1,x&availability=everything&internal=hacked&limit=99999')
        .filters,
    ).toEqual(defaults);
    expect(parse('start_date=1999-12-31').filters.start_date).toBeNull();
    expect(parse('region=0').filters.region).toBeNull();
    expect(parse(`cities=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`).filters.cities).toEqual(
      [],
    );
  });

  it('writes only what differs from the defaults, keeps other keys, and drops a limit', () => {
    const state = { page: 2, search: 'mall', filters: { ...defaults, region: 4, cities: [1, 2] } };
    const written = writeListParams(
      new URLSearchParams('tab=approved&limit=99999&page=9'),
      state,
      defaults,
      filterParams,
    );
    expect(written.toString()).toBe('tab=approved&page=2&search=mall&region=4&cities=1%2C2');
    const first = writeListParams(
      written,
      { page: 1, search: '', filters: defaults },
      defaults,
      filterParams,
    );
    expect(first.toString()).toBe('tab=approved');
  });

  it('round-trips: what is written is read back as the same state', () => {
    const state = {
      page: 12,
      search: 'a & b = c?',
      filters: {
        ...defaults,
        start_date: '2027-01-10',
        client_name: 'Ali & Sons',
        cities: [9],
        availability: 'available',
      },
    };
    const written = writeListParams(new URLSearchParams(), state, defaults, filterParams);
    expect(parseListParams(written, defaults, filterParams)).toEqual(state);
    expect(listParamsKey(state, defaults, filterParams)).toBe(written.toString());
  });

  it('starts a new tab on its first page without a search, keeping the filters', () => {
    expect(withoutPageAndSearch(new URLSearchParams('tab=new&page=4&search=x&region=2')).toString()).toBe(
      'tab=new&region=2',
    );
  });
});
