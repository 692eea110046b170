#!/usr/bin/env bash
# Installs everything, builds every package and serves what exists so far: the local form
# services (every lead kept in .data/outbox) after the pricing engine's demo.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm build
pnpm --filter @acme/pricing-engine start
exec pnpm --filter @acme/form-services start
