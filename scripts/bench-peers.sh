#!/usr/bin/env bash
# `npm run bench`: pathrace (wasm and native) against PathFinding.js,
# easystar.js and l1-path-finder on every public Moving AI map. Installs what
# is missing (Debian packages, the npm dev dependencies, which include the
# peers), builds pathrace-bench and the wasm module, then runs bench/run.js,
# which writes bench/results/{results.md,chart.svg,results.json}.
# Arguments go to bench/run.js (--every K, --cap N, --maps a,b, …; see --help).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
if ! bash "$ROOT/scripts/build.sh" native; then
  # The native preset also builds the Catch2 suite; the benchmark needs only
  # pathrace-bench, so a broken test build should not stop it.
  warn "the native build failed; building pathrace-bench alone"
  cmake --build "$ROOT/build/native" --target pathrace-bench -j "$JOBS"
fi
bash "$ROOT/scripts/build-wasm.sh"
maps_available || exit 0
cd "$ROOT"
step "Benchmark against the JavaScript libraries (bench/run.js)"
export PATHRACE_NATIVE_BENCH="${PATHRACE_NATIVE_BENCH:-$ROOT/build/native/pathrace-bench}"
exec node --expose-gc bench/run.js "$@"
