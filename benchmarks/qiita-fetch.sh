#!/usr/bin/env bash
# The Qiita fetch: 3 tags x 3 pages against a loopback Qiita that delays every answer by DELAY
# seconds (default 0.2). Prints the fetch step and the whole run, three times, for a release build.
# The critical path is 3 pages one after another (3 x DELAY); fetching sequentially would take 9 x DELAY.
# Usage: benchmarks/qiita-fetch.sh [DELAY]
set -euo pipefail
cd "$(dirname "$0")/.."
delay=${1:-0.2}
port=$((20000 + RANDOM % 20000))
swift build -c release --static-swift-stdlib -q
python3 benchmarks/fake_apis.py "$delay" "$port" & fake=$!
out=$(mktemp -d)
trap 'kill $fake; rm -rf "$out"' EXIT
sleep 1
awk -v d="$delay" 'BEGIN { printf "delay %s s: critical path %.1f s, sequential %.1f s\n", d, 3 * d, 9 * d }'
for run in 1 2 3; do
  rm -rf "$out/site"
  QIITA_TAGS=a,b,c QIITA_API_URL="http://127.0.0.1:$port/api/v2" DIGEST_TIMEZONE=Asia/Tokyo \
    /usr/bin/time -f "run $run: %e s wall, %M KB peak" .build/release/weekly-digest run \
    --output "$out/site" --now 2026-11-23T07:00:00+09:00 2>&1 | grep -E "Fetching|wall"
done
