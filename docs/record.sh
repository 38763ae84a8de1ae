#!/bin/sh
# Regenerates the recordings under docs/ from the demo, so the README shows
# what the code draws today. Run from anywhere: sh docs/record.sh
# (DemoTests' RecordingsTests fails when a recording here is not what this
# script makes.)
set -eu
cd "$(dirname "$0")/.."
swift build --product demo >&2
demo="$(swift build --show-bin-path)/demo"

# Ada glides from the top of eight rows to the bottom (the README's first picture).
"$demo" diff Demo/Examples/reorder-old.json Demo/Examples/reorder-new.json --headless --frames 17 --size 20x8 --record docs/reorder.svg > /dev/null
echo "docs/reorder.svg: $(wc -c < docs/reorder.svg) bytes" >&2

# demo watch on the leaderboard example: four runs a second apart, players gliding as they re-rank.
# (The script counts its runs in a file under TMPDIR: a fresh one starts it from run 1.)
TMPDIR="$(mktemp -d)"
export TMPDIR
"$demo" watch --headless --runs 4 --frames 12 --size 40x7 -n 1 --format csv --key player --record docs/leaderboard.svg -- sh Demo/Examples/leaderboard.sh > /dev/null
rm -rf "$TMPDIR"
echo "docs/leaderboard.svg: $(wc -c < docs/leaderboard.svg) bytes" >&2
