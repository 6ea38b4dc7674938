#!/usr/bin/env bash
# Installs the Debian packages the tests need and a fresh machine lacks: Chromium for the browser journeys,
# PostgreSQL for the server suite's second run. Does nothing when both are there.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
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
