/// <reference types="msw-storybook-addon/types" />
import { acceptBrief, ROLE_LABELS, type StaffRole, type UserData } from '@ooh/api';
import { briefOf, mockEndpointError, planOf } from '@ooh/api/msw';
import { sessionMachine } from '@ooh/machines/session';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { Heading } from '@ooh/ui/heading';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AnyStateMachine, createActor } from 'xstate';
import { briefLifecycle } from '../../briefs/brief-lifecycle.ts';
import { briefHandlers, withBriefApp } from '../../briefs/stories/story-app.tsx';
import { planLifecycle } from '../../plans/plan-lifecycle.ts';
import { SessionProvider } from '../../session/SessionContext.tsx';
import type { SessionActor } from '../../session/session-actor.ts';
import { permissionsFor } from '../permissions/permissions.ts';
import { type ActionOutcome, type LifecycleDefinition, lifecycleOffer } from './definition.ts';
import { LifecycleActions, type LifecycleActionsProps } from './LifecycleActions.tsx';

type AnyProps = LifecycleActionsProps<AnyStateMachine, unknown, string>;

/**
 * A domain's definition and one of its records as the story's args. A definition is generic in its record and
 * Storybook's args are not, so the pair is checked here, together, and widened once.
 */
function on<M extends AnyStateMachine, R, K extends string>(
  definition: LifecycleDefinition<M, R, K>,
  record: R,
): Pick<AnyProps, 'definition' | 'record'> {
  return { definition, record } as unknown as Pick<AnyProps, 'definition' | 'record'>;
}

/**
 * The component as a screen uses it: the record's status above its actions, and an action's outcome applied to
 * the record (so the actions offered change with it) and shown, as the screen's toast would.
 */
function Workbench({ definition, record: initial, onDone }: AnyProps) {
  const [record, setRecord] = useState(initial);
  const [outcome, setOutcome] = useState('');
  const handleDone = (result: ActionOutcome<unknown>, key: string) => {
    const { change } = result;
    if (change) setRecord((current: unknown) => ({ ...(current as object), ...change }));
    setOutcome(result.message);
    onDone(result, key);
  };
  return (
    <Stack space="md">
      <Text tone="secondary">{`Status: ${definition.status(record)}`}</Text>
      <LifecycleActions definition={definition} record={record} onDone={handleDone} />
      <div role="status" aria-label="Outcome">
        {outcome ? <Text weight="medium">{outcome}</Text> : null}
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Kit/Lifecycle actions',
  component: LifecycleActions,
  args: { ...on(briefLifecycle, briefOf(1)), onDone: fn() },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/' })],
  beforeEach({ msw }) {
    msw.use(...briefHandlers());
  },
  render: (args) => <Workbench {...args} />,
} satisfies Meta<typeof LifecycleActions>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------------------
// Catalog: what each role is offered, record by record
// ---------------------------------------------------------------------------------------------------------------

const names: Record<StaffRole, string> = {
  admin: 'Aisha Admin',
  key_account_manager: 'Kamran KAM',
  planner: 'Parveen Planner',
  designer: 'Danish Designer',
  editor: 'Erum Editor',
  operation_analyst: 'Omar Analyst',
  manager: 'Maha Manager',
};

/** A signed-in session of `role`, for one cell of the catalog (the decorator signs in one role per story). */
function AsRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const [actor] = useState(() => {
    const user: UserData = {
      userId: 1,
      name: names[role],
      email: `${role}@demo.local`,
      role,
      roleLabel: ROLE_LABELS[role],
    };
    const session = createActor(sessionMachine, { input: {} }) as unknown as SessionActor;
    session.start();
    session.send({
      type: 'session.restored',
      session: { user, token: 'story', expiresAt: null, pushToken: null },
    });
    return session;
  });
  return <SessionProvider actor={actor}>{children}</SessionProvider>;
}

const catalogRoles: readonly StaffRole[] = ['admin', 'key_account_manager', 'designer', 'planner', 'editor'];

interface CatalogCase {
  title: string;
  args: Pick<AnyProps, 'definition' | 'record'>;
}

/** Briefs in each status (docs/domain.md, "Brief"); deleting needs no plan attached. */
const briefCases: CatalogCase[] = [
  { title: 'Brief, pending (form)', args: on(briefLifecycle, briefOf(1)) },
  { title: 'Brief, pending (document)', args: on(briefLifecycle, briefOf(2)) },
  { title: 'Brief, approved, no plan', args: on(briefLifecycle, briefOf(7)) },
  { title: 'Brief, approved, with a plan', args: on(briefLifecycle, briefOf(3)) },
  { title: 'Brief, rejected', args: on(briefLifecycle, briefOf(4)) },
];

/** Plans in each status (docs/domain.md, "Plan"), and the machine's rules on sites and an accepted plan. */
const planCases: CatalogCase[] = [
  { title: 'Plan, in progress', args: on(planLifecycle, planOf(1)) },
  { title: 'Plan, in progress, no sites', args: on(planLifecycle, planOf(8)) },
  { title: 'Plan, pending', args: on(planLifecycle, planOf(7)) },
  { title: 'Plan, pending, another plan accepted', args: on(planLifecycle, planOf(2)) },
  { title: 'Plan, modification required', args: on(planLifecycle, planOf(3)) },
  { title: 'Plan, modification pending', args: on(planLifecycle, planOf(4)) },
  { title: 'Plan, accepted', args: on(planLifecycle, planOf(5)) },
  { title: 'Plan, lost', args: on(planLifecycle, planOf(6)) },
];

