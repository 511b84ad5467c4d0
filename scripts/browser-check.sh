#!/usr/bin/env bash
# Builds a two-week sample site and checks every page type in headless Chromium (see
# scripts/browser-check.py): 390 and 1280 px, light and dark, console errors, failed requests,
# overflow, dialogs, accessibility. Screenshots go to .build/browser-check/shots.
#
# Usage: scripts/browser-check.sh [--readme docs/screenshot.png]
# Needs: chromium, python3-websocket (Debian), fonts-noto-cjk and fonts-noto-color-emoji for the
# Japanese and emoji in the sample. WEEKLY_DIGEST names the binary (default: swift build's).
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/browser-check
rm -rf "$work/site" "$work/shots"
mkdir -p "$work"
binary=${WEEKLY_DIGEST:-}
if [[ -z "$binary" ]]; then
  swift build -q --product weekly-digest
  binary="$(swift build --show-bin-path)/weekly-digest"
fi
# The latest week first, so its reading list is full (an article is listed once, in the first week built).
for week in 2026-W47 2026-W46; do
  DIGEST_TIMEZONE=Asia/Tokyo DIGEST_SITE_URL=https://me.example/digest/ "$binary" run --sample --quiet \
    --week "$week" --now 2026-11-23T07:00:00+09:00 --templates templates --output "$work/site"
done
/usr/bin/python3 scripts/browser-check.py "$@" "$work/site" "$work/shots" \
  index.html weeks/2026-W46/index.html archive/index.html
