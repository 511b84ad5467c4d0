#!/usr/bin/env bash
# Retakes the README's pictures:
#  - docs/screenshot.png: the browser check's sample site, index.html at 1280 x 1500 in the light
#    scheme (the same run checks every page, scripts/browser-check.sh);
#  - docs/trends.png: the trends page of 52 sample weeks (2025-W48 to 2026-W47, Asia/Tokyo) at
#    1280 x 2000, light, after the browser check of that page at every width in both schemes.
#  - docs/links.png and docs/links.ja.png: the sample week's "Links I shared" on a phone (390 x
#    1240, light), links from X, Bluesky, Mastodon, Hatena and Misskey in one list;
#  - docs/commits.png and docs/commits.ja.png: its commits (390 x 680, light), the repositories
#    named as a site that makes them public names them (DIGEST_PUBLIC_PROJECTS);
#  - docs/reviews.png and docs/reviews.ja.png: its reviews and pull requests (390 x 1080, light),
#    a private repository's counted as other repositories.
# Usage: scripts/screenshot.sh [SCREENSHOT.png [TRENDS.png]]. WEEKLY_DIGEST names the binary.
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
pictures="$PWD/.build/section-pictures"
rm -rf "$pictures"
for locale in en ja; do
  DIGEST_LOCALE=$locale DIGEST_TIMEZONE=Asia/Tokyo DIGEST_STATE="$pictures/state-$locale" \
    DIGEST_PUBLIC_PROJECTS='weekly-digest,swift-evolution-notes,dotfiles,ブログ' \
    "$binary" run --sample --quiet --week 2026-W47 --now 2026-11-23T07:00:00+09:00 --templates templates \
    --output "$pictures/site-$locale"
done
# shoot PICTURE HEADING HEIGHT LOCALE: the week's page from HEADING, 390 px wide.
shoot() {
  README_WIDTH=390 README_HEIGHT=$3 README_FROM=$2 /usr/bin/python3 scripts/browser-check.py --readme "$1" \
    "$pictures/site-$4" "$pictures/shots-$4" index.html
}
shoot docs/links.png "Links I shared" 1240 en
shoot docs/links.ja.png "共有したリンク" 1240 ja
shoot docs/commits.png "Commits" 680 en
shoot docs/commits.ja.png "コミット" 680 ja
shoot docs/reviews.png "Reviews and pull requests" 1080 en
shoot docs/reviews.ja.png "レビューとプルリクエスト" 1080 ja
