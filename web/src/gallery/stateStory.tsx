// A story that renders a screen from a real actor resolved to one state of its gallery model:
// the loader replays the model's shortest path to the state on the machine with fake actors
// (promises settled by the path's own events, timers on a simulated clock), then the screen
// renders that actor. Nothing is set by hand: a story is a state key.
import { currentLanguage } from '@proshno/engine';
import { fakePromises, replay, type FakePromises, type Path } from '@proshno/engine/testing';
import type { StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Actor, SimulatedClock, type ActorOptions, type AnyStateMachine, type InputFrom } from 'xstate';
import { galleryStates, keyOf, type GalleryModel } from './galleryModel';

export type GalleryScreen<TMachine extends AnyStateMachine> = {
  model: GalleryModel;
  /** The model's machine with the outside world faked: promise actors from `fakes`, idle tickers, no storage. */
  machine: (fakes: FakePromises) => TMachine;
  render: (actor: Actor<TMachine>) => ReactNode;
  /** The address the app would show, for links and routes. */
  route?: string;
};

/**
 * `key` names the state as the model reached it in English, when the stories were written; `index` is
 * its place among the model's states, how a gallery in Bengali finds a state whose key holds a text
 * the catalogue now words in Bengali (docs/i18n.md#gallery).
 */
export function stateStory<TMachine extends AnyStateMachine>(screen: GalleryScreen<TMachine>, key: string, index: number): StoryObj {
  return {
    parameters: { route: screen.route ?? '/', stateKey: key },
    loaders: [async () => ({ actor: await actorIn(screen, key, index) })],
    render: (_args, { loaded }) => {
      const actor: unknown = loaded['actor'];
      if (!isActorOf<TMachine>(actor)) throw new Error(`no actor for ${key}`);
      return <>{screen.render(actor)}</>;
    },
  };
}

/** A real actor of the screen's machine, walked to the state with this key. */
export async function actorIn<TMachine extends AnyStateMachine>(screen: GalleryScreen<TMachine>, key: string, index?: number): Promise<Actor<TMachine>> {
  const path = pathsOf(screen.model).get(key) ?? (currentLanguage() === 'en' || index === undefined ? undefined : sameStateAt(screen.model, key, index));
  if (path === undefined) throw new Error(`the ${screen.model.id} model no longer reaches ${key}: run npm run gen`);
  const fakes = fakePromises();
  const clock = new SimulatedClock();
  const machine = screen.machine(fakes);
  // The model's input is the machine's input; the model is typed loosely so Node can list every model.
  const options: ActorOptions<TMachine> = { input: screen.model.input as InputFrom<TMachine>, clock };
  const actor = new Actor(machine, options).start();
  // The model merges snapshots by key, so each step must reach the key the path went through.
  const keyOfState = keyOf(screen.model);
  await replay(machine, path, actor, fakes, clock, (actual, expected) => {
    if (keyOfState(actual) !== keyOfState(expected)) throw new Error(`replay reached ${keyOfState(actual)}, the path ${keyOfState(expected)}`);
  });
  return actor;
}

/** The model's state at `index` when it is the state `key` names (the same value), in another language. */
function sameStateAt(model: GalleryModel, key: string, index: number): Path | undefined {
  const state = galleryStates(model)[index];
  const named: unknown = JSON.parse(key);
  const value = typeof named === 'object' && named !== null && 'value' in named ? named.value : undefined;
  return state !== undefined && JSON.stringify(state.path.state.value) === JSON.stringify(value) ? state.path : undefined;
}

const cache = new Map<GalleryModel, Map<string, Path>>();

function pathsOf(model: GalleryModel): Map<string, Path> {
  let paths = cache.get(model);
  if (paths === undefined) {
    paths = new Map(galleryStates(model).map((state) => [state.key, state.path]));
    cache.set(model, paths);
  }
  return paths;
}

function isActorOf<TMachine extends AnyStateMachine>(value: unknown): value is Actor<TMachine> {
  return value instanceof Actor;
}
