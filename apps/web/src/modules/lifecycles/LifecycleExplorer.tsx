import { errorMessage, fetchLifecycleCounts } from '@ooh/api';
import { type LifecycleEntry, lifecycleById, RECORD_LIFECYCLES } from '@ooh/machines/diagram';
import { statusTitle } from '@ooh/machines/lifecycle';
import { Button } from '@ooh/ui/button';
import { Checkbox } from '@ooh/ui/checkbox';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { NumberInput } from '@ooh/ui/number-input';
import { PageHeader } from '@ooh/ui/page-header';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { TextField } from '@ooh/ui/text-field';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Callout } from '../kit/callout/Callout.tsx';
import { useDocumentTitle } from '../kit/record/use-document-title.ts';
import { useApiRequest } from '../request/use-api-request.ts';
import { countWords } from './count-words.ts';
import * as styles from './lifecycles.css.ts';
import {
  describeStep,
  eventsOfState,
  inputsOfState,
  type Simulation,
  sendEvent,
  startSimulation,
} from './simulator.ts';
import { type TransitionRow, transitionRows } from './transitions.ts';

/** The diagram and its layout library load with this page only, after it (docs/domain.md "Lifecycle explorer"). */
const LifecycleDiagram = lazy(() =>
  import('./LifecycleDiagram.tsx').then((m) => ({ default: m.LifecycleDiagram })),
);

const TRANSITION_COLUMNS: DataTableColumn<TransitionRow>[] = [
  { id: 'from', header: 'From', cell: (row) => row.fromTitle },
  { id: 'event', header: 'Event', cell: (row) => row.eventLabel, minWidth: '9rem' },
  { id: 'to', header: 'To', cell: (row) => row.toTitle },
  {
    id: 'rule',
    header: 'Rule a refused user reads',
    cell: (row) => row.rule || (row.guarded ? '—' : 'Always allowed'),
    minWidth: '16rem',
  },
  { id: 'who', header: 'Who may do it', cell: (row) => row.who, minWidth: '12rem' },
];

export type LifecycleExplorerProps = {
  /** The lifecycle shown first (machine id); the first record lifecycle when unknown. */
  initialLifecycle?: string;
};

/**
 * The admin's lifecycle explorer (issue 19; docs/domain.md "Lifecycle explorer"): every record lifecycle with its
 * diagram (drawn from the machine, with how many records are in each state now, from the counters), its transitions
 * table (the diagram's text alternative) and a simulator that runs the server's own transition check.
 */
