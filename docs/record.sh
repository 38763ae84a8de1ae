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
