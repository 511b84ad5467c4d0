#!/usr/bin/env bash
# Retakes the README's pictures:
#  - docs/screenshot.png: the browser check's sample site, index.html at 1280 x 1500 in the light
#    scheme (the same run checks every page, scripts/browser-check.sh);
#  - docs/trends.png: the trends page of 52 sample weeks (2025-W48 to 2026-W47, Asia/Tokyo) at
#    1280 x 2000, light, after the browser check of that page at every width in both schemes.
#  - docs/links.png: the sample week's "Links I shared" on a phone (390 x 760, light), links from
#    Bluesky, Mastodon and X in one list.
# Usage: scripts/screenshot.sh [SCREENSHOT.png [TRENDS.png [LINKS.png]]]. WEEKLY_DIGEST names the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/browser-check.sh --readme "${1:-docs/screenshot.png}"
binary=${WEEKLY_DIGEST:-$(swift build --show-bin-path)/weekly-digest}
work="$PWD/.build/trends-picture"
rm -rf "$work"
for back in $(seq 51 -1 0); do
  week=$(date -u -d "2026-11-16 - $((back * 7)) days" +%G-W%V)
  DIGEST_TIMEZONE=Asia/Tokyo DIGEST_LOCALE=en "$binary" run --sample --quiet --week "$week" \
    --now 2026-11-23T07:00:00+09:00 --output "$work/site"
done
README_HEIGHT=2000 /usr/bin/python3 scripts/browser-check.py --readme "${2:-docs/trends.png}" "$work/site" \
  "$work/shots" trends/index.html
README_WIDTH=390 README_HEIGHT=760 README_FROM="Links I shared" /usr/bin/python3 scripts/browser-check.py \
  --readme "${3:-docs/links.png}" .build/browser-check/site-en .build/browser-check/shots/links index.html
