#!/usr/bin/env bash
# Writes the sources' settings in docs/configuration.md and cron/digest.env.example from the source
# catalogue (each source's `about` in Sources/DigestApp/SourceSettings/): their names, meanings,
# defaults and examples. With --check it writes nothing and fails when either file differs from
# what the catalogue says (CI runs that). Both run GeneratedDocsTests, which holds the generator.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    --check) swift test --filter 'DigestAppTests.GeneratedDocsTests' ;;
    "") UPDATE_DOCS=1 swift test --filter 'DigestAppTests.GeneratedDocsTests' ;;
    *) echo "usage: scripts/generate-docs.sh [--check]" >&2; exit 64 ;;
esac
