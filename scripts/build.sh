#!/usr/bin/env bash
# Configures and builds the CMake presets it is given: native (g++), asan
# (clang, into build/<preset>), or bench (the native configuration's
# benchmarks alone, without the Catch2 suite). The wasm module is
# scripts/build-wasm.sh's, the fuzz targets scripts/fuzz.sh's.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
for preset in "$@"; do
  case "$preset" in
    native|asan) configure="$preset" ;;
    bench) configure=native ;;
    *) echo "build.sh: unknown build '$preset'" >&2; exit 2 ;;
  esac
  [ "$preset" = asan ] && bash "$ROOT/scripts/ensure-deps.sh" clang
  step "Building the $preset preset (build/$configure)"
  cmake --preset "$configure" >/dev/null
  cmake --build --preset "$preset" -j "$JOBS"
done