/** One role's offer on one record: its actions, or that nothing is offered, and the rules holding others back. */
function RoleOffer({ role, title, args }: CatalogCase & { role: StaffRole }) {
  const { allowed, hints } = lifecycleOffer(args.definition, args.record, permissionsFor(role));
  return (
    <section aria-label={`${ROLE_LABELS[role]} on ${title}`}>
      <Stack space="xs">
        {allowed.size === 0 ? (
          <Text size="sm" tone="secondary">
            Nothing offered
          </Text>
        ) : (
          <AsRole role={role}>
            <LifecycleActions definition={args.definition} record={args.record} onDone={() => undefined} />
          </AsRole>
        )}
        {hints.map((hint) => (
          <Text key={hint} size="sm" tone="secondary">
            {hint}
          </Text>
        ))}
      </Stack>
    </section>
  );
}

function CatalogSection({ heading, cases }: { heading: string; cases: CatalogCase[] }) {
  return (
    <Stack space="md">
      <Heading level={2}>{heading}</Heading>
      {cases.map((item) => (
        <Card key={item.title} title={item.title} headingLevel={3}>
          <DescriptionList
            columns={[1, 2, 3]}
            items={catalogRoles.map((role) => ({
              term: ROLE_LABELS[role],
              description: <RoleOffer role={role} {...item} />,
            }))}
          />
        </Card>
      ))}
    </Stack>
  );
}

/** Each role's actions on briefs and plans in several statuses, from the real definitions and contract roles. */
export const Catalog: Story = {
  render: () => (
    <Stack space="xl">
      <CatalogSection heading="Briefs" cases={briefCases} />
      <CatalogSection heading="Plans" cases={planCases} />
    </Stack>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const cell = (name: string) => within(canvas.getByRole('region', { name }));
    // A designer reviews briefs but does not write them: accept and reject, no update or delete.
    const designer = cell('Designer on Brief, pending (form)');
    await expect(designer.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(designer.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await expect(designer.queryByRole('link', { name: 'Update brief' })).toBeNull();
    await expect(designer.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(
      cell('Key account manager on Brief, pending (form)').getByRole('link', { name: 'Update brief' }),
    ).toBeInTheDocument();
    // A brief with a plan attached cannot be deleted; one without can.
    await expect(
      cell('Admin on Brief, approved, with a plan').getByText('Nothing offered'),
    ).toBeInTheDocument();
    await expect(
      cell('Admin on Brief, approved, no plan').getByRole('button', { name: 'Delete' }),
    ).toBeInTheDocument();
    await expect(cell('Planner on Brief, pending (form)').getByText('Nothing offered')).toBeInTheDocument();
    // Plans: the planner builds and submits, the key account manager reviews, the editor only reads.
    await expect(
      cell('Planner on Plan, in progress').getByRole('button', { name: 'Submit for review' }),
    ).toBeInTheDocument();
    const kamOnPending = cell('Key account manager on Plan, pending');
    await expect(kamOnPending.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(kamOnPending.getByRole('button', { name: 'Request modification' })).toBeInTheDocument();
    await expect(cell('Planner on Plan, pending').getByText('Nothing offered')).toBeInTheDocument();
    await expect(cell('Editor on Plan, pending').getByText('Nothing offered')).toBeInTheDocument();
    // A rule of the machine holding an action back is said in its own words.
    await expect(
      cell('Key account manager on Plan, pending, another plan accepted').queryByRole('button', {
        name: 'Accept',
      }),
    ).toBeNull();
    await expect(
      cell('Planner on Plan, in progress, no sites').queryByRole('button', { name: 'Submit for review' }),
    ).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Interactions
// ---------------------------------------------------------------------------------------------------------------

/** A key account manager accepts a pending brief: asked first, then the brief is approved and nothing is left. */
export const ConfirmAndDone: Story = {
  async play({ args, canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Accept brief BR-2026-0001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept brief' }));
    await expect(await canvas.findByRole('status', { name: 'Outcome' })).toHaveTextContent('Brief accepted');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Status: approved')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Brief accepted',
        change: expect.objectContaining({ status: 'approved' }),
      }),
      'accept',
    );
    // Approved with no plan: the key account manager may still delete it, but not accept it again.
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** Requesting a modification of a plan needs a reason: confirming is refused until one is typed. */
export const ReasonRequired: Story = {
  args: on(planLifecycle, planOf(7)),
  async play({ args, canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request modification' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: 'Request modification' });
    await userEvent.click(confirm);
    await expect(await dialog.findByText('Enter a reason to continue.')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'Swap LHE-003 for a screen on the Mall.',
    );
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('status', { name: 'Outcome' })).toHaveTextContent(
      'Modification requested',
    );
    await expect(canvas.getByText('Status: modification_required')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(
      expect.objectContaining({
        change: expect.objectContaining({ reason: 'Swap LHE-003 for a screen on the Mall.' }),
      }),
      'requestModification',
    );
  },
};

/**
 * The server refuses (409, the brief changed meanwhile): its message is shown in the dialog, which stays open;
 * confirming again goes through.
 */
export const RefusedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(
        acceptBrief,
        409,
        'This brief was changed by someone else just now. Reload it and try again.',
        { once: true },
      ),
    );
  },
  async play({ args, canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept brief' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('was changed by someone else just now');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByText('Status: pending')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept brief' }));
    await expect(await canvas.findByRole('status', { name: 'Outcome' })).toHaveTextContent('Brief accepted');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** An editor reads a pending plan but may take none of its actions: the component renders nothing. */
export const NothingOffered: Story = {
  args: on(planLifecycle, planOf(7)),
  decorators: [withBriefApp({ role: 'editor', path: '/' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Status: pending')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
