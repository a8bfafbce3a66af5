import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Column, Columns } from '@ooh/ui/columns';
import { DatePicker } from '@ooh/ui/date-picker';
import { Inline } from '@ooh/ui/inline';
import { NumberInput } from '@ooh/ui/number-input';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { Textarea } from '@ooh/ui/textarea';
import { type FormEvent, useState } from 'react';
import { choicesOf, type SiteLookups } from '../../sites/hooks/use-site-lookups.ts';
import { type RecordedDraftValues, recordedSightingErrors } from '../recorded-sighting.ts';
import type { RecordedSightingValues } from '../sightings-editor.ts';

export type RecordedSightingFormProps = {
  lookups: SiteLookups;
  onAdd: (values: RecordedSightingValues) => void;
  onClose: () => void;
};

const EMPTY: RecordedDraftValues = {
  region_id: null,
  city_id: null,
  location_id: null,
  medium_id: null,
  address: '',
  latitude: null,
  longitude: null,
  seen_on: null,
  notes: '',
};

/**
 * A sighting that is not one of our inventory sites, recorded by hand: region → city → location and the medium
 * from the lookups, where it is (address, optional latitude and longitude), when it was seen, and notes. Added to the
 * list; Save sends it.
 */
export function RecordedSightingForm({ lookups, onAdd, onClose }: RecordedSightingFormProps) {
  const [values, setValues] = useState<RecordedDraftValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (patch: Partial<RecordedDraftValues>) => setValues((current) => ({ ...current, ...patch }));
  const idOf = (value: string | null) => (value ? Number(value) : null);
  const cities = (lookups.cities ?? []).filter((city) => city.region_id === values.region_id);
  const locations = (lookups.locations ?? []).filter((location) => location.city_id === values.city_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = recordedSightingErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const region = lookups.regions?.find((r) => r.id === values.region_id);
    const city = lookups.cities?.find((c) => c.id === values.city_id);
    const location = lookups.locations?.find((l) => l.id === values.location_id);
    const medium = lookups.mediums?.find((m) => m.id === values.medium_id);
    if (!region || !city || !location || !medium) return;
    onAdd({
      region_name: region.name,
      city_id: city.id,
      city_name: city.name,
      location_id: location.id,
      location_name: location.name,
      medium_id: medium.id,
      medium_name: medium.name,
      address: values.address.trim() || null,
      latitude: values.latitude,
      longitude: values.longitude,
      seen_on: values.seen_on,
      notes: values.notes.trim() || null,
    });
    setValues({ ...EMPTY, region_id: values.region_id, city_id: values.city_id, seen_on: values.seen_on });
  };

  return (
    <Card
      title="Record a sighting"
      actions={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Record a sighting">
        <Stack space="md">
          <Columns space="md" collapseBelow="tablet">
            <Column>
              <Select
                label="Region"
                items={choicesOf(lookups.regions)}
                value={values.region_id === null ? null : String(values.region_id)}
                onValueChange={(value) =>
                  change({ region_id: idOf(value), city_id: null, location_id: null })
                }
                placeholder="Choose the region"
                error={errors.region_id}
                required
              />
            </Column>
            <Column>
              <Select
                label="City"
                items={choicesOf(cities)}
                value={values.city_id === null ? null : String(values.city_id)}
                onValueChange={(value) => {
                  const city = idOf(value);
                  change({ city_id: city, location_id: null });
                  if (city !== null) lookups.loadLocations([city]);
                }}
                placeholder={values.region_id === null ? 'Choose the region first' : 'Choose the city'}
                disabled={values.region_id === null}
                error={errors.city_id}
                required
              />
            </Column>
            <Column>
              <Select
                label="Location"
                items={choicesOf(locations)}
                value={values.location_id === null ? null : String(values.location_id)}
                onValueChange={(value) => change({ location_id: idOf(value) })}
                placeholder={values.city_id === null ? 'Choose the city first' : 'Choose the location'}
                disabled={values.city_id === null}
                error={errors.location_id}
                required
              />
            </Column>
          </Columns>
          <Columns space="md" collapseBelow="tablet">
            <Column>
              <Select
                label="Medium"
                items={choicesOf(lookups.mediums)}
                value={values.medium_id === null ? null : String(values.medium_id)}
                onValueChange={(value) => change({ medium_id: idOf(value) })}
                placeholder="Choose the medium"
                error={errors.medium_id}
                required
              />
            </Column>
            <Column>
              <DatePicker
                label="Seen on"
                value={values.seen_on}
                onValueChange={(seen_on) => change({ seen_on })}
              />
            </Column>
          </Columns>
          <TextField
            label="Address"
            name="address"
            value={values.address}
            onValueChange={(address) => change({ address })}
            hint="Where it stands: a road, a landmark, which side it faces"
            error={errors.address}
            maxLength={300}
          />
          <Columns space="md" collapseBelow="tablet">
            <Column>
              <NumberInput
                label="Latitude"
                name="latitude"
                value={values.latitude}
                onValueChange={(latitude) => change({ latitude })}
                min={-90}
                max={90}
                step={0.0001}
                formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
                error={errors.latitude}
              />
            </Column>
            <Column>
              <NumberInput
                label="Longitude"
                name="longitude"
                value={values.longitude}
                onValueChange={(longitude) => change({ longitude })}
                min={-180}
                max={180}
                step={0.0001}
                formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
                error={errors.longitude}
              />
            </Column>
          </Columns>
          <Textarea
            label="Notes"
            name="notes"
            value={values.notes}
            onValueChange={(notes) => change({ notes })}
            maxLength={1000}
          />
          <Inline space="sm" align="right">
            <Button type="submit" variant="secondary">
              Add to the list
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
