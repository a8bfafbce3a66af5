import { type Brief, errorMessage, fieldErrors } from '@ooh/api';
// The full entries: `save` checks the link with their body schema before sending.
import { addDesignLink, addHighresLink } from '@ooh/api/contract';
import { createRequestStateMachine } from '@ooh/machines/request-state';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';

export type BriefLinkKind = 'design' | 'highres';

const endpoints = { design: addDesignLink, highres: addHighresLink } as const;
const fields = { design: 'design_link', highres: 'highres_link' } as const;

/** Spec section 8: shown when the server's answer carries no message. */
export const LINK_SAVE_FAILED = 'An error occurred during the update';

export interface BriefLinkSave {
  saving: boolean;
  /** The field's own message: the contract's check before sending, or the 400's `errors`. */
  fieldError: string | undefined;
  /** Any other failure: the server's message or the fallback. */
  error: string | undefined;
  save: (link: string) => void;
}

/** Saves a brief's design or high-res link (addDesignLink / addHighresLink), checked by the contract first. */
export function useBriefLink(
  kind: BriefLinkKind,
  briefId: number,
  onSaved: (brief: Brief, message: string) => void,
): BriefLinkSave {
  const client = useApiClient();
  const field = fields[kind];
  const latest = useRef(onSaved);
  latest.current = onSaved;
  const logic = useMemo(
    () =>
      createRequestStateMachine(async (input: string, signal) => {
        const params = { id: briefId };
        const answer =
          kind === 'design'
            ? await client.call(addDesignLink, { params, body: { design_link: input }, signal })
            : await client.call(addHighresLink, { params, body: { highres_link: input }, signal });
        latest.current(answer.brief, answer.message);
        return answer;
      }),
    [client, kind, briefId],
  );
  const [snapshot, send] = useMachine(logic, { input: {}, ...inspectOptions() });
  const [localError, setLocalError] = useState<string>();

  const save = (link: string) => {
    const checked = endpoints[kind].body.safeParse({ [field]: link });
    if (!checked.success) {
      setLocalError(checked.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    send({ type: 'request.start', input: link.trim() });
  };

  const failed = snapshot.value === 'failed';
  const serverFieldError = failed ? fieldErrors(snapshot.context.error)[field] : undefined;
  return {
    saving: snapshot.value === 'loading',
    fieldError: localError ?? serverFieldError,
    error:
      failed && !serverFieldError && !localError
        ? errorMessage(snapshot.context.error, LINK_SAVE_FAILED)
        : undefined,
    save,
  };
}
