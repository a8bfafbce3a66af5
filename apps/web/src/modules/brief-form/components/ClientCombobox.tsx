import { fetchAllClients } from '@ooh/api';
import { Combobox, type ComboboxOption } from '@ooh/ui/combobox';
import { useApiClient } from '../../api/ApiClientContext.tsx';

export type ClientComboboxProps = {
  clientId: number | null;
  clientName: string;
  onClientChange: (client: { id: number | null; name: string }) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The brief's client, searched on the server by company, contact or e-mail, among **every** client (`kam=all`):
 * a KAM's lists default to their own clients, but a brief may come from a colleague's client (covering for them),
 * and an admin creates briefs too (docs/domain.md "Clients").
 */
export function ClientCombobox({
  clientId,
  clientName,
  onClientChange,
  error,
  disabled,
}: ClientComboboxProps) {
  const client = useApiClient();
  const loadOptions = async (search: string): Promise<ComboboxOption[]> => {
    const trimmed = search.trim();
    const page = await client.call(fetchAllClients, {
      query: { page: 1, limit: 20, kam: 'all', ...(trimmed ? { search: trimmed } : {}) },
    });
    return page.clients.map((company) => ({ value: String(company.id), label: company.company_name }));
  };
  const handleValueChange = (option: ComboboxOption | null) =>
    onClientChange(option ? { id: Number(option.value), name: option.label } : { id: null, name: '' });
  return (
    <Combobox
      label="Client"
      loadOptions={loadOptions}
      value={clientId === null ? null : { value: String(clientId), label: clientName }}
      onValueChange={handleValueChange}
      placeholder="Search by company, contact or e-mail"
      required
      disabled={disabled}
      {...(error ? { error } : {})}
    />
  );
}
