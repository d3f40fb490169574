// What a PathWorker says when something goes wrong: its errors, the check
// of PathWorker.create()'s options, and the event it dispatches when one of
// its workers dies.
import { PathraceError, describe } from './errors.js';

export const maxWorkers = 256;

export function abortError() {
  return new DOMException('the query was aborted', 'AbortError');
}

export function terminated() {
  return new PathraceError('terminated', 'this PathWorker was terminated; create a new one');
}

/** A PathraceError from the worker, rebuilt with its code and details. */
export function revive(error) {
  if (error.code === null) return new Error(error.message);
  return new PathraceError(error.code, error.message, error.details);
}

export function checkCreateOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new PathraceError(
      'invalid-argument',
      `PathWorker.create() takes an options object, got ${describe(options)}`,
    );
  for (const key of Object.keys(options))
    if (key !== 'workers')
      throw new PathraceError(
        'unknown-option',
        `PathWorker.create() has no option "${key}"; the only option is workers`,
      );
  const { workers } = options;
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= maxWorkers))
    throw new PathraceError(
      'invalid-option',
      `workers must be a whole number from 1 to ${maxWorkers}, got ${describe(workers)}`,
    );
}

/** The event a PathWorker dispatches when one of its workers dies. */
export class FaultEvent extends Event {
  constructor(error, worker, rejected, rebuilt) {
    super('fault');
    this.error = error;
    this.worker = worker;
    this.rejected = rejected;
    this.rebuilt = rebuilt;
  }
}
