#!/usr/bin/env bash
# Installs the Debian packages the tests need and a fresh machine lacks: Chromium and its headless shell for
# the browser journeys, PostgreSQL for the server suite's second run. Does nothing when all are there.
set -euo pipefail

missing=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The same Chromium without its desktop shell: the journeys' browser (test/e2e/support/browser.ts).
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fi
if [ -z "${PG_BIN:-}" ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Paquets manquants : ${missing[*]}. Installez-les avec : sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installation des paquets Debian manquants : ${missing[*]}"
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
