// Every response the tests see is checked against api/openapi.yaml (docs/architecture.md#tests).
import type { Method } from '../http/openapi';
import { responseProblem } from '../http/responseContract';

/** Throws unless `body` is what openapi.yaml promises for this status of `method path`. */
export function assertContract(method: Method, path: string, status: number, body: unknown): void {
  const problem = responseProblem(method, path, status, body);
  if (problem) throw new Error(`${problem}\n${JSON.stringify(body)}`);
}
