#!/usr/bin/env bash
# Rebuilds the sample digest for a fixed week and takes the README's screenshot with headless Chromium
# (Debian's `chromium`; `fonts-noto-cjk` and `fonts-noto-color-emoji` for the Japanese and emoji).
# Usage: scripts/screenshot.sh [output.png] [width] [height]
set -euo pipefail
cd "$(dirname "$0")/.."
png=${1:-docs/screenshot.png}
width=${2:-1280}
height=${3:-1500}
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT

DIGEST_TIMEZONE=Asia/Tokyo swift run -q weekly-digest run --sample --quiet \
  --week 2026-W47 --now 2026-11-23T07:00:00+09:00 --output "$site"
mkdir -p "$(dirname "$png")"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --window-size="$width,$height" --screenshot="$png" "file://$site/index.html" 2>/dev/null
echo "Wrote $png"
