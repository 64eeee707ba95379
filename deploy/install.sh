#!/usr/bin/env bash
# Install Hermes Gateway on a server from a clean checkout, as a systemd service.
#   sudo deploy/install.sh [/opt/hermes-gateway]
# Needs: python3 (>= 3.11) with venv, systemd. Safe to run again to upgrade.
set -euo pipefail

dest=${1:-/opt/hermes-gateway}
src=$(cd "$(dirname "$0")/.." && pwd)

if [ "$(id -u)" -ne 0 ]; then
  echo "run as root (sudo), or use: make run / hermes gateway install --user" >&2
  exit 1
fi

echo "==> copying $src to $dest"
mkdir -p "$dest"
tar -C "$src" --exclude=.venv --exclude=.git --exclude=__pycache__ -cf - . | tar -C "$dest" -xf -

echo "==> creating the virtualenv (a minute)"
python3 -m venv "$dest/.venv"
"$dest/.venv/bin/pip" install --disable-pip-version-check -q "$dest"
chmod -R go-w "$dest"

id hermes >/dev/null 2>&1 || useradd --system --home-dir /var/lib/hermes --shell /usr/sbin/nologin hermes
install -d -m 0700 -o hermes -g hermes /var/lib/hermes
install -d -m 0750 /etc/hermes
if [ ! -f /etc/hermes/hermes.env ]; then
  install -m 0600 "$src/deploy/hermes.env.example" /etc/hermes/hermes.env
  echo "==> wrote /etc/hermes/hermes.env: put your tokens there"
fi
if [ ! -f /var/lib/hermes/config.yaml ]; then
  install -m 0600 -o hermes -g hermes "$src/deploy/config.example.yaml" /var/lib/hermes/config.yaml
  echo "==> wrote /var/lib/hermes/config.yaml: set your user ids there"
fi

echo "==> installing the unit"
"$dest/.venv/bin/hermes" gateway install
echo "==> check: sudo -u hermes HERMES_HOME=/var/lib/hermes $dest/.venv/bin/hermes doctor"
