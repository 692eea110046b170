#!/usr/bin/env bash
# Installs everything and runs every check: formatting, lint, types, unit and property
# tests, package checks (publint, attw) and size budgets.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm format:check
pnpm check
