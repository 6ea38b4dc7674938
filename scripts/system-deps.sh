#!/usr/bin/env bash
# Installs the Debian packages the tests need and a fresh machine lacks: Chromium for the browser journeys,
# PostgreSQL for the server suite's second run, and Chromium's headless shell, which the journeys prefer (a fifth
# less CPU) but can do without. Does nothing when all are there.
set -euo pipefail

missing=()
wanted=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The same Chromium without its desktop shell: the journeys' browser when installed (test/e2e/support/browser.ts).
  command -v chromium-headless-shell >/dev/null 2>&1 || wanted+=(chromium-headless-shell)
fi
if [ -z "${PG_BIN:-}" ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && [ ${#wanted[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Paquets manquants : ${missing[*]}. Installez-les avec : sudo apt-get install -y ${missing[*]} ${wanted[*]}" >&2
    exit 1
  fi
  echo "Conseillé : sudo apt-get install -y ${wanted[*]} (les parcours dans le navigateur iront plus vite)." >&2
  exit 0
fi
echo "Installation des paquets Debian manquants : ${missing[*]} ${wanted[*]}"
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" "${wanted[@]}"
