// useMachineEffects hears every effect a machine emits, the ones of its first moment too
// (docs/architecture.md#effects): a machine that emits as it starts must not lose the effect to a
// subscription made after the start.
import type { MachineEffect } from '@proshno/engine';
import { useActorRef } from '@xstate/react';
import { createActor } from 'xstate';
import { act, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emit, setup } from 'xstate';
import { ToastProvider } from './ToastProvider';
import { useMachineDone, useMachineEffects, type EndingActor } from './useMachineEffects';

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A machine whose first state sends the learner elsewhere on entry. */
const leavesOnEntry = setup({ types: { emitted: {} as MachineEffect } }).createMachine({
  entry: emit({ type: 'navigate', to: '/home' }),
});

function Screen() {
  const actor = useActorRef(leavesOnEntry);
  useMachineEffects(actor);
  return null;
}

let unmount: () => void = () => undefined;
afterEach(() => act(() => unmount()));

/** Renders `node` in strict mode into a fresh container, unmounted after the test. */
async function mount(node: ReactNode): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<StrictMode>{node}</StrictMode>);
  });
  unmount = () => {
    root.unmount();
    container.remove();
  };
}

async function renderAt(path: string): Promise<ReturnType<typeof memoryLocation>> {
  const location = memoryLocation({ path, record: true });
  await mount(
    <Router hook={location.hook}>
      <ToastProvider>
        <Screen />
      </ToastProvider>
    </Router>,
  );
  return location;
}

it('follows a navigation the machine emits on entry, as it starts, once (React’s strict mode mounts twice)', async () => {
  const location = await renderAt('/somewhere');
  expect(location.history).toEqual(['/somewhere', '/home']);
});

/** A form that ends when it is saved. */
const savesOnce = setup({ types: { events: {} as { type: 'SAVE' } } }).createMachine({
  initial: 'editing',
  states: { editing: { on: { SAVE: 'saved' } }, saved: { type: 'final' } },
});

async function renderDone(actor: EndingActor, then: () => void): Promise<void> {
  function Form() {
    useMachineDone(actor, then);
    return null;
  }
  await mount(<Form />);
}

it('hears the machine end once, when it ends, and at once for one already ended (strict mode subscribes twice)', async () => {
  const calls: string[] = [];
  const running = createActor(savesOnce).start();
  await renderDone(running, () => calls.push('running'));
  expect(calls).toEqual([]);
  await act(async () => running.send({ type: 'SAVE' }));
  expect(calls).toEqual(['running']);
  act(() => unmount());

  const ended = createActor(savesOnce).start();
  ended.send({ type: 'SAVE' });
  await renderDone(ended, () => calls.push('ended'));
  expect(calls).toEqual(['running', 'ended']);
});
