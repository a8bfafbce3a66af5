import { createSite, INPUT_BOUNDS, type SiteRecord, updateSite } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Column, Columns } from '@ooh/ui/columns';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { MultiSelect } from '@ooh/ui/multi-select';
import { NumberInput } from '@ooh/ui/number-input';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Switch } from '@ooh/ui/switch';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { FieldSlot } from '../../brief-form/components/FieldSlot.tsx';
import { FocusFirstInvalidEffect } from '../../brief-form/components/FocusFirstInvalidEffect.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useApiForm } from '../../kit/form/use-api-form.ts';
import { UnsavedChangesDialog } from '../../kit/unsaved-changes/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../kit/unsaved-changes/use-unsaved-changes-guard.ts';
import { choicesOf, useSiteLookups } from '../hooks/use-site-lookups.ts';
import {
  emptySiteForm,
  SITE_FORM_FIELDS,
  type SiteFormValues,
  siteFormBody,
  siteFormValuesOf,
  validateSiteForm,
} from '../site-form-values.ts';

// THE MAP SLOT (issue 16): the pickable map loads only when the user opens it.
const SiteMap = lazy(() => import('../../site-map/SiteMap.tsx'));

/** Rates in Pakistani rupees, whole. */
const PKR: Intl.NumberFormatOptions = { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 };
const RATE_MAX = INPUT_BOUNDS.moneyBelow - 1;
/** Coordinates in decimal degrees to six places (as the map's pick rounds them); the number field's default is three. */
const COORDINATE: Intl.NumberFormatOptions = { maximumFractionDigits: 6, useGrouping: false };
const NONE = 'none';

export type SiteSaved = { message: string; site: SiteRecord };

export type SiteFormEditorProps = {
  /** The site to edit (approved, or requested and being completed); none to add one. */
  site?: SiteRecord;
  /** After the save, once the form has no unsaved changes (the screen moves on). */
  onSaved: (answer: SiteSaved) => void;
  /** Where Cancel goes. */
  cancelHref: string;
  /** The save button's words. */
  saveLabel: string;
};

const idOf = (value: string | null) => (value === null || value === NONE ? null : Number(value));
const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: readonly number[]) => ids.map(String);

/**
 * The one site form of /site-management/add, /edit and a requested site's add-details: code and name, the place
 * (region → city → location), medium and what the site is, its audience, size and faces, its position (typed, or
 * picked on the map), rate and traffic, and a digital medium's slot data (shown and required only for one).
 */
