// Starts the stack of the run's first worker (e2e-stack.ts); tests read its addresses from the
// environment, which the workers inherit.
import { rmSync } from 'node:fs';
import { REQUEST_LOG } from './request-log';
import { startE2eStack } from './e2e-stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(REQUEST_LOG, { force: true });
  const stack = await startE2eStack('0');
  Object.assign(process.env, stack.env);
  return stack.stop;
}
