/** A recorded sighting as its form holds it (issue 18): ids of the chosen lookups, text as typed. */
export interface RecordedDraftValues {
  region_id: number | null;
  city_id: number | null;
  location_id: number | null;
  medium_id: number | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  seen_on: string | null;
  notes: string;
}

/**
 * The contract's checks of a recorded sighting (`CompetitorSiteInput`), in its words, so the row is right before it
 * joins the list: a location and a medium, both coordinates or neither, each in range.
 */
export function recordedSightingErrors(values: RecordedDraftValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.region_id === null) errors.region_id = 'Choose the region';
  if (values.city_id === null) errors.city_id = 'Choose the city';
  if (values.location_id === null) errors.location_id = 'Choose the location';
  if (values.medium_id === null) errors.medium_id = 'Choose the medium';
  if (values.address.trim().length > 300) errors.address = 'The address can be at most 300 characters';
  if ((values.latitude === null) !== (values.longitude === null)) {
    if (values.latitude === null) errors.latitude = 'Give both latitude and longitude, or neither';
    else errors.longitude = 'Give both latitude and longitude, or neither';
  }
  if (values.latitude !== null && Math.abs(values.latitude) > 90)
    errors.latitude = 'Latitude is between -90 and 90';
  if (values.longitude !== null && Math.abs(values.longitude) > 180)
    errors.longitude = 'Longitude is between -180 and 180';
  return errors;
}
