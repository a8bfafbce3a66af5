import {
  fetchAlterPendingPlans,
  fetchAlterRequiredPlans,
  fetchApprovedPlans,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchPendingPlans,
  type PlanListItem,
} from '@ooh/api';
import { Combobox, type ComboboxOption } from '@ooh/ui/combobox';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';

/** One list per plan status (the altered list only repeats them): together every plan the role may list. */
const STATUS_LISTS = [
  fetchInprogressPlans,
  fetchPendingPlans,
  fetchAlterRequiredPlans,
  fetchAlterPendingPlans,
  fetchApprovedPlans,
  fetchLostPlans,
] as const;

/** How many plans each list offers for one search. */
const PER_LIST = 10;

export type PlanChoice = { plan_id: number; label: string };

export function planChoiceOf(
  plan: Pick<PlanListItem, 'plan_id' | 'planName' | 'brief_number' | 'client_name'>,
) {
  return { plan_id: plan.plan_id, label: `${plan.planName} · ${plan.brief_number} · ${plan.client_name}` };
}

export type PlanPickerProps = {
  value: PlanChoice | null;
  onChange: (plan: PlanChoice | null) => void;
};

/**
 * The plan to work on, searched by plan name, brief number, campaign or client over the plan lists the role may
 * read (an editor reads only the modification-pending list), newest first in each.
 */
export function PlanPicker({ value, onChange }: PlanPickerProps) {
  const client = useApiClient();
  const { mayCall } = usePermissions();
  const lists = STATUS_LISTS.filter((list) => mayCall(list));

  const loadOptions = async (search: string): Promise<ComboboxOption[]> => {
    const trimmed = search.trim();
    const query = { page: 1, limit: PER_LIST, ...(trimmed ? { search: trimmed } : {}) };
    const pages = await Promise.all(lists.map((list) => client.call(list, { query })));
    const seen = new Set<number>();
    return pages
      .flatMap((page) => page.plans)
      .filter((plan) => !seen.has(plan.plan_id) && seen.add(plan.plan_id))
      .map((plan) => {
        const choice = planChoiceOf(plan);
        return { value: String(choice.plan_id), label: choice.label };
      });
  };
  const handleValueChange = (option: ComboboxOption | null) =>
    onChange(option ? { plan_id: Number(option.value), label: option.label } : null);

  return (
    <Combobox
      label="Plan"
      loadOptions={loadOptions}
      value={value ? { value: String(value.plan_id), label: value.label } : null}
      onValueChange={handleValueChange}
      placeholder="Search by plan, brief, campaign or client"
      hint={lists.length === 1 ? 'Plans waiting for review after a modification.' : undefined}
    />
  );
}
