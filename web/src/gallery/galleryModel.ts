// A gallery model: an engine machine, the events that walk it to every state a designer should
// see, and what tells two snapshots of one state apart. Each state the model reaches becomes a
// story (web/src/generated/gallery) named by its state path; no React here, so Node can list them.
import { shortestPaths, statePathOf, type Path } from '@proshno/engine/testing';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

export type GalleryModel = {
  /** Names the screen adapter (web/src/gallery/screens/<id>Gallery.tsx) and the generated file. */
  id: string;
  /** The Storybook title. */
  title: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** The events offered in a state, with the representative payloads the stories show. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** What a designer tells apart within one state, e.g. 'some answered'; '' when nothing. */
  variant?: (snapshot: AnyMachineSnapshot) => string;
};

export type GalleryState = { key: string; name: string; path: Path };

/** Every state of the model: its key, its story name (the state path and variant) and the shortest path to it. */
export function galleryStates(model: GalleryModel): GalleryState[] {
  const key = keyOf(model);
  const paths = shortestPaths(model.machine, { events: model.events, input: model.input, serializeState: key });
  return [...paths.entries()].map(([stateKey, path]) => ({ key: stateKey, name: nameOf(model, path.state), path }));
}

export function keyOf(model: GalleryModel): (snapshot: AnyMachineSnapshot) => string {
  return (snapshot) => JSON.stringify({ value: snapshot.value, variant: model.variant?.(snapshot) ?? '' });
}

function nameOf(model: GalleryModel, snapshot: AnyMachineSnapshot): string {
  const variant = model.variant?.(snapshot) ?? '';
  const path = statePathOf(snapshot.value);
  return variant === '' ? path : `${path} · ${variant}`;
}
