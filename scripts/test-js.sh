#!/usr/bin/env bash
# The JS package's tests: builds the wasm module if needed, installs the npm
# dev dependencies, type-checks the .d.ts files through tests/js/types-example.ts,
# element-types-example.ts and react-types-example.tsx, and runs node's test runner over tests/js/ (the package and the web
# modules as built in the tree; the package as `npm pack` ships it is
# scripts/test-package.sh's).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build-wasm.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
cd "$ROOT"
maps_available || true  # the Moving AI tests say SKIPPED themselves
step "Type-checking web/lib/index.d.ts (tsc --noEmit -p tests/js)"
npx --no-install tsc -p tests/js
step "Type-checking web/embed/path-race.d.ts and react.d.ts (tsc --noEmit -p tests/js/tsconfig.{element,react}.json)"
npx --no-install tsc -p tests/js/tsconfig.element.json
npx --no-install tsc -p tests/js/tsconfig.react.json
step "JS tests (node --test tests/js/)"
node --test --test-concurrency=2 tests/js/
