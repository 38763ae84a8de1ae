#!/bin/sh
# A leaderboard that changes on every run, for `demo watch`:
#   swift run demo watch -n 1 --format csv --key player -- Demo/Examples/leaderboard.sh
# The run number is kept in a file under $TMPDIR (delete it to start over).
state="${TMPDIR:-/tmp}/listmotion-leaderboard.count"
n=$(cat "$state" 2>/dev/null || echo 0); n=$((n + 1)); echo "$n" > "$state"
echo "player,team,score"
case $((n % 4)) in
1) printf 'ada,red,120\nbo,blue,110\ncy,green,95\ndee,red,90\neve,blue,70\n' ;;
2) printf 'ada,red,120\ncy,green,118\nbo,blue,110\ndee,red,90\neve,blue,70\n' ;;
3) printf 'eve,blue,131\nada,red,120\ncy,green,118\nbo,blue,110\ndee,red,90\n' ;;
0) printf 'eve,blue,131\nada,red,125\ncy,green,118\nbo,blue,110\nfay,green,60\n' ;;
esac
