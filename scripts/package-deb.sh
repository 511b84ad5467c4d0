#!/usr/bin/env bash
# Builds a Debian package of weekly-digest with dpkg-deb:
#
#   scripts/package-deb.sh [OUTDIR]      (default: .build/deb)
#   sudo apt install ./.build/deb/weekly-digest_0.1.0_amd64.deb
#
# The files are those of scripts/install.sh with PREFIX /usr; Depends is read off the binary's
# shared libraries by dpkg-shlibdeps (cmark, curl and the C and C++ runtimes: the Swift runtime is
# inside the binary). Needs dpkg-dev.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/deb}"
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "package-deb.sh: $tool is missing; apt-get install dpkg-dev." >&2; exit 64; }
done
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/root"

DESTDIR="$root" scripts/install.sh /usr >&2
version="$("$root/usr/bin/weekly-digest" --version)"
arch="$(dpkg --print-architecture)"

# Debian keeps man pages compressed and a copyright file for every package.
gzip -9n "$root/usr/share/man/man1/weekly-digest.1"
install -d "$root/usr/share/doc/weekly-digest"
install -m 644 README.md "$root/usr/share/doc/weekly-digest/README.md"
# The reference the README links to, at the same relative place (docs/…).
install -d "$root/usr/share/doc/weekly-digest/docs"
install -m 644 docs/*.md "$root/usr/share/doc/weekly-digest/docs/"
printf 'weekly-digest %s\nSource: the weekly-digest repository; see README.md.\n' "$version" \
    >"$root/usr/share/doc/weekly-digest/copyright"

# dpkg-shlibdeps reads the package's name from debian/control in the folder it runs in.
mkdir -p "$stage/source/debian"
printf 'Source: weekly-digest\n\nPackage: weekly-digest\nArchitecture: any\n' >"$stage/source/debian/control"
depends="$(cd "$stage/source" && dpkg-shlibdeps -O -e "$root/usr/bin/weekly-digest" 2>/dev/null \
    | sed -n 's/^shlibs:Depends=//p')"
[[ "$depends" == *libcmark* && "$depends" == *libcurl4* ]] \
    || { echo "package-deb.sh: dpkg-shlibdeps found no cmark or no curl in: $depends" >&2; exit 1; }
# dpkg-shlibdeps knows the symbols, not the options: the progress callback a transfer is stopped
# by (CURLOPT_XFERINFOFUNCTION) came in libcurl 7.32.
depends="$(sed -E 's/libcurl4 \(>= [0-9.]+\)/libcurl4 (>= 7.32)/' <<<"$depends")"

install -d "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: weekly-digest
Version: $version
Architecture: $arch
Maintainer: weekly-digest developers <weekly-digest@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: systemd | cron
Suggests: git, rsync, msmtp
Section: utils
Priority: optional
Description: your week on one page and in one email
 weekly-digest turns a developer's week into one static page and one email:
 WakaTime coding time per language and per day against last week, a reading
 list of the week's Qiita articles for chosen tags, and the links shared on X.
 It runs once a week from a systemd timer or cron, catches up on missed weeks,
 publishes to a folder, a git branch or rsync, and mails the digest by SMTP.
CONTROL

mkdir -p "$out"
package="$out/weekly-digest_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group "$root" "$package" >&2
echo "$package"
