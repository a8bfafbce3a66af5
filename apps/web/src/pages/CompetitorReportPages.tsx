import {
  type CompetitorReport,
  downloadCompetitorReportPdf,
  errorMessage,
  fetchCompetitorCampaignSites,
  fetchSingleReport,
  generateCompetitorReport,
  isNotFound,
  parseId,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Checkbox } from '@ooh/ui/checkbox';
import { visuallyHidden } from '@ooh/ui/css';
import { DescriptionList } from '@ooh/ui/description-list';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { formatDateTime } from '../modules/briefs/format.ts';
import { sitesWord } from '../modules/competitors/competitor-list.ts';
import {
  campaignDetailsHref,
  createReportHref,
  reportsMenuHref,
  reportViewHref,
} from '../modules/competitors/competitor-routes.ts';
import { ReportFigures } from '../modules/competitors/components/ReportFigures.tsx';
import {
  type ReportTypeDefinition,
  reportFileName,
  reportMenuRows,
  reportTypeOf,
} from '../modules/competitors/report-types.ts';
import { sightingsByCity } from '../modules/competitors/sightings-editor.ts';
import { Callout } from '../modules/kit/callout/Callout.tsx';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { useRecord } from '../modules/kit/record/use-record.ts';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { useFileExport } from '../modules/visual-representation/hooks/use-file-export.ts';

/** The chart and its library load only on the report view. */
const ReportChart = lazy(() => import('../modules/competitors/components/ReportChart.tsx'));

type ReportsPath = '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports';
type CreatePath =
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}';
type ViewPath =
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view';

const generatedLine = (at: string, by: string | null) =>
  `Generated ${formatDateTime(at)}${by ? ` by ${by}` : ''}`;

/** The campaign the report routes are about, loaded with its sightings and its reports (one call). */
function useCampaignOfRoute(params: { competitor_id: string; campaign_id: string }) {
  const competitorId = parseId(params.competitor_id);
  const campaignId = parseId(params.campaign_id);
  const record = useRecord(
    fetchCompetitorCampaignSites,
    competitorId === null || campaignId === null ? null : { params: { id: campaignId } },
  );
  const answer = record.load.status === 'succeeded' ? record.load.record : null;
  const mismatch = answer !== null && answer.competitor.id !== competitorId;
  return { record, answer: mismatch ? null : answer, mismatch };
}

function CampaignLoadState({
  load,
  mismatch,
  title,
}: {
  load: ReturnType<typeof useCampaignOfRoute>['record']['load'];
  mismatch: boolean;
  title: string;
}) {
  return (
    <RecordLoadState
      load={load.status === 'succeeded' || mismatch ? { status: 'notFound' } : load}
      title={title}
      noun="campaign"
      notFoundDescription="This campaign does not exist, was deleted, or is another competitor’s."
      back={{ href: '/competitor-report', label: 'Back to competitors' }}
      fallbackMessage={fetchCompetitorCampaignSites.errorMessage}
    />
  );
}

/**
 * …/reports (admins and planners): the five reports of a competitor campaign, each with what it shows and, once
 * generated, when and by whom, with View; Create (or generate again) for each (docs/domain.md "Competitor screens").
 */
