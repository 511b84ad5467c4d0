#!/usr/bin/env bash
# Puts axe-core 4.10.2 (the accessibility engine, axe.min.js) at .build/axe/axe.min.js for
# scripts/browser-check.py: taken from PyPI's axe-selenium-python 3.0.0 wheel, which ships it.
# The wheel asks for a newer Python than Debian's, so it is downloaded, never installed.
set -euo pipefail
cd "$(dirname "$0")/.."
target=.build/axe/axe.min.js
if [[ -f "$target" ]] && grep -q 'axe v4.10.2' "$target"; then
  exit 0
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m pip download --quiet --no-deps --ignore-requires-python -d "$scratch" axe-selenium-python==3.0.0
mkdir -p .build/axe
python3 - "$scratch" "$target" <<'PY'
import glob, sys, zipfile
wheel = zipfile.ZipFile(glob.glob(sys.argv[1] + "/*.whl")[0])
source = wheel.read("axe_selenium_python/node_modules/axe-core/axe.min.js")
if b"axe v4.10.2" not in source:
    sys.exit("fetch-axe: the wheel's axe.min.js is not axe-core 4.10.2")
# Written aside, then renamed: two checks fetching at once never read half a file.
import os
aside = "%s.%d" % (sys.argv[2], os.getpid())
open(aside, "wb").write(source)
os.replace(aside, sys.argv[2])
PY
echo "fetch-axe: axe-core 4.10.2 at $target"
