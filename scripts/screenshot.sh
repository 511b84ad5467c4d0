#!/usr/bin/env bash
# Retakes the README's picture (docs/screenshot.png): the browser check's sample site, index.html at
# 1280 x 1500 in the light scheme. The same run checks every page (scripts/browser-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/browser-check.sh --readme "${1:-docs/screenshot.png}"
