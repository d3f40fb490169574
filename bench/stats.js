// The few statistics the report needs (nearest-rank percentiles, as
// pathrace-bench computes them, so native and wasm numbers compare).

/** The q-quantile (0 < q <= 1) by nearest rank; 0 for no values. */
export function percentile(values, q) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 0.5);
export const sum = (values) => values.reduce((a, b) => a + b, 0);
export const mean = (values) => (values.length === 0 ? 0 : sum(values) / values.length);
/** The geometric mean of ratios (how the benchmarks sum up per-map ratios). */
export const geometricMean = (values) => Math.exp(mean(values.map(Math.log)));

/** median, p95, mean and total of per-query times (ms). */
export function timing(ms) {
  return { median: median(ms), p95: percentile(ms, 0.95), mean: mean(ms), total: sum(ms) };
}

/**
 * Path quality against a reference length per problem: how many paths were
 * found, how many are invalid, how many are longer than the reference (by
 * more than its tolerance) and by how much, absolutely and in percent.
 * `paths` holds { found, valid, length } per problem; `refs` { length, tolerance }.
 */
export function quality(paths, refs) {
  let found = 0,
    invalid = 0,
    longer = 0,
    shorter = 0,
    maxExcess = 0,
    maxExcessPct = 0,
    excessSum = 0;
  const examples = [];
  paths.forEach((p, i) => {
    if (!p.found) return;
    ++found;
    if (!p.valid) {
      ++invalid;
      if (examples.length < 3) examples.push({ problem: refs[i].index, reason: p.reason });
      return;
    }
    const excess = p.length - refs[i].length;
    if (excess > refs[i].tolerance) {
      ++longer;
      excessSum += excess;
      maxExcess = Math.max(maxExcess, excess);
      if (refs[i].length > 0) maxExcessPct = Math.max(maxExcessPct, (100 * excess) / refs[i].length);
    } else if (excess < -refs[i].tolerance) {
      ++shorter; // shorter than optimal: the reference or the checker is wrong
      if (examples.length < 3)
        examples.push({ problem: refs[i].index, reason: `length ${p.length} < reference ${refs[i].length}` });
    }
  });
  return {
    problems: paths.length,
    found,
    missing: paths.length - found,
    invalid,
    shorter,
    longer,
    maxExcess,
    maxExcessPct,
    meanExcess: longer ? excessSum / longer : 0,
    examples,
  };
}

/** True when every path was found, valid and of the reference length. */
export function allOptimal(q) {
  return q.missing === 0 && q.invalid === 0 && q.longer === 0 && q.shorter === 0;
}