export function LifecycleExplorer({ initialLifecycle }: LifecycleExplorerProps) {
  useDocumentTitle(['Lifecycles']);
  const first = lifecycleById(initialLifecycle ?? '') ?? (RECORD_LIFECYCLES[0] as LifecycleEntry);
  const [simulation, setSimulation] = useState<Simulation>(() => startSimulation(first));
  const entry = lifecycleById(simulation.lifecycle) ?? first;
  const counts = useApiRequest(fetchLifecycleCounts);
  const tableId = useId();
  const diagramHeadingId = useId();
  const rows = useMemo(() => transitionRows(entry), [entry]);
  const lifecycleCounts = counts.data?.counts[entry.id];

  return (
    <Stack space="xl">
      <PageHeader
        title="Lifecycles"
        description="Every record's lifecycle as the server enforces it: its diagram with how many records are in each state now, its transitions and their rules, and a simulator that runs the server's own check."
      />
      <Select
        label="Lifecycle"
        items={RECORD_LIFECYCLES.map((item) => ({ value: item.id, label: item.title }))}
        value={entry.id}
        onValueChange={(value) => {
          const next = lifecycleById(value ?? '');
          if (next) setSimulation(startSimulation(next));
        }}
      />
      <Text tone="secondary">{entry.summary}</Text>

      <Stack space="md" as="section" aria-labelledby={diagramHeadingId}>
        <Heading level={2} id={diagramHeadingId}>
          {`${entry.title} diagram`}
        </Heading>
        {counts.status === 'failed' ? (
          <ErrorState
            headingLevel={3}
            title="The record counts could not be loaded"
            message={errorMessage(counts.error, fetchLifecycleCounts)}
            onRetry={counts.retry}
          />
        ) : counts.status !== 'succeeded' ? (
          <LoadingIndicator label="Loading the record counts" />
        ) : null}
        <Suspense fallback={<LoadingIndicator label="Drawing the diagram" />}>
          <LifecycleDiagram
            entry={entry}
            current={simulation.state}
            counts={lifecycleCounts}
            describedBy={tableId}
          />
        </Suspense>
      </Stack>

      <StatesSummary entry={entry} counts={lifecycleCounts} />
      <Simulator entry={entry} simulation={simulation} onChange={setSimulation} />

      <Stack space="md" as="section" aria-label="Transitions">
        <Heading level={2}>Transitions</Heading>
        <Text tone="secondary" id={tableId}>
          {`The ${entry.title.toLowerCase()} diagram as a table: each transition, the rule that can refuse it, and the roles whose calls send it.`}
        </Text>
        <DataTable
          label={`${entry.title} transitions`}
          columns={TRANSITION_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
        />
      </Stack>
    </Stack>
  );
}

/** The states with their records now, in words: the diagram's counts for a reader who does not see it. */
function StatesSummary({
  entry,
  counts,
}: {
  entry: LifecycleEntry;
  counts: Record<string, number | null> | undefined;
}) {
  if (counts === undefined) return null;
  return (
    <Stack space="sm" as="section" aria-label="Records in each state">
      <Heading level={2}>Records in each state now</Heading>
      <Inline space="lg" as="ul">
        {Object.keys(entry.machine.states).map((state) => (
          <Text key={state} as="span">
            <strong>{statusTitle(entry.machine, state)}</strong>: {countWords(counts[state] ?? null)}
          </Text>
        ))}
      </Inline>
    </Stack>
  );
}

function Simulator({
  entry,
  simulation,
  onChange,
}: {
  entry: LifecycleEntry;
  simulation: Simulation;
  onChange: (next: Simulation) => void;
}) {
  const headingId = useId();
  const events = eventsOfState(entry, simulation.state);
  const inputs = inputsOfState(entry, simulation.state);
  const last = simulation.log[simulation.log.length - 1];
  const setFact = (key: string, value: unknown) =>
    onChange({ ...simulation, facts: { ...simulation.facts, [key]: value } });
  return (
    <Stack space="md" as="section" aria-label="Simulator">
      <Heading level={2} id={headingId}>
        Simulator
      </Heading>
      <Text tone="secondary">
        Pick a state and the facts, then send an event: the server's own check answers with the next state or
        the refusal a user would read.
      </Text>
      <Select
        label="State"
        items={Object.keys(entry.machine.states).map((state) => ({
          value: state,
          label: statusTitle(entry.machine, state),
        }))}
        value={simulation.state}
        onValueChange={(value) => {
          if (value) onChange({ ...simulation, state: value });
        }}
      />
      {entry.facts.length > 0 ? (
        <Stack space="sm">
          {entry.facts.map((fact) =>
            fact.kind === 'boolean' ? (
              <Checkbox
                key={fact.key}
                label={fact.label}
                checked={simulation.facts[fact.key] === true}
                onCheckedChange={(checked) => setFact(fact.key, checked)}
                {...(fact.hint ? { hint: fact.hint } : {})}
              />
            ) : (
              <NumberInput
                key={fact.key}
                name={fact.key}
                label={fact.label}
                min={0}
                value={(simulation.facts[fact.key] as number | null | undefined) ?? null}
                onValueChange={(value) => setFact(fact.key, value ?? (fact.nullable ? null : 0))}
                {...(fact.hint ? { hint: fact.hint } : {})}
              />
            ),
          )}
        </Stack>
      ) : (
        <Text tone="secondary">Its guards read nothing but the state and the event.</Text>
      )}
      {inputs.map((input) => (
        <TextField
          key={input.name}
          name={input.name}
          label={input.label}
          hint={input.kind === 'number' ? 'A number' : 'Sent with the events that ask for it'}
          value={simulation.inputs[input.name] ?? ''}
          onValueChange={(value) =>
            onChange({ ...simulation, inputs: { ...simulation.inputs, [input.name]: value } })
          }
        />
      ))}
      {events.length > 0 ? (
        <Inline space="sm" as="ul">
          {events.map((event) => (
            <Button
              key={event.type}
              variant="secondary"
              onClick={() => onChange(sendEvent(entry, simulation, event.type))}
            >
              {event.label}
            </Button>
          ))}
        </Inline>
      ) : (
        <Callout tone="info" role="status">
          {`${statusTitle(entry.machine, simulation.state)} is final: no event leaves it.`}
        </Callout>
      )}
      {last ? (
        <Callout
          tone={last.outcome === 'refused' ? 'critical' : 'info'}
          role={last.outcome === 'refused' ? 'alert' : 'status'}
        >
          {last.outcome === 'refused'
            ? `Refused: ${last.message}`
            : `Now ${statusTitle(entry.machine, last.to)} (${describeStep(entry, last)})`}
        </Callout>
      ) : null}
      <Stack space="sm">
        <Heading level={3}>Steps</Heading>
        {simulation.log.length === 0 ? (
          <Text tone="secondary">No event sent yet.</Text>
        ) : (
          <ol className={styles.log} aria-label="Steps">
            {simulation.log.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a step's place is its identity.
              <li key={index}>
                <Text as="span">{describeStep(entry, step)}</Text>
              </li>
            ))}
          </ol>
        )}
        <div>
          <Button variant="ghost" onClick={() => onChange(startSimulation(entry))}>
            Reset
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
