#!/usr/bin/env bash
# Makes a fresh machine (Node 20 and apt only) ready: pnpm at the version package.json pins,
# then the workspace's dependencies from the lockfile. Sourced by start.sh and test.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

pinned=$(node -p "require('./package.json').packageManager.split('@')[1].split('+')[0]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$pinned" ]; then
  echo "Installing pnpm $pinned..."
  # corepack verifies the pinned +sha512 hash; plain npm is the fallback where corepack is absent.
  if ! { command -v corepack >/dev/null && corepack enable pnpm && [ "$(pnpm --version 2>/dev/null)" = "$pinned" ]; }; then
    npm install --global --no-fund --no-audit "pnpm@$pinned"
  fi
fi

# The browser tests drive Debian's Chromium headless shell (Playwright cannot download a browser
# here); the Lighthouse and timing scripts drive the full Chromium.
if ! { command -v chromium && command -v chromium-headless-shell; } >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  fi
fi

# The lead store's tests run a throwaway PostgreSQL server (test/postgres.ts in form-services).
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "Installing PostgreSQL for the lead store's tests..."
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
fi

pnpm install --frozen-lockfile
