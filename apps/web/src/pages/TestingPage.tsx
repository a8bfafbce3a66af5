import { errorMessage, health } from '@ooh/api';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { useMachine } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { checkPushSupport, type PushSupport } from '../modules/diagnostics/push-support.ts';
import { pushState } from '../modules/push/push-state.ts';
import { useApiRequest } from '../modules/request/use-api-request.ts';

const pushSupportLogic = createRequestStateMachine(() => checkPushSupport());

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <DescriptionList
      items={rows.map(([term, description]) => ({ term, description }))}
      columns={[1, 2]}
      space="md"
    />
  );
}

function ApiHealth() {
  const client = useApiClient();
  const request = useApiRequest(health, { initial: {} });
  const checking = request.status === 'loading';
  return (
    <Card
      title="API"
      actions={
        <Button variant="secondary" size="sm" loading={checking} onClick={() => request.start({})}>
          Check again
        </Button>
      }
    >
      {checking && !request.data ? <LoadingIndicator label="Checking the API" /> : null}
      {request.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title="The API did not answer"
          message={errorMessage(request.error, 'Unexpected status code')}
        />
      ) : null}
      {request.data ? (
        <Facts
          rows={[
            ['Base', client.baseURL],
            ['Status', request.data.status],
            ['Version', request.data.version],
            ['Database', request.data.database],
            ['Server time', request.data.time],
          ]}
        />
      ) : null}
    </Card>
  );
}

function pushRows(support: PushSupport): [string, string][] {
  return [
    ['Firebase configured', yesNo(support.firebaseConfigured)],
    ['Notifications API', yesNo(support.notifications)],
    ['Permission', support.permission],
    ['Push API', yesNo(support.pushApi)],
    ['Firebase messaging', support.firebaseMessaging],
  ];
}

function PushDiagnostics() {
  const [snapshot, send] = useMachine(pushSupportLogic, { input: { start: { input: null } } });
  const support = snapshot.context.data;
  return (
    <Card
      title="Push notifications"
      actions={
        <Button
          variant="secondary"
          size="sm"
          loading={snapshot.value === 'loading'}
          onClick={() => send({ type: 'request.start', input: null })}
        >
          Check again
        </Button>
      }
    >
      {snapshot.value === 'failed' ? (
        <ErrorState headingLevel={3} message={errorMessage(snapshot.context.error, 'The check failed')} />
      ) : null}
      {support ? <Facts rows={pushRows(support)} /> : <LoadingIndicator label="Checking push support" />}
    </Card>
  );
}

function ServiceWorkerDiagnostics() {
  const push = useSnapshot(pushState);
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return (
    <Card title="Service worker">
      <Facts
        rows={[
          ['Supported', yesNo(supported)],
          ['Script', '/firebase-messaging-sw.js'],
          ['State', push.serviceWorker],
          ...(push.detail ? ([['Detail', push.detail]] as [string, string][]) : []),
        ]}
      />
    </Card>
  );
}

/** /testing: what a support call needs to know — API health and version, push and service-worker state. */
export function TestingPage() {
  return (
    <Stack space="xl">
      <PageHeader title="Diagnostics" description="API health, push notifications and the service worker." />
      <ApiHealth />
      <PushDiagnostics />
      <ServiceWorkerDiagnostics />
    </Stack>
  );
}
