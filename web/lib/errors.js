// The one error type the package throws for caller mistakes.

/**
 * Thrown for every caller mistake; `code` is stable, `message` is for people.
 * See index.d.ts for the list of codes.
 */
export class PathraceError extends Error {
  constructor(code, message, details) {
    super(message);
    this.name = 'PathraceError';
    this.code = code;
    if (details) Object.assign(this, details);
  }
}

/** How a value looks in a message: strings quoted, objects by kind. */
export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null || typeof value === 'bigint')
    return String(value) + (typeof value === 'bigint' ? 'n' : '');
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name}`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return 'an object';
}

/** Values named in a message: strings quoted, numbers as they are, comma-separated. */
export function listed(values) {
  return values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ');
}
