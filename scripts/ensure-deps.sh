#!/usr/bin/env bash
# Installs what the build and tests need and is missing: Debian packages
# (apt-get, as root) and the npm dev dependencies. Safe to run every time.
#   ensure-deps.sh native    cmake, g++, Catch2
#   ensure-deps.sh wasm      + Emscripten
#   ensure-deps.sh lint      clang-format and the npm dev dependencies
#   ensure-deps.sh clang     + clang and its sanitizer and libFuzzer runtimes (the ASan
#                            build and the fuzz targets)
#   ensure-deps.sh all       + Emscripten, Chromium, CJK fonts (Chinese in screenshots and
#                            figures), Hugo (docs/embed.md's shortcode), clang-format and
#                            the npm dev dependencies
#   ensure-deps.sh stress    stress-ng (PATHRACE_STRESS=1 loads the cores with it)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
what="${1:-all}"

packages=(cmake g++ make catch2)
case "$what" in
  wasm) packages+=(emscripten) ;;
  lint) packages=(clang-format) ;;
  stress) packages=(stress-ng) ;;
  clang) packages+=(clang libclang-rt-14-dev) ;;
  all) packages+=(emscripten chromium fonts-noto-cjk hugo clang-format) ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

if [ "$what" = all ] || [ "$what" = npm ] || [ "$what" = lint ]; then
  cd "$ROOT"
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
    step "Installing npm dependencies"
    if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
  fi
fi
