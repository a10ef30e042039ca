#!/usr/bin/env bash
# Installs the system packages the tests need (Debian): chromium, postgresql binaries, redis-server,
# nginx (the deployment test runs it as the current user with its own config, in front of two nodes).
# Idempotent and silent when everything is present. The tests start their own throwaway Postgres
# cluster and Redis server, so any service the packages start is stopped and set not to autostart.
set -euo pipefail

if [ "$(id -u)" -eq 0 ]; then
  as_root() { "$@"; }
else
  as_root() { sudo "$@"; }
fi

have_postgres() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      return 0
    fi
  done
  return 1
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
have_postgres || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "install-system: installing ${missing[*]}"

# Keep package scripts from starting services during the install (the usual policy-rc.d hook);
# only when no policy is in place already, and removed again afterwards.
policy=/usr/sbin/policy-rc.d
own_policy=0
if [ ! -e "$policy" ]; then
  as_root sh -c "printf '#!/bin/sh\nexit 101\n' > $policy && chmod 755 $policy"
  own_policy=1
fi
cleanup() {
  if [ "$own_policy" -eq 1 ]; then
    as_root rm -f "$policy"
  fi
}
trap cleanup EXIT

# apt's chatter goes to a log that is shown only when something fails.
log="$(mktemp)"
run_apt() {
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get "$@" >>"$log" 2>&1; then
    cat "$log" >&2
    echo "install-system: apt-get $* failed" >&2
    exit 1
  fi
}
run_apt update -qq
run_apt install -y -qq "${missing[@]}"
rm -f "$log"

# Stop and disable whatever cluster or server the packages may have started anyway.
if command -v pg_lsclusters >/dev/null 2>&1; then
  while read -r version cluster _port status _rest; do
    if [ "$status" = "online" ]; then
      as_root pg_ctlcluster "$version" "$cluster" stop || true
    fi
    conf="/etc/postgresql/$version/$cluster/start.conf"
    if [ -f "$conf" ] && grep -qx 'auto' "$conf"; then
      as_root sh -c "echo manual > '$conf'"
    fi
  done < <(pg_lsclusters --no-header 2>/dev/null || true)
fi
if command -v redis-cli >/dev/null 2>&1 && redis-cli -p 6379 ping >/dev/null 2>&1; then
  as_root redis-cli -p 6379 shutdown nosave >/dev/null 2>&1 || true
fi
if [ -f /run/nginx.pid ]; then
  as_root /usr/sbin/nginx -s stop >/dev/null 2>&1 || true
fi
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  as_root systemctl disable --now postgresql redis-server nginx >/dev/null 2>&1 || true
elif command -v update-rc.d >/dev/null 2>&1; then
  for service in postgresql redis-server nginx; do
    if [ -e "/etc/init.d/$service" ]; then
      as_root update-rc.d "$service" disable >/dev/null 2>&1 || true
    fi
  done
fi

[ -x /usr/bin/chromium ] || { echo "install-system: /usr/bin/chromium missing after install" >&2; exit 1; }
have_postgres || { echo "install-system: initdb/pg_ctl missing after install" >&2; exit 1; }
command -v redis-server >/dev/null 2>&1 || { echo "install-system: redis-server missing after install" >&2; exit 1; }
[ -x /usr/sbin/nginx ] || { echo "install-system: /usr/sbin/nginx missing after install" >&2; exit 1; }
echo "install-system: done"
