import { useErrorLogStore } from './errorLogStore';
import { formatLogTime } from './logTime';

/** Spec 8: uncaught UI errors are stored as local log entries of type error. */
const UNCAUGHT_TYPE = 'error';

// One error can reach both the error boundary and a window listener; it is logged once.
const alreadyRecorded = new WeakSet<object>();

function describe(thrown: unknown): { message: string; stack: string } {
  if (thrown instanceof Error) {
    const message = thrown.message || thrown.name;
    return { message, stack: thrown.stack ?? `${thrown.name}: ${message}` };
  }
  if (typeof thrown === 'string') return { message: thrown, stack: '' };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown), stack: '' };
  } catch {
    return { message: String(thrown), stack: '' };
  }
}

/**
 * Adds an uncaught error to the local log, with the page address and the time it happened.
 * `info` carries where it came from (a component stack, or the kind of window event).
 */
export function recordUncaughtError(thrown: unknown, info?: string) {
  if (thrown !== null && typeof thrown === 'object') {
    if (alreadyRecorded.has(thrown)) return;
    alreadyRecorded.add(thrown);
  }
  try {
    const { message, stack } = describe(thrown);
    useErrorLogStore.getState().add({
      type: UNCAUGHT_TYPE,
      url: window.location.href,
      message,
      stack,
      time: formatLogTime(new Date()),
      ...(info ? { info } : {}),
    });
  } catch (failure) {
    // Never throw from an error handler: the console is the last place left to say it.
    console.error('Could not record an error in the local log', failure);
  }
}
