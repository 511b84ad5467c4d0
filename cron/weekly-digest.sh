#!/usr/bin/env bash
# weekly-digest's cron hook: build the week, publish it, email it, post it to your channels.
# Unattended and never overlapping.
#
#   weekly-digest.sh [ENV_FILE]      (default: ~/.config/weekly-digest/digest.env)
#
# 1. Loads ENV_FILE, refusing one that others can read (it holds API keys and the SMTP password).
# 2. Takes a lock (flock -n on $DIGEST_STATE/lock); if another run holds it, exits 1 at once.
# 3. Runs `weekly-digest run` ($DIGEST_RUN_OPTIONS are added, e.g. --sample), then `publish` when
#    DIGEST_PUBLISH_TO is set, then `email` when DIGEST_MAIL_TO is set, then `notify` when a
#    channel is set (NTFY_URL, SLACK_WEBHOOK_URL, DISCORD_WEBHOOK_URL, MATRIX_HOMESERVER or
#    DIGEST_WEBHOOK_URL). A partial digest (exit 3) is still published, emailed and posted; its
#    subject says it is incomplete.
# 4. Writes every line, timestamped, to $DIGEST_LOG (default $DIGEST_STATE/weekly-digest.log); on
#    a problem it also prints the run's lines, so cron mails them to MAILTO.
# Exits with the worst status of the steps: 64 (settings) > 1 (failed) > 3 (partial) > 0.
set -uo pipefail

env_file="${1:-${HOME}/.config/weekly-digest/digest.env}"
if [[ ! -f "$env_file" ]]; then
    echo "weekly-digest.sh: no settings file $env_file; copy cron/digest.env.example there and chmod 600 it." >&2
    exit 64
fi
mode=$(stat -c '%a' "$env_file")
if (( 8#$mode & 8#077 )); then
    echo "weekly-digest.sh: $env_file can be read by others (mode $mode) and holds secrets; run: chmod 600 '$env_file'" >&2
    exit 64
fi
set -a
# shellcheck source=/dev/null
source "$env_file" || { echo "weekly-digest.sh: $env_file could not be read as shell assignments." >&2; exit 64; }
set +a

binary="${WEEKLY_DIGEST:-weekly-digest}"
# The binary's default state folder: $XDG_STATE_HOME/weekly-digest when that is absolute.
case "${XDG_STATE_HOME:-}" in
/*) default_state="$XDG_STATE_HOME/weekly-digest" ;;
*) default_state="${HOME}/.local/state/weekly-digest" ;;
esac
state="${DIGEST_STATE:-$default_state}"
log="${DIGEST_LOG:-$state/weekly-digest.log}"
mkdir -p "$state" "$(dirname "$log")" && chmod 700 "$state" || { echo "weekly-digest.sh: cannot create $state" >&2; exit 1; }
export DIGEST_STATE="$state"

exec 9>"$state/lock"
if ! flock -n 9; then
    echo "$(date '+%Y-%m-%dT%H:%M:%S%z') another weekly-digest run holds $state/lock; not starting a second one" >>"$log"
    echo "weekly-digest.sh: another run holds $state/lock; exiting." >&2
    exit 1
fi

# This run's lines also go to a temporary file, printed at the end when something went wrong.
this_run=$(mktemp) || exit 1
trap 'rm -f "$this_run"' EXIT
note() {
    local line
    line="$(date '+%Y-%m-%dT%H:%M:%S%z') $*"
    printf '%s\n' "$line" >>"$log"
    printf '%s\n' "$line" >>"$this_run"
}

# Runs one step, timestamping each line it prints; sets $status to its exit status.
step() {
    note "\$ weekly-digest $*"
    local line
    "$binary" "$@" 2>&1 | while IFS= read -r line; do note "  $line"; done
    status=${PIPESTATUS[0]}
    note "  exit $status"
}

rank() { case "$1" in 0) echo 0 ;; 3) echo 1 ;; 64) echo 3 ;; *) echo 2 ;; esac; }
worst=0
keep() { if (( $(rank "$1") > $(rank "$worst") )); then worst="$1"; fi; }

note "weekly-digest.sh: starting ($env_file)"
# shellcheck disable=SC2086  # DIGEST_RUN_OPTIONS is a list of options
step run ${DIGEST_RUN_OPTIONS:-}
keep "$status"
if [[ "$status" == 0 || "$status" == 3 ]]; then
    [[ "$status" == 3 ]] && note "the digest is partial (a source failed); publishing and emailing it anyway"
    if [[ -n "${DIGEST_PUBLISH_TO:-}" ]]; then step publish; keep "$status"; fi
    if [[ -n "${DIGEST_MAIL_TO:-}" ]]; then step email; keep "$status"; fi
    if [[ -n "${NTFY_URL:-}${SLACK_WEBHOOK_URL:-}${DISCORD_WEBHOOK_URL:-}${MATRIX_HOMESERVER:-}${DIGEST_WEBHOOK_URL:-}" ]]; then
        step notify
        keep "$status"
    fi
else
    note "nothing new to publish or email"
fi
note "weekly-digest.sh: done, exit $worst"
if [[ "$worst" != 0 ]]; then cat "$this_run" >&2; fi
exit "$worst"
