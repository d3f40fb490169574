// Command lines for the project's Node tools: node:util's parseArgs, plus
// what every tool here needs from it — a usage line on --help or on a
// mistake (exit 2), and numeric options checked as numbers.
import { parseArgs } from 'node:util';

/**
 * Parses process.argv for `tool`. `spec` is parseArgs' options, where an
 * option may also be { type: 'number', min, whole, default }: it is read as a
 * string and returned as a checked number. On a mistake prints it with
 * `usage` and exits 2; on --help prints `usage` and exits 0. Returns the
 * values, with `positionals` when `spec` allows them ({ positionals: true }).
 */
export function commandLine(tool, usage, spec, { positionals = false } = {}) {
  const fail = (message) => {
    console.error(`${tool}: ${message}\nusage: ${usage}`);
    process.exit(2);
  };
  const options = { help: { type: 'boolean', short: 'h' } };
  for (const [name, o] of Object.entries(spec)) options[name] = o.type === 'number' ? { type: 'string' } : o;
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: positionals });
  } catch (error) {
    fail(error.message);
  }
  if (parsed.values.help) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  const values = { ...parsed.values };
  delete values.help;
  for (const [name, o] of Object.entries(spec)) {
    if (o.type !== 'number') continue;
    const text = values[name];
    if (text === undefined) {
      values[name] = o.default;
      continue;
    }
    const n = Number(text),
      min = o.min ?? 0,
      whole = o.whole ?? true;
    if (text.trim() === '' || !Number.isFinite(n) || n < min || (whole && !Number.isInteger(n)))
      fail(`--${name} takes a ${whole ? 'whole number' : 'number'} >= ${min}, got "${text}"`);
    values[name] = n;
  }
  return positionals ? { values, positionals: parsed.positionals } : values;
}
