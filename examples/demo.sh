#!/usr/bin/env bash
# The README's main job: check the example novella (index, lift, offline judge)
# and show what the graph knows about it.
set -euo pipefail
SEMNET=${1:-semnet}
case "$SEMNET" in */*) SEMNET=$(realpath "$SEMNET") ;; esac
cd "$(dirname "$0")"

echo "== semnet check examples"
status=0
"$SEMNET" check . || status=$?
echo "(exit status $status: 1 means findings, like a linter; the example has them on purpose)"
echo
echo "== semnet graph stats"
"$SEMNET" graph stats
echo
echo "== what contradicts 'Anna Karlovna Stern was born in 1871' (facts/people.md:8), as the judge proposed"
"$SEMNET" graph contradicting facts/people.md:8 --origin judged
echo
echo "== what points at Anna Karlovna Stern (characters/anna-karlovna-stern.md)"
"$SEMNET" graph neighbors characters/anna-karlovna-stern.md:1 --direction in
echo
echo "== every place that cites John 8:32, whatever language it is cited in"
"$SEMNET" graph neighbors "locus:bible:John 8:32" --direction in
echo
echo "== what the runs did to 'Alice works at Acme' (facts/archive-2024.md:6)"
"$SEMNET" graph history facts/archive-2024.md:6
[ "$status" -le 1 ] || exit "$status"
