#!/usr/bin/env bash
# Installs everything, builds every package and serves what exists so far.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm build
pnpm --filter @acme/pricing-engine start
