#!/bin/sh
# Builds the same 104-week sample history with two builds, one weekly run a week, and compares what
# users get: every file of the site as the weekly runs left it and as `render` makes it again,
# every stored week, and the email.
#
#   scripts/same-output.sh OLD_BINARY NEW_BINARY [WEEKS]
#
# Prints each file that differs (with `diff -u` of the first few) and exits 1 when any does.
set -eu
old=$1 new=$2 weeks=${3:-104}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/same-output.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
now=2026-11-23T07:00:00+09:00

# Both builds work in the same folders (the history folder's name, and any path a file holds,
# follow the output folder's), each moved aside when done.
build() {
    binary=$1 root=$scratch/work
    mkdir -p "$root/state"
    export DIGEST_STATE="$root/state" DIGEST_TIMEZONE=Asia/Tokyo TZ=UTC LANG=C.UTF-8 \
        DIGEST_SITE_URL=https://me.example/digest/ DIGEST_MAIL_FROM='Digest <me@example.com>' \
        DIGEST_MAIL_TO=me@example.com
    week=$(date -u -d "2026-11-16 - $((weeks - 1)) weeks" +%G-W%V)
    day=$(date -u -d "2026-11-16 - $((weeks - 1)) weeks" +%F)
    while [ "$(date -u -d "$day" +%s)" -le "$(date -u -d 2026-11-16 +%s)" ]; do
        week=$(date -u -d "$day" +%G-W%V)
        "$binary" run --sample -q --week "$week" --output "$root/site" --now "$now"
        day=$(date -u -d "$day + 7 days" +%F)
    done
    # What the weekly runs left, before render makes every page again.
    cp -r "$root/site" "$root/weekly"
    "$binary" render -q --output "$root/site" --now "$now"
    "$binary" email --dry-run -q --output "$root/site" --now "$now" > /dev/null
    mkdir -p "$root/mail"
    # The message as sent, less what names the moment and the run (Date, Message-ID, boundaries).
    for message in $(find "$root/state" -name '*.eml'); do
        sed -E -e '/^(Date|Message-ID):/d' -e 's/=_[A-Za-z0-9._-]+/=_BOUNDARY/g' "$message" \
            > "$root/mail/$(basename "$message")"
    done
    cp -r "$root/state/sites" "$root/history"
    mv "$root" "$scratch/$2"
}

build "$old" old
build "$new" new
status=0
for part in weekly site history mail; do
    if ! diff -rq "$scratch/old/$part" "$scratch/new/$part"; then
        status=1
        diff -ru "$scratch/old/$part" "$scratch/new/$part" | head -60
    fi
done
count() { find "$scratch/new/$1" -type f | wc -l; }
[ "$status" = 0 ] && echo "same: $(count site) files of the site, $(count history) of the history and $(count mail) email(s), $weeks weeks"
exit "$status"
