import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX, clientErrorReport, isChunkFailure } from './clientError';

describe('clientErrorReport (docs/shell.md#error-boundary)', () => {
  it('names the error, keeps its stack and the path, never the query or fragment', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    const report = clientErrorReport(error, 'https://proshno.example/confirm-email?token=secret#top', '2026.11.30');
    expect(report).toMatchObject({ kind: 'render', message: "TypeError: Cannot read properties of undefined (reading 'map')", route: '/confirm-email', release: '2026.11.30' });
    expect(report.stack).toContain('TypeError');
    expect(clientErrorReport(error, '/history/12?page=2').route).toBe('/history/12');
  });

  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/History-1a2b.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ["Cannot read properties of null (reading 'id')", false],
  ])('%j is a chunk failure: %s', (message, chunk) => {
    expect(isChunkFailure(message)).toBe(chunk);
    expect(clientErrorReport(new Error(message), '/').kind).toBe(chunk ? 'chunk' : 'render');
  });

  it('cuts the message and stack to the contract, without splitting a Bengali or emoji character in two', () => {
    const long = new Error('😀'.repeat(CLIENT_ERROR_MESSAGE_MAX));
    const report = clientErrorReport(long, '/');
    expect(report.message.length).toBeLessThanOrEqual(CLIENT_ERROR_MESSAGE_MAX);
    expect(report.message.endsWith('\ud83d')).toBe(false);
    const deep = new Error('deep');
    deep.stack = 'x'.repeat(CLIENT_ERROR_STACK_MAX * 2);
    expect(clientErrorReport(deep, '/').stack).toHaveLength(CLIENT_ERROR_STACK_MAX);
  });

  it('reports something thrown that is not an Error, and never an empty message or a NUL', () => {
    expect(clientErrorReport('plain text', '/').message).toBe('plain text');
    expect(clientErrorReport({ odd: true }, '/').message).toBe('Unknown error');
    expect(clientErrorReport(new Error('\u0000'), '/').message).toBe('Error:');
    expect(clientErrorReport('\u0000\u0001', '/').message).toBe('Unknown error');
    expect(clientErrorReport('a', '/').stack).toBeUndefined();
  });
});
