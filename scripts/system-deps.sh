#!/usr/bin/env bash
# Installs the Debian packages memform needs, only those missing, only as root.
set -euo pipefail

packages=(postgresql-15 postgresql-15-cron postgresql-15-pgtap postgresql-15-plpgsql-check)
missing=()
for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# Debian's python3 ships venv without ensurepip until python3-venv is installed.
if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    missing+=(python3-venv)
fi

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "memform needs these Debian packages: ${missing[*]}" >&2
    echo "install them as root: apt-get install -y ${missing[*]}" >&2
    exit 1
fi
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The Debian package starts a system-wide cluster on port 5432; memform runs its own.
if command -v pg_lsclusters >/dev/null 2>&1; then
    pg_lsclusters -h 2>/dev/null | awk '$4 == "online" {print $1, $2}' | while read -r ver name; do
        pg_ctlcluster "$ver" "$name" stop || true
    done
fi
