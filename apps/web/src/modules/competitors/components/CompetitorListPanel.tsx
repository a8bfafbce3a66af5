import { type CompetitorListItem, downloadCompetitorLogo } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { forwardRef, useImperativeHandle } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { editDeleteColumn } from '../../kit/list/edit-delete-column.tsx';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import { useImageUrls } from '../../kit/media/use-image-urls.ts';
import { COMPETITOR_LIST_TEXT, COMPETITORS_PAGE_SIZE, fetchCompetitorPage } from '../competitor-list.ts';
import { competitorHref } from '../competitor-routes.ts';
import { CompetitorLogo } from './CompetitorLogo.tsx';

const competitorListMachine = createListMachine<CompetitorListItem>();

export type CompetitorListPanelProps = {
  /** Offered on each row to admins and planners; a key account manager reads only. */
  onEdit?: ((competitor: CompetitorListItem) => void) | undefined;
  onDelete?: ((competitor: CompetitorListItem) => void) | undefined;
};

export interface CompetitorListHandle {
  refresh: () => void;
}

/**
 * The competitors of /competitor-report: by name, searched (the address keeps it), each with its logo (fetched with
 * the bearer token), how many campaigns it has and a link to them.
 */
export const CompetitorListPanel = forwardRef<CompetitorListHandle, CompetitorListPanelProps>(
  function CompetitorListPanel({ onEdit, onDelete }, ref) {
    const list = useList(competitorListMachine, fetchCompetitorPage, { limit: COMPETITORS_PAGE_SIZE });
    useImperativeHandle(ref, () => ({ refresh: list.refresh }), [list.refresh]);
    const logos = useImageUrls(
      downloadCompetitorLogo,
      list.items.filter((competitor) => competitor.logo_url !== null).map((competitor) => competitor.id),
    );

    const columns: DataTableColumn<CompetitorListItem>[] = [
      {
        id: 'logo',
        header: 'Logo',
        cell: (competitor) => (
          <CompetitorLogo name={competitor.competitor_name} src={logos.get(competitor.id)} />
        ),
      },
      {
        id: 'name',
        header: 'Competitor',
        minWidth: NAME_MIN_WIDTH,
        cell: (competitor) => <Link href={competitorHref(competitor.id)}>{competitor.competitor_name}</Link>,
      },
      {
        id: 'campaigns',
        header: 'Campaigns',
        align: 'end',
        cell: (competitor) => competitor.campaigns_count,
      },
      {
        id: 'updated',
        header: 'Updated',
        hideable: true,
        cell: (competitor) => formatDate(competitor.updated_at),
      },
      ...editDeleteColumn<CompetitorListItem>({
        nameOf: (competitor) => competitor.competitor_name,
        onEdit,
        onDelete,
      }),
    ];

    return (
      <PagedListPanel list={list} text={COMPETITOR_LIST_TEXT} searchHint="Part of the name">
        {({ items, loading, empty }) => (
          <DataTable
            label="Competitors"
            columns={columns}
            rows={items}
            rowKey={(competitor) => String(competitor.id)}
            rowLabel={(competitor) => competitor.competitor_name}
            loading={loading}
            empty={empty}
          />
        )}
      </PagedListPanel>
    );
  },
);
