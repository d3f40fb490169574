#!/usr/bin/env bash
# The package as users get it (tests/package/): `npm pack`, installed into
# an empty folder, used from Node, bundled by Vite into pages that headless
# Chromium loads, and served from a second origin as an npm CDN serves it.
# Builds the wasm module if needed. The files run one at a time: each packs
# the project, and npm pack's prepack runs the wasm build in the tree.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build-wasm.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
cd "$ROOT"
maps_available || true  # the .map URL case says SKIPPED itself
step "Package tests (node --test tests/package/)"
mkdir -p test-output/screenshots
node --test --test-concurrency=1 tests/package/
