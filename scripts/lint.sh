#!/usr/bin/env bash
# Formatting and lint checks for both languages (clang-format, ESLint,
# Prettier). `lint.sh --fix` rewrites the files instead of failing.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/ensure-deps.sh" lint
cd "$ROOT"
mapfile -t cxx < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp')
if [ "${1:-}" = --fix ]; then
  step "Formatting C++ (clang-format), then JS (ESLint --fix, Prettier)"
  clang-format -i "${cxx[@]}"
  npx --no-install eslint --fix .
  npx --no-install prettier --write --log-level warn .
  exit 0
fi
step "Checking C++ formatting (clang-format, ${#cxx[@]} files)"
clang-format --dry-run -Werror "${cxx[@]}"
step "Linting JS (ESLint)"
npx --no-install eslint --max-warnings 0 .
step "Checking JS formatting (Prettier)"
npx --no-install prettier --check --log-level warn .
echo "formatting and lint: clean"
