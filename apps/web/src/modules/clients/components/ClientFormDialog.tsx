import {
  type ClientProfile,
  errorMessage,
  fieldErrors,
  type KeyAccountManager,
  registerClient,
  updateClient,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Dialog } from '@ooh/ui/dialog';
import { Inline } from '@ooh/ui/inline';
import { RadioGroup } from '@ooh/ui/radio-group';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { Textarea } from '@ooh/ui/textarea';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { Callout } from '../../kit/callout/Callout.tsx';
import { kamChoices, NO_OWNER } from '../kam-choices.ts';

/** The fields of the register and edit forms, as typed. */
interface ClientFormValues {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  industry: string;
  address: string;
  /** A KAM's id, or NO_OWNER. */
  owner: string;
}

const FIELDS = [
  'company_name',
  'contact_name',
  'email',
  'phone',
  'industry',
  'address',
  'key_account_manager_id',
];

function valuesOf(client: ClientProfile | undefined): ClientFormValues {
  return {
    company_name: client?.company_name ?? '',
    contact_name: client?.contact_name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    industry: client?.industry ?? '',
    address: client?.address ?? '',
    owner: client?.key_account_manager ? String(client.key_account_manager.id) : NO_OWNER,
  };
}

/** The checks the server makes too (the contract's messages), so most mistakes show before sending. */
function localErrors(values: ClientFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.company_name.trim()) errors.company_name = "Enter the client's company name";
  if (!values.contact_name.trim()) errors.contact_name = 'Enter the name of the contact person';
  if (!values.email.trim()) errors.email = 'Enter an e-mail address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Enter a valid e-mail address';
  if (!/^[+0-9 ()-]*$/.test(values.phone))
    errors.phone = 'A phone number may hold digits, spaces, +, ( ) and - only';
  return errors;
}

export type ClientFormDialogProps = {
  /** The client being edited; registering when left out. */
  client?: ClientProfile;
  /** Who may own clients; the owner picker shows only when given (an admin's form). */
  managers?: readonly KeyAccountManager[] | undefined;
  /** Only the owner changes (the profile's "Change key account manager"). */
  ownerOnly?: boolean;
  onClose: () => void;
  onSaved: (answer: { message: string; client: ClientProfile }) => void;
};

/**
 * Register a client, edit one, or change its key account manager, in a dialog (docs/domain.md "Clients"). The
 * server decides every refusal: its field messages land on the fields, anything else (a 409: the e-mail is
 * another client's) is the alert.
 */
export function ClientFormDialog({ client, managers, ownerOnly, onClose, onSaved }: ClientFormDialogProps) {
  const api = useApiClient();
  const [values, setValues] = useState(() => valuesOf(client));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const endpoint = client ? updateClient : registerClient;
  const title = ownerOnly
    ? `Key account manager of ${client?.company_name}`
    : client
      ? `Edit ${client.company_name}`
      : 'Register client';
  const change = (field: keyof ClientFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = localErrors(values);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = {
      company_name: values.company_name.trim(),
      contact_name: values.contact_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      industry: values.industry.trim() || null,
      address: values.address.trim() || null,
      // Without the picker (a KAM's form) the owner is left to the server: the KAM themselves, or unchanged.
      ...(managers
        ? { key_account_manager_id: values.owner === NO_OWNER ? null : Number(values.owner) }
        : {}),
    };
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = client
        ? await api.call(updateClient, { params: { id: client.id }, body })
        : await api.call(registerClient, { body });
      onSaved(answer);
    } catch (error) {
      const byField = Object.fromEntries(
        Object.entries(fieldErrors(error)).filter(([field]) => FIELDS.includes(field)),
      );
      setErrors({
        ...byField,
        ...(byField.key_account_manager_id ? { owner: byField.key_account_manager_id } : {}),
      });
      setFailure(errorMessage(error, endpoint.errorMessage));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Exclude<keyof ClientFormValues, 'owner' | 'address'>, label: string, max: number) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onValueChange={change(field)}
      error={errors[field]}
      required={field === 'company_name' || field === 'contact_name' || field === 'email'}
      maxLength={max}
      {...(field === 'email' ? { type: 'email' as const } : {})}
    />
  );
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
            {ownerOnly ? null : (
              <>
                {text('company_name', 'Company', 200)}
                {text('contact_name', 'Contact person', 120)}
                {text('email', 'E-mail', 320)}
                {text('phone', 'Phone', 40)}
                {text('industry', 'Industry', 100)}
                <Textarea
                  label="Address"
                  name="address"
                  value={values.address}
                  onValueChange={change('address')}
                  error={errors.address}
                  maxLength={500}
                />
              </>
            )}
            {managers ? (
              // Radios, not a select: a select's portalled list is hidden from assistive technology under a modal
              // dialog (the dialog hides what is outside it), and a company has tens of KAMs, not hundreds.
              <RadioGroup
                label="Key account manager"
                name="key_account_manager_id"
                items={kamChoices(managers, values.owner)}
                value={values.owner}
                onValueChange={(value) => change('owner')(value ?? NO_OWNER)}
                error={errors.owner}
                hint="The key account manager who owns the client: their client list shows it."
              />
            ) : null}
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : client ? 'Save' : 'Register client'}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
