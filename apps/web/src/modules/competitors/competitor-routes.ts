import type { CompetitorReportType } from '@ooh/api';
import { href } from '@ooh/api/routes';

/**
 * The links of competitor analysis (issue 18): competitor → its campaigns → a campaign's sightings → its reports
 * menu → create a report of a type → view it. Typed by the route table; no link is a hand-built string.
 */

export const COMPETITORS_HREF = href('/competitor-report', {});

export const competitorHref = (competitorId: number) =>
  href('/competitor-report/view-details/{competitor_id}', { competitor_id: competitorId });

export const campaignDetailsHref = (competitorId: number, campaignId: number) =>
  href('/competitor-report/{competitor_id}/campaign-details/{campaign_id}', {
    competitor_id: competitorId,
    campaign_id: campaignId,
  });

export const reportsMenuHref = (competitorId: number, campaignId: number) =>
  href('/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports', {
    competitor_id: competitorId,
    campaign_id: campaignId,
  });

export const createReportHref = (competitorId: number, campaignId: number, type: CompetitorReportType) =>
  href('/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}', {
    competitor_id: competitorId,
    campaign_id: campaignId,
    report_type: type,
  });

export const reportViewHref = (competitorId: number, campaignId: number, type: CompetitorReportType) =>
  href(
    '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view',
    {
      competitor_id: competitorId,
      campaign_id: campaignId,
      report_type: type,
    },
  );
