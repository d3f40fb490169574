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

# The tarball as npm would publish it, linted for packaging mistakes: publint
# (files that exports, types or bin name but the package lacks) and
# arethetypeswrong (types every resolver finds, node10's through
# typesVersions). The package is ES modules only, as engines' Node runs
# them, so a require() from CommonJS reaching ESM is by design, not a fault.
step "Package lint (publint, arethetypeswrong)"
packed="$(mktemp -d)"
trap 'rm -rf "$packed"' EXIT
npm pack --silent --pack-destination "$packed" >/dev/null
tarball="$(ls "$packed"/*.tgz)"
npx --no-install publint --strict "$tarball"
npx --no-install attw "$tarball" --ignore-rules cjs-resolves-to-esm
step "Package tests (node --test tests/package/)"
mkdir -p test-output/screenshots
node --test --test-concurrency=1 tests/package/
# The packed package in the apps people build with (tests/bundlers/): Next.js
# (Turbopack and webpack), webpack 5, Vite and Astro, production builds two
# at a time, opened in headless Chromium.
step "Bundler tests (node --test tests/bundlers/)"
node --test tests/bundlers/
