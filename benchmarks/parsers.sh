#!/usr/bin/env bash
# Times the hand-written readers of outside text (Misskey's MFM, Mastodon's HTML) on a megabyte of
# their worst inputs, built with -O: benchmarks/parsers.sh. The tests hold their work to a few
# visits a scalar (LinearParsersTests); this prints the time, which the tests never assert.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swiftc -O -o "$out/parsers" benchmarks/parsers/main.swift \
    Sources/DigestSources/Misskey/MisskeyText.swift Sources/DigestSources/Misskey/MisskeyScanner.swift \
    Sources/DigestSources/Mastodon/MastodonContent.swift
"$out/parsers"
