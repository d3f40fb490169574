#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (CMake preset `fuzz`: clang,
# ASan + UBSan) and runs them.
#   fuzz.sh [target...]          each target for FUZZ_SECONDS (default 60), from a
#                                scratch corpus in build/fuzz/runs/<target>/corpus that
#                                starts as a copy of the committed seeds and keeps what
#                                earlier runs found
#   fuzz.sh --smoke [target...]  npm test's step: replays the seeds and the saved
#                                crashes of tests/fuzz/regressions, then FUZZ_SMOKE_RUNS
#                                (default 2000) inputs from a fixed seed
# Targets: movingai rows scenario search (default: every folder of
# tests/fuzz/corpus). Exits non-zero on any crash, leak, sanitizer report
# or oracle mismatch, and prints the reproducer and the command that
# replays it.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
smoke=0
if [ "${1:-}" = --smoke ]; then
  smoke=1
  shift
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then  # every target: each has a seed corpus
  for dir in "$ROOT"/tests/fuzz/corpus/*/; do targets+=("$(basename "$dir")"); done
fi
seconds="${FUZZ_SECONDS:-60}"
smoke_runs="${FUZZ_SMOKE_RUNS:-2000}"

bash "$ROOT/scripts/ensure-deps.sh" clang
cd "$ROOT"
step "Building the fuzz targets (build/fuzz)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$JOBS"

failed=()
for t in "${targets[@]}"; do
  bin="$ROOT/build/fuzz/fuzz-$t"
  seeds="$ROOT/tests/fuzz/corpus/$t"
  if [ ! -x "$bin" ] || [ ! -d "$seeds" ]; then
    echo "fuzz.sh: unknown target '$t' (no $bin or $seeds)" >&2
    exit 2
  fi
  # A smoke has its own folders, so it can run beside a long run.
  work="$ROOT/build/fuzz/runs/$t"
  [ "$smoke" = 1 ] && work="$ROOT/build/fuzz/smoke/$t"
  artifacts="$work/artifacts"
  rm -rf "$artifacts"
  mkdir -p "$artifacts" "$work/corpus"
  options=(-timeout=10 -artifact_prefix="$artifacts/" -print_final_stats=1)
  [ -f "$ROOT/tests/fuzz/$t.dict" ] && options+=(-dict="$ROOT/tests/fuzz/$t.dict")
  if [ "$smoke" = 1 ]; then
    step "Fuzz smoke: $t (seeds, saved crashes, $smoke_runs fixed-seed runs)"
    rm -rf "$work/corpus"/*
    dirs=("$work/corpus" "$seeds")
    [ -d "$ROOT/tests/fuzz/regressions/$t" ] && dirs+=("$ROOT/tests/fuzz/regressions/$t")
    options+=(-seed=1 -runs="$smoke_runs")
  else
    step "Fuzzing $t for $seconds s"
    cp -n "$seeds"/* "$work/corpus/"
    dirs=("$work/corpus")
    options+=(-max_total_time="$seconds")
  fi
  log="$work/log"
  if "$bin" "${options[@]}" "${dirs[@]}" >"$log" 2>&1; then
    grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true
    grep -E '^Done [0-9]+ runs' "$log"
  else
    failed+=("$t")
    grep -E -A40 'ORACLE MISMATCH|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:' "$log" |
      head -60 || tail -40 "$log"
    for file in "$artifacts"/*; do
      [ -e "$file" ] || continue
      echo "reproducer: $file"
      echo "replay it:  $bin $file"
    done
    echo "whole log:  $log"
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\033[1;31mFUZZING FAILED: %s\033[0m\n' "${failed[*]}" >&2
  echo "Save each reproducer in tests/fuzz/regressions/<target>/ and add a Catch2 regression test." >&2
  exit 1
fi
step "Fuzz targets clean: ${targets[*]}"
