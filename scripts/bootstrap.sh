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

# The browser tests drive Debian's Chromium headless shell where the distribution has it, else the
# full Chromium (Playwright cannot download a browser here); Lighthouse and the timing scripts
# drive the full Chromium.
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() { as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }
if ! command -v chromium >/dev/null 2>&1 ||
  { ! command -v chromium-headless-shell >/dev/null 2>&1 && apt-cache show chromium-headless-shell >/dev/null 2>&1; }; then
  echo "Installing Chromium for the browser tests..."
  as_root apt-get update -qq
  if apt-cache show chromium-headless-shell >/dev/null 2>&1; then
    apt_install chromium chromium-headless-shell
  else
    echo "No chromium-headless-shell package here: the browser tests use the full Chromium."
    apt_install chromium
  fi
fi

# The CSP reports' browser test serves pages over HTTPS with a certificate it makes (e2e/tls-proxy.ts).
if ! command -v openssl >/dev/null 2>&1; then
  echo "Installing OpenSSL for the browser tests' certificate..."
  as_root apt-get update -qq
  apt_install openssl
fi

# The lead store's tests run a throwaway PostgreSQL server (test/postgres.ts in form-services).
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "Installing PostgreSQL for the lead store's tests..."
  as_root apt-get update -qq
  apt_install postgresql
fi

# The form services' tests check their metrics and alert rules with promtool (Debian's prometheus
# package ships it). Only the tool is wanted: the Prometheus service the package sets up is
# stopped and disabled (nothing of this repository scrapes or needs it).
if ! command -v promtool >/dev/null 2>&1; then
  echo "Installing promtool (Debian's prometheus) for the metrics tests..."
  as_root apt-get update -qq
  apt_install --no-install-recommends prometheus
  if [ -d /run/systemd/system ]; then
    as_root systemctl disable --now prometheus.service >/dev/null 2>&1 || true
  else
    as_root service prometheus stop >/dev/null 2>&1 || true
  fi
fi

# The upload scan's tests start their own clamd (test/clamd.ts in form-services) with a signature
# database they write. Only the daemon's binary is wanted: the distribution's clamd and freshclam
# services are stopped and disabled (freshclam cannot reach its mirror here; production runs it).
if ! command -v clamd >/dev/null 2>&1 && [ ! -x /usr/sbin/clamd ]; then
  echo "Installing ClamAV's daemon for the upload scan's tests..."
  as_root apt-get update -qq
  apt_install --no-install-recommends clamav-daemon
  if [ -d /run/systemd/system ]; then
    as_root systemctl disable --now clamav-daemon.service clamav-daemon.socket \
      clamav-freshclam.service clamav-freshclam-once.timer >/dev/null 2>&1 || true
  else
    for service in clamav-daemon clamav-freshclam; do
      as_root service "$service" stop >/dev/null 2>&1 || true
      as_root update-rc.d "$service" disable >/dev/null 2>&1 || true
    done
  fi
fi

pnpm install --frozen-lockfile