export function SiteFormEditor({ site, onSaved, cancelHref, saveLabel }: SiteFormEditorProps) {
  const client = useApiClient();
  const lookups = useSiteLookups({ full: true, cityIds: site ? [site.city_id] : [] });
  const mediumKind = (mediumId: number | null) =>
    lookups.mediums?.find((medium) => medium.id === mediumId)?.kind ??
    (site?.medium_id === mediumId ? site?.kind : undefined);
  // The latest lookups, for the validation the machine runs with the values alone.
  const kindRef = useRef(mediumKind);
  kindRef.current = mediumKind;
  const form = useApiForm<SiteFormValues, SiteSaved>({
    initial: site ? siteFormValuesOf(site) : emptySiteForm(),
    validate: (values) => validateSiteForm(values, kindRef.current(values.medium_id) === 'digital'),
    save: (values, signal) => {
      const body = siteFormBody(values, kindRef.current(values.medium_id) === 'digital');
      return site
        ? client.call(updateSite, { params: { id: site.id }, body, signal })
        : client.call(createSite, { body, signal });
    },
    fields: SITE_FORM_FIELDS,
    fallbackMessage: site ? updateSite.errorMessage : createSite.errorMessage,
  });
  const guard = useUnsavedChangesGuard(form.dirty && form.status !== 'done');
  const formRef = useRef<HTMLFormElement>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const { values, errors } = form;
  const digital = mediumKind(values.medium_id) === 'digital';
  const busy = form.status === 'validating' || form.status === 'submitting' || form.status === 'done';

  // Moves on once the saved form is drawn without unsaved changes (the guard has let go of navigation).
  const saved = form.status === 'done' ? form.result : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const textError = (field: keyof SiteFormValues) => (message: string | null) => {
    const { [field]: _, ...rest } = values.text_errors;
    form.change({ text_errors: message ? { ...rest, [field]: message } : rest });
  };

  const cities = (lookups.cities ?? []).filter((city) => city.region_id === values.region_id);
  const locations = (lookups.locations ?? []).filter((location) => location.city_id === values.city_id);
  const optional = (items: readonly { id: number; name: string }[] | undefined, none: string) => [
    { value: NONE, label: none },
    ...choicesOf(items),
  ];

  const slot = (name: keyof SiteFormValues & string, children: ReactNode) => (
    <FieldSlot name={name} onLeave={form.blur}>
      {children}
    </FieldSlot>
  );
  const number = (
    name:
      | 'width_ft'
      | 'height_ft'
      | 'faces'
      | 'latitude'
      | 'longitude'
      | 'daily_traffic'
      | 'spot_length_seconds'
      | 'loop_length_seconds'
      | 'spots_per_loop',
    label: string,
    bounds: { min: number; max: number; step?: number },
    extra: { hint?: string; required?: boolean; formatOptions?: Intl.NumberFormatOptions } = {},
  ) =>
    slot(
      name,
      <NumberInput
        label={label}
        name={name}
        value={values[name]}
        onValueChange={(value) => form.change({ [name]: value } as Partial<SiteFormValues>)}
        onTextError={textError(name)}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step ?? 1}
        error={errors[name]}
        {...extra}
      />,
    );

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      aria-label={site ? `Site ${site.site_code}` : 'New site'}
      noValidate
    >
      <Stack space="xl">
        {form.failure ? (
          <Callout tone="critical" role="alert">
            {form.failure}
          </Callout>
        ) : null}
        {lookups.failed ? (
          <Callout tone="info" role="status">
            <Inline space="sm" alignY="center">
              <span>Some choices could not be loaded.</span>
              <Button size="sm" variant="secondary" onClick={lookups.retry}>
                Retry
              </Button>
            </Inline>
          </Callout>
        ) : null}
        <Card title="Site">
          <Stack space="lg">
            <Columns space="lg" collapseBelow="tablet">
              <Column width="1/3">
                {slot(
                  'site_code',
                  <TextField
                    label="Site code"
                    name="site_code"
                    maxLength={40}
                    hint="Letters, digits and . _ / - (e.g. LHE-BB-0042)"
                    value={values.site_code}
                    onValueChange={(site_code) => form.change({ site_code })}
                    error={errors.site_code}
                    required
                  />,
                )}
              </Column>
              <Column>
                {slot(
                  'site_name',
                  <TextField
                    label="Site name"
                    name="site_name"
                    maxLength={200}
                    value={values.site_name}
                    onValueChange={(site_name) => form.change({ site_name })}
                    error={errors.site_name}
                    required
                  />,
                )}
              </Column>
            </Columns>
            <Box display="grid" gridTemplateColumns={[1, 3]} gap="lg" alignItems="flex-start">
              <Select
                label="Region"
                items={choicesOf(lookups.regions)}
                value={values.region_id === null ? null : String(values.region_id)}
                onValueChange={(value) =>
                  form.change({ region_id: idOf(value), city_id: null, location_id: null })
                }
                placeholder="Choose the region"
                disabled={!lookups.regions}
                required
              />
              <Select
                label="City"
                items={choicesOf(cities)}
                value={values.city_id === null ? null : String(values.city_id)}
                onValueChange={(value) => {
                  const city = idOf(value);
                  form.change({ city_id: city, location_id: null });
                  if (city !== null) lookups.loadLocations([city]);
                }}
                placeholder={values.region_id === null ? 'Choose the region first' : 'Choose the city'}
                disabled={values.region_id === null}
                required
              />
              {slot(
                'location_id',
                <Select
                  label="Location"
                  items={choicesOf(locations)}
                  value={values.location_id === null ? null : String(values.location_id)}
                  onValueChange={(value) => form.change({ location_id: idOf(value) })}
                  placeholder={values.city_id === null ? 'Choose the city first' : 'Choose the location'}
                  disabled={values.city_id === null}
                  error={errors.location_id}
                  required
                />,
              )}
            </Box>
          </Stack>
        </Card>
        <Card title="Medium and audience">
          <Box display="grid" gridTemplateColumns={[1, 2]} gap="lg" alignItems="flex-start">
            {slot(
              'medium_id',
              <Select
                label="Medium"
                items={(lookups.mediums ?? []).map((medium) => ({
                  value: String(medium.id),
                  label: medium.kind === 'digital' ? `${medium.name} (digital)` : medium.name,
                }))}
                value={values.medium_id === null ? null : String(values.medium_id)}
                onValueChange={(value) => form.change({ medium_id: idOf(value) })}
                placeholder="Choose the medium"
                error={errors.medium_id}
                disabled={!lookups.mediums}
                required
              />,
            )}
            {slot(
              'asset_type_id',
              <Select
                label="Asset type"
                items={optional(lookups.assetTypes, 'Not set')}
                value={values.asset_type_id === null ? NONE : String(values.asset_type_id)}
                onValueChange={(value) => form.change({ asset_type_id: idOf(value) })}
                error={errors.asset_type_id}
              />,
            )}
            {digital
              ? null
              : slot(
                  'printing_media_type_id',
                  <Select
                    label="Printing media"
                    items={optional(lookups.printingMediaTypes, 'Not set')}
                    value={
                      values.printing_media_type_id === null ? NONE : String(values.printing_media_type_id)
                    }
                    onValueChange={(value) => form.change({ printing_media_type_id: idOf(value) })}
                    error={errors.printing_media_type_id}
                  />,
                )}
            {slot(
              'sec_range_id',
              <Select
                label="SEC class"
                items={optional(lookups.secRanges, 'Not set')}
                value={values.sec_range_id === null ? NONE : String(values.sec_range_id)}
                onValueChange={(value) => form.change({ sec_range_id: idOf(value) })}
                error={errors.sec_range_id}
              />,
            )}
            {slot(
              'lsm_level_id',
              <Select
                label="LSM level"
                items={optional(lookups.lsmLevels, 'Not set')}
                value={values.lsm_level_id === null ? NONE : String(values.lsm_level_id)}
                onValueChange={(value) => form.change({ lsm_level_id: idOf(value) })}
                error={errors.lsm_level_id}
              />,
            )}
            {slot(
              'age_range_ids',
              <MultiSelect
                label="Age ranges"
                items={choicesOf(lookups.ageRanges)}
                value={toValues(values.age_range_ids)}
                onValueChange={(ids) => form.change({ age_range_ids: toIds(ids) })}
                placeholder="Any age"
                error={errors.age_range_ids}
              />,
            )}
            {slot(
              'gender_ids',
              <MultiSelect
                label="Genders"
                items={choicesOf(lookups.genders)}
                value={toValues(values.gender_ids)}
                onValueChange={(ids) => form.change({ gender_ids: toIds(ids) })}
                placeholder="Any gender"
                error={errors.gender_ids}
              />,
            )}
          </Box>
        </Card>
        <Card title="Size and position">
          <Stack space="lg">
            <Box display="grid" gridTemplateColumns={[1, 3]} gap="lg" alignItems="flex-start">
              {number('width_ft', 'Width (ft)', { min: 0, max: 1000, step: 1 }, { required: true })}
              {number('height_ft', 'Height (ft)', { min: 0, max: 1000, step: 1 }, { required: true })}
              {number('faces', 'Faces', { min: 1, max: 20 }, { required: true })}
            </Box>
            {slot(
              'illuminated',
              <Switch
                label="Illuminated"
                checked={values.illuminated}
                onCheckedChange={(illuminated) => form.change({ illuminated })}
              />,
            )}
            <Box display="grid" gridTemplateColumns={[1, 2]} gap="lg" alignItems="flex-start">
              {number(
                'latitude',
                'Latitude',
                { min: -90, max: 90, step: 0.0001 },
                { hint: 'Decimal degrees, e.g. 31.5204', formatOptions: COORDINATE },
              )}
              {number(
                'longitude',
                'Longitude',
                { min: -180, max: 180, step: 0.0001 },
                { hint: 'Decimal degrees, e.g. 74.3587', formatOptions: COORDINATE },
              )}
            </Box>
            <Inline space="md" alignY="center">
              <Button variant="secondary" onClick={() => setMapOpen((open) => !open)}>
                {mapOpen ? 'Hide the map' : 'Pick the position on the map'}
              </Button>
              {values.latitude !== null && values.longitude !== null ? (
                <StatusBadge tone="positive" label="Position set" />
              ) : (
                <StatusBadge tone="neutral" label="No position: the site stays off the map" />
              )}
            </Inline>
            {mapOpen ? (
              <Suspense fallback={<LoadingIndicator label="Loading the map" size="sm" />}>
                <SiteMap
                  points={[]}
                  label="Pick the site's position"
                  height={360}
                  pickable={{
                    latitude: values.latitude,
                    longitude: values.longitude,
                    onChange: (latitude, longitude) => {
                      const round = (value: number) => Math.round(value * 1e6) / 1e6;
                      const { latitude: _a, longitude: _b, ...rest } = values.text_errors;
                      form.change({
                        latitude: round(latitude),
                        longitude: round(longitude),
                        text_errors: rest,
                      });
                    },
                  }}
                />
              </Suspense>
            ) : null}
          </Stack>
        </Card>
        <Card title="Rate and traffic">
          <Box display="grid" gridTemplateColumns={[1, 2]} gap="lg" alignItems="flex-start">
            {slot(
              'monthly_rate',
              <NumberInput
                label="Monthly rate"
                name="monthly_rate"
                value={values.monthly_rate}
                onValueChange={(monthly_rate) => form.change({ monthly_rate })}
                onTextError={textError('monthly_rate')}
                min={0}
                max={RATE_MAX}
                step={1000}
                formatOptions={PKR}
                hint="In Pakistani rupees"
                error={errors.monthly_rate}
                required
              />,
            )}
            {number(
              'daily_traffic',
              'Daily traffic',
              { min: 0, max: 100_000_000, step: 1000 },
              { hint: 'People or vehicles passing a day' },
            )}
          </Box>
        </Card>
        {digital ? (
          <Card title="Digital slots">
            <Box display="grid" gridTemplateColumns={[1, 3]} gap="lg" alignItems="flex-start">
              {number(
                'spot_length_seconds',
                'Spot length (s)',
                { min: 1, max: INPUT_BOUNDS.maxSlotSeconds },
                { required: true },
              )}
              {number(
                'loop_length_seconds',
                'Loop length (s)',
                { min: 1, max: INPUT_BOUNDS.maxSlotSeconds },
                { required: true },
              )}
              {number(
                'spots_per_loop',
                'Spots per loop',
                { min: 1, max: INPUT_BOUNDS.maxSpotsPerLoop },
                { required: true },
              )}
            </Box>
          </Card>
        ) : null}
        <Inline space="md" alignY="center">
          <Button type="submit" loading={busy}>
            {saveLabel}
          </Button>
          <Link href={cancelHref}>Cancel</Link>
        </Inline>
      </Stack>
      <FocusFirstInvalidEffect
        formRef={formRef}
        attempt={form.invalidAttempts}
        invalidFields={Object.keys(errors)}
      />
      <UnsavedChangesDialog
        guard={guard}
        description="Your changes to this site are not saved. If you leave now, they are lost."
      />
    </form>
  );
}
