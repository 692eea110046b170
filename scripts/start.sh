#!/usr/bin/env bash
# Installs everything, builds every package and the prerendered site, and serves it on
# http://127.0.0.1:4173 (PORT) with the local form services on the same origin: every form
# works with no account, and every lead is kept in .data/outbox (pnpm leads lists them).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

pnpm build
export FORMS_OUTBOX="${FORMS_OUTBOX:-$PWD/.data/outbox}"
exec pnpm --filter site start
