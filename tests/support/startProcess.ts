import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { SERVER_START_MS } from './waits';

type Started = {
  child: ChildProcess;
  /** Everything it has printed so far, standard output and error together, without colour codes. */
  output: () => string;
};

/**
 * Starts a server for a test and resolves once its output includes `ready`, read without colour codes
 * (with CI set, picocolors colours Vite's "Local:" into bold "Local" and a plain ":"). Rejects when it
 * exits first or has not said so within SERVER_START_MS, with what it printed (and stops it).
 */
export function startProcess(command: string, args: string[], { ready, env = {} }: { ready: string; env?: NodeJS.ProcessEnv }): Promise<Started> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let raw = '';
  let printed = '';
  const started: Started = { child, output: () => printed };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} ${why}:\n${printed.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail(`did not say "${ready}" within ${SERVER_START_MS / 1000} s`), SERVER_START_MS);
    const read = (chunk: Buffer) => {
      raw += chunk.toString();
      printed = stripVTControlCharacters(raw);
      if (printed.includes(ready)) {
        clearTimeout(timer);
        resolve(started);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(`exited with ${code}`));
  });
}
