import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import * as engine from './index';

// Every machine the package exports, found from the exports so a new one cannot go unlisted.
const machines: Record<string, AnyStateMachine> = Object.fromEntries(
  Object.entries(engine).filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine),
);

describe('engine/README.md', () => {
  it.each(Object.entries(machines))('describes %s with its states, events and actors', (name, machine) => {
    const section = sectionOf(name);
    for (const state of stateNames(machine.root)) expect(section, `state ${state}`).toMatch(word(state));
    for (const event of externalEvents(machine.root)) expect(section, `event ${event}`).toMatch(word(event));
    for (const actor of Object.keys(machine.implementations.actors)) expect(section, `actor ${actor}`).toMatch(word(actor));
  });

  it('lists every machine', () => {
    const listed = [...readme.matchAll(/^### (\w+)/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(Object.keys(machines).sort());
  });
});

function sectionOf(name: string): string {
  const start = readme.indexOf(`### ${name} `);
  if (start < 0) return '';
  const end = readme.indexOf('\n#', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

function stateNames(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [child.key, ...stateNames(child)]);
}

function externalEvents(node: AnyStateNode): string[] {
  const own = [...node.transitions.keys()].filter((type) => !type.startsWith('xstate.'));
  return [...new Set([...own, ...Object.values(node.states).flatMap(externalEvents)])];
}

function word(text: string): RegExp {
  return new RegExp(`\\b${text}\\b`);
}
