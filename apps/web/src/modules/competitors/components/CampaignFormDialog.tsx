import {
  COMPETITOR_MESSAGES,
  type CompetitorCampaign,
  createCompetitorCampaign,
  errorMessage,
  fieldErrors,
  updateCompetitorCampaign,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Column, Columns } from '@ooh/ui/columns';
import { DatePicker } from '@ooh/ui/date-picker';
import { Dialog } from '@ooh/ui/dialog';
import { Inline } from '@ooh/ui/inline';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';

export interface CampaignFormValues {
  competitor_campaign_name: string;
  industry_type: string;
  first_seen: string | null;
  last_seen: string | null;
}

const FIELDS = ['competitor_campaign_name', 'industry_type', 'first_seen', 'last_seen'];

/** The contract's checks, so most mistakes show before sending (the server checks again). */
export function campaignFormErrors(values: CampaignFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.competitor_campaign_name.trim())
    errors.competitor_campaign_name = COMPETITOR_MESSAGES.campaignName;
  if (!values.industry_type.trim()) errors.industry_type = COMPETITOR_MESSAGES.industryType;
  if (values.first_seen && values.last_seen && values.first_seen > values.last_seen)
    errors.last_seen = COMPETITOR_MESSAGES.dates;
  return errors;
}

export type CampaignFormDialogProps = {
  competitor: { id: number; competitor_name: string };
  /** The campaign being edited; adding when left out. */
  campaign?: CompetitorCampaign;
  onClose: () => void;
  onSaved: (answer: { message: string; campaign: CompetitorCampaign }) => void;
};

/** Add a competitor's campaign or edit one: its name, industry and when it was first and last seen. */
export function CampaignFormDialog({ competitor, campaign, onClose, onSaved }: CampaignFormDialogProps) {
  const api = useApiClient();
  const [values, setValues] = useState<CampaignFormValues>({
    competitor_campaign_name: campaign?.competitor_campaign_name ?? '',
    industry_type: campaign?.industry_type ?? '',
    first_seen: campaign?.first_seen ?? null,
    last_seen: campaign?.last_seen ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const endpoint = campaign ? updateCompetitorCampaign : createCompetitorCampaign;
  const title = campaign
    ? `Edit ${campaign.competitor_campaign_name}`
    : `Add a campaign of ${competitor.competitor_name}`;
  const change = (patch: Partial<CampaignFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = campaignFormErrors(values);
    setErrors(local);
    setFailure(undefined);
    if (Object.keys(local).length > 0) return;
    const fields = {
      competitor_campaign_name: values.competitor_campaign_name.trim(),
      industry_type: values.industry_type.trim(),
      first_seen: values.first_seen,
      last_seen: values.last_seen,
    };
    setBusy(true);
    try {
      const answer = campaign
        ? await api.call(updateCompetitorCampaign, {
            body: { ...fields, competitor_id: competitor.id, competitor_campaign_id: campaign.id },
          })
        : await api.call(createCompetitorCampaign, { params: { id: competitor.id }, body: fields });
      onSaved(answer);
    } catch (error) {
      const byField = Object.fromEntries(
        Object.entries(fieldErrors(error)).filter(([field]) => FIELDS.includes(field)),
      );
      setErrors(byField);
      setFailure(errorMessage(error, endpoint.errorMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack space="md">
            {failure ? (
              <Callout tone="critical" role="alert">
                {failure}
              </Callout>
            ) : null}
            <TextField
              label="Campaign name"
              name="competitor_campaign_name"
              value={values.competitor_campaign_name}
              onValueChange={(competitor_campaign_name) => change({ competitor_campaign_name })}
              error={errors.competitor_campaign_name}
              required
              maxLength={200}
            />
            <TextField
              label="Industry"
              name="industry_type"
              value={values.industry_type}
              onValueChange={(industry_type) => change({ industry_type })}
              error={errors.industry_type}
              hint="For example Beverages, Telecom or Banking"
              required
              maxLength={100}
            />
            <Columns space="md" collapseBelow="tablet">
              <Column>
                <DatePicker
                  label="First seen"
                  value={values.first_seen}
                  onValueChange={(first_seen) => change({ first_seen })}
                  error={errors.first_seen}
                  disabled={busy}
                />
              </Column>
              <Column>
                <DatePicker
                  label="Last seen"
                  value={values.last_seen}
                  onValueChange={(last_seen) => change({ last_seen })}
                  error={errors.last_seen}
                  disabled={busy}
                />
              </Column>
            </Columns>
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : campaign ? 'Save' : 'Add campaign'}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
