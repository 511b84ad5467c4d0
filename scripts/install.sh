#!/usr/bin/env bash
# Builds and installs weekly-digest under PREFIX (default /usr/local):
#
#   scripts/install.sh [PREFIX]          DESTDIR=/tmp/stage scripts/install.sh /usr   (for packages)
#
#   PREFIX/bin/weekly-digest                          release build, the Swift runtime linked in
#   PREFIX/share/man/man1/weekly-digest.1             from ArgumentParser's generate-manual plugin
#   PREFIX/share/bash-completion/completions/weekly-digest
#   PREFIX/share/zsh/site-functions/_weekly-digest
#   PREFIX/share/fish/vendor_completions.d/weekly-digest.fish
#   PREFIX/share/weekly-digest/                       the cron hook, crontab and settings examples,
#                                                     and the systemd units `schedule install` writes
#
# The binary needs only the C libraries cmark and curl at run time (Debian: libcmark0.30.2, libcurl4).
# WEEKLY_DIGEST_PREBUILT=DIR skips the build and takes weekly-digest and weekly-digest.1 from DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${1:-/usr/local}"
case "$prefix" in /*) ;; *) echo "install.sh: PREFIX must be an absolute path, not '$prefix'." >&2; exit 64 ;; esac
root="${DESTDIR:-}$prefix"

if [[ -n "${WEEKLY_DIGEST_PREBUILT:-}" ]]; then
    binary="$WEEKLY_DIGEST_PREBUILT/weekly-digest"
    manual="$WEEKLY_DIGEST_PREBUILT/weekly-digest.1"
else
    # The plugin builds the product and runs generate-manual on its --experimental-dump-help, which
    # is the same in every build: the debug build, which `swift test` has already made, is enough.
    # (A release build here would be a second one: the static build below cannot reuse it.)
    echo "install.sh: generating the man page (a debug build; minutes on a first run)…" >&2
    swift package generate-manual --configuration debug >&2
    manual=".build/plugins/GenerateManual/outputs/weekly-digest/weekly-digest.1"
    echo "install.sh: building the binary with the Swift runtime inside…" >&2
    swift build -c release --static-swift-stdlib --product weekly-digest >&2
    binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/weekly-digest"
fi
for file in "$binary" "$manual"; do
    [[ -s "$file" ]] || { echo "install.sh: $file is missing; the build did not make it." >&2; exit 1; }
done

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" \
    "$root/share/weekly-digest/cron" "$root/share/weekly-digest/systemd"
install -m 755 "$binary" "$root/bin/weekly-digest"
# Symbols only: Swift's metadata stays, and the binary shrinks by a quarter.
if command -v strip >/dev/null; then strip "$root/bin/weekly-digest"; fi
# generate-manual leaves the blank lines of a discussion in the mdoc source; man reads a new paragraph.
sed 's/^$/.Pp/' "$manual" >"$root/share/man/man1/weekly-digest.1"
chmod 644 "$root/share/man/man1/weekly-digest.1"
"$binary" --generate-completion-script bash >"$root/share/bash-completion/completions/weekly-digest"
"$binary" --generate-completion-script zsh >"$root/share/zsh/site-functions/_weekly-digest"
"$binary" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/weekly-digest.fish"

install -m 755 cron/weekly-digest.sh "$root/share/weekly-digest/cron/weekly-digest.sh"
install -m 644 cron/crontab.example cron/digest.env.example "$root/share/weekly-digest/cron/"

# The units exactly as `schedule install --systemd` writes them, for the installed binary and
# the default settings file (%h is systemd's name for the home folder).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" DIGEST_TIMEZONE=UTC "$binary" init --timezone UTC >/dev/null
HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" "$binary" schedule install --systemd >/dev/null
for unit in weekly-digest.service weekly-digest.timer; do
    sed -e "s|\"[^\"]*/weekly-digest\" |\"$prefix/bin/weekly-digest\" |" \
        -e "s|\"$scratch/config/weekly-digest/config\"|\"%h/.config/weekly-digest/config\"|" \
        -e "s|Written by \`weekly-digest schedule install --systemd\`|An example of what \`weekly-digest schedule install --systemd\` writes (it uses your DIGEST_TIMEZONE)|" \
        "$scratch/config/systemd/user/$unit" >"$root/share/weekly-digest/systemd/$unit"
done

echo "Installed weekly-digest $("$root/bin/weekly-digest" --version) in $root. Next: weekly-digest init --help"
