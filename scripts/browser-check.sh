#!/usr/bin/env bash
# Builds a two-week sample site in English and in Japanese, with each one's email, and checks every
# page type, the email's HTML, the profile cards and a team page in headless Chromium (see scripts/browser-check.py): pages at 320,
# 390 and 1280 px, the email at 320, 360 and 600 px, light and dark; console errors, failed
# requests, overflow, split durations, dialogs, accessibility (our rules and axe-core).
# Screenshots go to .build/browser-check/shots/<en|ja>.
#
# Usage: scripts/browser-check.sh [--readme docs/screenshot.png]
# Needs: chromium, python3-websocket (Debian), fonts-noto-cjk and fonts-noto-color-emoji for the
# Japanese and emoji in the sample, and axe-core (scripts/fetch-axe.sh). WEEKLY_DIGEST names the
# binary (default: swift build's).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$PWD/.build/browser-check"
rm -rf "$work"
mkdir -p "$work"
binary=${WEEKLY_DIGEST:-}
if [[ -z "$binary" ]]; then
  swift build -q --product weekly-digest
  binary="$(swift build --show-bin-path)/weekly-digest"
fi
scripts/fetch-axe.sh >/dev/null
status=0
for locale in en ja; do
  site="$work/site-$locale"
  # One state folder a site, as a user has: its history and its outbox.
  # A goal, so that its line is looked at on every page and in the email: 2026-W46 meets it, 2026-W47 does not.
  export DIGEST_LOCALE=$locale DIGEST_TIMEZONE=Asia/Tokyo DIGEST_SITE_URL=https://me.example/digest/ \
    DIGEST_STATE="$work/state-$locale" DIGEST_GOAL_HOURS=14 DIGEST_GOAL_DAYS=6
  # The latest week first, so its reading list is full (an article is listed once, in the first week built).
  for week in 2026-W47 2026-W46; do
    "$binary" run --sample --quiet --week "$week" --now 2026-11-23T07:00:00+09:00 --templates templates --output "$site"
  done
  DIGEST_MAIL_FROM=me@example.com DIGEST_MAIL_TO=you@example.com \
    "$binary" email --quiet --dry-run --week 2026-W47 --now 2026-11-23T07:00:00+09:00 --templates templates --output "$site" >/dev/null
  /usr/bin/python3 scripts/email-html.py "$work/state-$locale"/outbox/*.eml "$site/email.html"
  # The profile cards as a README shows them: the dark one picked in the dark scheme.
  cat > "$site/card.html" <<HTML
<!DOCTYPE html>
<html lang="$locale"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Profile card</title>
<style>body { background: #fbfaf7; color: #1d1f24; font-family: sans-serif; }
@media (prefers-color-scheme: dark) { body { background: #15171b; color: #e8e6e1; } }</style></head>
<body><h1>Profile card</h1><a href="index.html"><picture><source media="(prefers-color-scheme: dark)" srcset="card-dark.svg">
<img src="card.svg" width="480" height="200" style="max-width:100%;height:auto" alt="The latest week"></picture></a></body></html>
HTML
  readme=()
  if [[ $locale == en ]]; then readme=("$@"); fi
  /usr/bin/python3 scripts/browser-check.py "${readme[@]}" "$site" "$work/shots/$locale" \
    index.html weeks/2026-W46/index.html archive/index.html trends/index.html archive/2026/index.html \
    email.html card.html || status=1
  # The team page: this site twice (once by a name that attacks the page), one member whose site
  # does not answer, and the leaderboard; checked for what outside text could inject (--hostile).
  team="$work/team-$locale"
  printf '%s\n' "Hanako Yamada $site" "<script>alert(1)</script> \"Taro\" $site" "Down http://127.0.0.1:9/site" \
    > "$work/members-$locale.txt"
  DIGEST_TEAM_RANKING=hours DIGEST_HTTP_ATTEMPTS=1 "$binary" team --quiet --members "$work/members-$locale.txt" \
    --now 2026-11-23T07:00:00+09:00 --templates templates --output "$team" 2>/dev/null || [[ $? == 3 ]]
  /usr/bin/python3 scripts/browser-check.py --hostile "$team" "$work/shots/team-$locale" index.html || status=1
done
exit $status
