#!/usr/bin/env bash
# Reading a large X archive: N posts (default 100 000) in data/tweets.js, a run for one old week
# with X_ARCHIVE set and no token. Prints the fetch step and the whole run, three times, for a release build.
# Usage: benchmarks/x-archive.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
swift build -c release --static-swift-stdlib -q
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 benchmarks/x_archive.py "$work/archive" "$count"
echo "archive: $count posts, $(du -m "$work/archive/data/tweets.js" | cut -f1) MB"
for run in 1 2 3; do
  rm -rf "$work/site"
  X_ARCHIVE="$work/archive" DIGEST_TIMEZONE=Asia/Tokyo /usr/bin/time -f "run $run: %e s wall, %M KB peak" \
    .build/release/weekly-digest run --week 2026-W30 --output "$work/site" --now 2026-11-23T07:00:00+09:00 2>&1 \
    | grep -E "Fetching|wall"
done