export function CompetitorReportsPage({ params }: Pick<ScreenProps<ReportsPath>, 'params'>) {
  const { record, answer, mismatch } = useCampaignOfRoute(params);
  useDocumentTitle(answer ? ['Reports', answer.campaign.competitor_campaign_name] : null);
  if (!answer) return <CampaignLoadState load={record.load} mismatch={mismatch} title="Reports" />;
  const { competitor, campaign } = answer;
  const rows = reportMenuRows(answer.reports);
  return (
    <Stack space="lg">
      <Link href={campaignDetailsHref(competitor.id, campaign.id)}>
        ← {campaign.competitor_campaign_name}
      </Link>
      <PageHeader
        title="Reports"
        description={`${campaign.competitor_campaign_name} · ${competitor.competitor_name} · ${sitesWord(campaign.sites_count)} recorded`}
      />
      {campaign.sites_count === 0 ? (
        <Callout tone="info" role="status">
          No sites are recorded for this campaign yet: record where it was seen first, then generate its
          reports. <Link href={campaignDetailsHref(competitor.id, campaign.id)}>Record sites</Link>
        </Callout>
      ) : null}
      {/* Cards, not a table: each report's line of words reads whole at 390 px, its links beside it. */}
      <Stack as="ul" space="md" aria-label="Reports">
        {rows.map(({ definition, generated }) => (
          <Card key={definition.type} title={definition.label} headingLevel={2}>
            <Stack space="sm">
              <Text>{definition.description}</Text>
              <Text size="sm" tone="secondary">
                {generated
                  ? `${generatedLine(generated.generated_at, generated.generated_by_name)} · ${sitesWord(generated.total_sites)} counted`
                  : 'Not generated yet'}
              </Text>
              <Inline space="md">
                {generated ? (
                  <Link
                    href={reportViewHref(competitor.id, campaign.id, definition.type)}
                    variant="standalone"
                  >
                    View<span className={visuallyHidden}> {definition.label}</span>
                  </Link>
                ) : null}
                <Link
                  href={createReportHref(competitor.id, campaign.id, definition.type)}
                  variant="standalone"
                >
                  {generated ? 'Generate again' : 'Create'}
                  <span className={visuallyHidden}> {definition.label}</span>
                </Link>
              </Inline>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** Which report type a route names; an unknown word is a report that does not exist. */
function NoSuchReport({ title, back }: { title: string; back: string | null }) {
  return (
    <Stack space="lg">
      <PageHeader title={title} />
      <EmptyState
        title="No such report"
        description="The reports are city-wise, medium-wise, region-wise, the site list and head to head."
        action={
          back ? (
            <Link href={back} variant="standalone">
              Back to the reports
            </Link>
          ) : undefined
        }
      />
    </Stack>
  );
}

/**
 * …/reports/create/{report_type} (admins and planners): which of the campaign's sightings the report counts (every
 * one by default, ticked by city), then Generate, which stores it and opens it.
 */
export function CompetitorReportCreatePage({ params }: Pick<ScreenProps<CreatePath>, 'params'>) {
  const definition = reportTypeOf(params.report_type);
  const { record, answer, mismatch } = useCampaignOfRoute(params);
  useDocumentTitle(
    answer && definition ? [definition.label, answer.campaign.competitor_campaign_name] : null,
  );
  if (!definition) return <NoSuchReport title="Create report" back={null} />;
  if (!answer)
    return <CampaignLoadState load={record.load} mismatch={mismatch} title={`Create ${definition.label}`} />;
  return <CreateReport definition={definition} answer={answer} />;
}

function CreateReport({
  definition,
  answer,
}: {
  definition: ReportTypeDefinition;
  answer: NonNullable<ReturnType<typeof useCampaignOfRoute>['answer']>;
}) {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const { competitor, campaign, sites } = answer;
  const cities = sightingsByCity(sites);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = cities.filter((city) => !unticked.has(city.city_id)).flatMap((city) => city.ids);
  const toggle = (cityId: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(cityId);
      else next.add(cityId);
      return next;
    });

  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.call(generateCompetitorReport, {
        query: { competitor_campaign_id: campaign.id, report_type: definition.type },
        // Every sighting chosen is sent as none: the server counts them all (and any added meanwhile).
        body: { site_ids: chosen.length === sites.length ? [] : chosen },
      });
      notify.success({ title: result.message, description: campaign.competitor_campaign_name });
      navigate(reportViewHref(competitor.id, campaign.id, definition.type));
    } catch (error) {
      setFailure(errorMessage(error, generateCompetitorReport.errorMessage));
      setBusy(false);
    }
  };

  return (
    <Stack space="lg">
      <Link href={reportsMenuHref(competitor.id, campaign.id)}>
        ← Reports of {campaign.competitor_campaign_name}
      </Link>
      <PageHeader
        title={`Create ${definition.label}`}
        description={`${campaign.competitor_campaign_name} · ${competitor.competitor_name}`}
      />
      <Text>{definition.description}</Text>
      {sites.length === 0 ? (
        <EmptyState
          title="No sites to count"
          description="Record where the campaign was seen first; the report counts those sites."
          action={
            <Link href={campaignDetailsHref(competitor.id, campaign.id)} variant="standalone">
              Record sites
            </Link>
          }
        />
      ) : (
        <Card title="Sites to count">
          <Stack space="md">
            <Text size="sm" tone="secondary">
              Every recorded site is counted unless you untick its city.
            </Text>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text weight="semibold">Cities</Text>
              </legend>
              <Stack space="sm">
                {cities.map((city) => (
                  <Checkbox
                    key={city.city_id}
                    label={`${city.city_name} (${sitesWord(city.ids.length)})`}
                    checked={!unticked.has(city.city_id)}
                    onCheckedChange={(on) => toggle(city.city_id, on)}
                  />
                ))}
              </Stack>
            </fieldset>
            {failure ? (
              <Callout tone="critical" role="alert">
                The report could not be generated: {failure}
              </Callout>
            ) : null}
            <Inline space="md" alignY="center">
              <Button onClick={generate} loading={busy} disabled={chosen.length === 0}>
                Generate report
              </Button>
              <Text size="sm" tone="secondary" aria-live="polite">
                {chosen.length === 0
                  ? 'Tick at least one city.'
                  : `${sitesWord(chosen.length)} of ${sites.length} counted`}
              </Text>
            </Inline>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/**
 * …/reports/create/{report_type}/view (admins and planners): the stored report, its figures as a table and a chart
 * (share bars; paired bars for head to head; cards with photos for the site list), its totals, when and by whom
 * generated; Generate again (the same sightings) and Export PDF (made by the server's document service).
 */
export function CompetitorReportViewPage({ params }: Pick<ScreenProps<ViewPath>, 'params'>) {
  const definition = reportTypeOf(params.report_type);
  const competitorId = parseId(params.competitor_id);
  const campaignId = parseId(params.campaign_id);
  const record = useRecord(
    fetchSingleReport,
    definition && competitorId !== null && campaignId !== null
      ? { query: { reportType: definition.type, competitor_campaign_id: campaignId } }
      : null,
  );
  const report = record.load.status === 'succeeded' ? record.load.record.report : null;
  const mismatch = report !== null && report.competitor.id !== competitorId;
  useDocumentTitle(report && !mismatch ? [report.label, report.campaign.name] : null);
  const menu =
    competitorId !== null && campaignId !== null ? reportsMenuHref(competitorId, campaignId) : null;
  if (!definition) return <NoSuchReport title="Report" back={menu} />;
  if (report && !mismatch)
    return <ReportView report={report} onChange={(next) => record.applyChange(() => ({ report: next }))} />;
  if (record.load.status === 'failed' && !isNotFound(record.load.error))
    return (
      <Stack space="lg">
        <PageHeader title={definition.label} />
        <ErrorState
          title="The report could not be loaded"
          message={errorMessage(record.load.error, fetchSingleReport.errorMessage)}
          onRetry={record.load.retry}
        />
      </Stack>
    );
  if (record.load.status === 'loading')
    return (
      <Stack space="lg">
        <PageHeader title={definition.label} />
        <LoadingIndicator label="Loading the report" />
      </Stack>
    );
  // Not generated yet (404), or not this competitor's campaign.
  return (
    <Stack space="lg">
      {menu ? <Link href={menu}>← Reports</Link> : null}
      <PageHeader title={definition.label} />
      <EmptyState
        title="This report has not been generated yet"
        description={`${definition.description} Generate it from the campaign’s recorded sites.`}
        action={
          competitorId !== null && campaignId !== null && !mismatch ? (
            <Link href={createReportHref(competitorId, campaignId, definition.type)} variant="standalone">
              Create {definition.label}
            </Link>
          ) : undefined
        }
      />
    </Stack>
  );
}

function ReportView({
  report,
  onChange,
}: {
  report: CompetitorReport;
  onChange: (report: CompetitorReport) => void;
}) {
  const api = useApiClient();
  const [regenerating, setRegenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const query = { reportType: report.report_type, competitor_campaign_id: report.competitor_campaign_id };
  const pdf = useFileExport(
    (signal) => api.download(downloadCompetitorReportPdf, { params: undefined, query, signal }),
    reportFileName(report),
    downloadCompetitorReportPdf.errorMessage,
  );
  const competitorId = report.competitor.id;
  const campaignId = report.campaign.id;

  const regenerate = async () => {
    setRegenerating(true);
    setFailure(null);
    try {
      const answer = await api.call(generateCompetitorReport, {
        query: { competitor_campaign_id: campaignId, report_type: report.report_type },
        body: { site_ids: [] },
      });
      onChange(answer.report);
      notify.success({ title: answer.message, description: report.campaign.name });
    } catch (error) {
      setFailure(errorMessage(error, generateCompetitorReport.errorMessage));
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <Stack space="lg">
      <Link href={reportsMenuHref(competitorId, campaignId)}>← Reports of {report.campaign.name}</Link>
      <PageHeader
        title={report.label}
        description={`${report.campaign.name} · ${report.competitor.name} · ${report.campaign.industry_type}`}
        actions={
          <Inline space="sm">
            <Button variant="secondary" onClick={regenerate} loading={regenerating}>
              Generate again
            </Button>
            <Button onClick={pdf.start} loading={pdf.busy}>
              Export PDF
            </Button>
          </Inline>
        }
      />
      {pdf.error ? (
        <Callout tone="critical" role="alert">
          The PDF could not be made: {pdf.error}
        </Callout>
      ) : null}
      {failure ? (
        <Callout tone="critical" role="alert">
          The report could not be generated again: {failure}
        </Callout>
      ) : null}
      <DescriptionList
        aria-label="About this report"
        items={[
          {
            term: 'Generated',
            description: `${formatDateTime(report.generated_at)}${report.generated_by_name ? ` by ${report.generated_by_name}` : ''}`,
          },
          { term: 'Sites counted', description: String(report.total_sites) },
          { term: 'Faces', description: String(report.total_faces) },
          {
            term: 'Campaign',
            description: (
              <Link href={campaignDetailsHref(competitorId, campaignId)}>{report.campaign.name}</Link>
            ),
          },
        ]}
      />
      {report.report_type === 'site-list' ? null : (
        <Card title="Chart">
          <Suspense fallback={<LoadingIndicator label="Loading the chart" />}>
            <ReportChart report={report} />
          </Suspense>
        </Card>
      )}
      <Card title={report.report_type === 'site-list' ? 'Sites' : 'Figures'}>
        <ReportFigures report={report} />
      </Card>
    </Stack>
  );
}
