import { generateVisualRepExcel, generateVisualRepPdf } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Inline } from '@ooh/ui/inline';
import { MultiSelect } from '@ooh/ui/multi-select';
import { Stack } from '@ooh/ui/stack';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { useFileExport } from '../hooks/use-file-export.ts';
import type { VisualRepPlan } from '../hooks/use-visual-rep.ts';
import type { CitySites } from '../visual-rep.ts';

export type VisualRepDownloadsProps = {
  plan: Pick<VisualRepPlan, 'plan_id' | 'planName'>;
  cities: readonly CitySites[];
};

/**
 * The files for the client: the workbook (a sheet per chosen city; none chosen is every city) and the deck (the
 * whole plan). Each button shows its own progress and failure; the deck maker may answer that it is busy.
 */
export function VisualRepDownloads({ plan, cities }: VisualRepDownloadsProps) {
  const client = useApiClient();
  const [cityIds, setCityIds] = useState<string[]>([]);
  const excel = useFileExport(
    (signal) =>
      client.download(generateVisualRepExcel, {
        params: { plan_id: plan.plan_id },
        body: { city_ids: cityIds.map(Number) },
        signal,
      }),
    `${plan.planName} visual representation.xlsx`,
    generateVisualRepExcel.errorMessage,
  );
  const pdf = useFileExport(
    (signal) => client.download(generateVisualRepPdf, { params: { id: plan.plan_id }, signal }),
    `${plan.planName} visual representation.pdf`,
    generateVisualRepPdf.errorMessage,
  );

  return (
    <Card title="Files for the client">
      <Stack space="lg">
        <MultiSelect
          label="Cities in the workbook"
          hint="Leave empty for every city. The PDF always has the whole plan."
          items={cities.map((city) => ({ value: String(city.city_id), label: city.city_name }))}
          value={cityIds}
          onValueChange={setCityIds}
          placeholder="Every city"
        />
        <Inline space="md">
          <Button variant="primary" loading={excel.busy} onClick={excel.start}>
            Download Excel
          </Button>
          <Button variant="secondary" loading={pdf.busy} onClick={pdf.start}>
            Download PDF
          </Button>
        </Inline>
        {excel.error ? (
          <Callout tone="critical" role="alert">
            The workbook could not be made: {excel.error}
          </Callout>
        ) : null}
        {pdf.error ? (
          <Callout tone="critical" role="alert">
            The PDF could not be made: {pdf.error}
          </Callout>
        ) : null}
      </Stack>
    </Card>
  );
}
