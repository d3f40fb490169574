#!/usr/bin/env bash
# Builds the wasm modules into web/lib/wasm (pathrace-core.wasm, pathrace-search.wasm,
# constants.js).
# Incremental: CMake relinks only when a source or a flag changed.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/ensure-deps.sh" wasm
cd "$ROOT"
# One build at a time in build/wasm: npm test's two lanes both ask for the
# module (the web lane for the site and the page tests, the C++ lane for
# the packed package); a second build waits, then finds nothing to do.
mkdir -p build
exec 9>build/wasm.lock
flock 9
step "Building the wasm module (build/wasm -> web/lib/wasm)"
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DPATHRACE_TESTS=OFF -DPATHRACE_BENCH=OFF >/dev/null
fi
cmake --build build/wasm -j "$JOBS"
