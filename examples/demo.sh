#!/usr/bin/env bash
# The README's main job: index the example novella and show what the graph knows.
set -euo pipefail
SEMNET=${1:-semnet}
case "$SEMNET" in */*) SEMNET=$(realpath "$SEMNET") ;; esac
cd "$(dirname "$0")"

echo "== semnet index examples"
"$SEMNET" index .
echo
echo "== semnet graph stats"
"$SEMNET" graph stats
echo
echo "== what points at Anna Karlovna Stern (characters/anna-karlovna-stern.md)"
"$SEMNET" graph neighbors characters/anna-karlovna-stern.md:1 --direction in
echo
echo "== every place that cites John 8:32"
"$SEMNET" graph neighbors "locus:bible:John 8:32" --direction in
