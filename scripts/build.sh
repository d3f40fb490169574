#!/usr/bin/env bash
# Configures and builds the CMake presets it is given: native, asan (into
# build/<preset>). The wasm module is scripts/build-wasm.sh's, the fuzz
# targets scripts/fuzz.sh's.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
for preset in "$@"; do
  case "$preset" in
    native|asan)
      step "Building the $preset configuration (build/$preset)"
      cmake --preset "$preset" >/dev/null
      cmake --build --preset "$preset" -j "$JOBS"
      ;;
    *) echo "build.sh: unknown build '$preset'" >&2; exit 2 ;;
  esac
done
