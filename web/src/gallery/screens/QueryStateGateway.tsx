// Answers a screen's queries the way its query-state story says: never (loading), with a
// GraphQL error (error), or with the empty or the full fixtures.
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import type { Actor } from 'xstate';
import { fakeGatewayClient, type GatewayAnswers } from '../fakeGateway';
import { gatewayAnswers } from '../fixtures';
import type { queryStateMachine } from '../queryStateMachine';

export type QueryStateActor = Actor<typeof queryStateMachine>;

export function QueryStateGateway({ actor, answers, children }: { actor: QueryStateActor; answers: { data: GatewayAnswers; empty: GatewayAnswers }; children: ReactNode }) {
  const state = useSelector(actor, (s) => s.value);
  const client = useMemo(() => {
    const operations = Object.keys(answers.data);
    switch (state) {
      case 'data':
      case 'empty':
        return fakeGatewayClient({ ...gatewayAnswers, ...answers[state] });
      case 'error':
        return fakeGatewayClient(gatewayAnswers, operations);
      case 'loading':
        return fakeGatewayClient(Object.fromEntries(Object.entries(gatewayAnswers).filter(([operation]) => !operations.includes(operation))));
    }
  }, [state, answers]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
