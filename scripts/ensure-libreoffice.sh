#!/usr/bin/env bash
# The file round-trip tests open our workbooks in LibreOffice Calc; install it from apt when missing.
set -euo pipefail
if command -v soffice >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's libreoffice-calc for the round-trip tests..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends libreoffice-calc python3-uno >/dev/null
soffice --version
