#!/usr/bin/env bash
# The PDF tests read printed casts with pdftoppm and pdftotext; install Debian's poppler-utils when missing.
set -euo pipefail
if command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's poppler-utils for the PDF tests..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq poppler-utils >/dev/null
pdftoppm -v 2>&1 | head -1
