#!/usr/bin/env bash
# Installs everything, builds every package and the prerendered site, and serves it on
# http://127.0.0.1:4173 (PORT) with the local form services on the same origin: every form
# works with no account, and every lead is kept in .data/outbox (pnpm leads lists them, with
# where each of its mails stands).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh

# Builds, then serves: leads go to .data/outbox and, with no SMTP_URL, their mails to .data/mail
# as .eml files. The repository's .env, if any, configures both.
exec pnpm start
