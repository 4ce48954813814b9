// The generated demo bank (docs/decisions.md#demo-data), loaded only when an empty database needs it.
import type { BankQuestion } from '../bank/types';

export async function demoBank(): Promise<readonly BankQuestion[]> {
  const { generateBank } = await import('../bank/generate');
  return generateBank();
}
