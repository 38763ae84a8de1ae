/// The command `example-feed` runs without one: a made-up job queue that
/// reports its jobs (`ADDED`), then their tries climbing (`MODIFIED`) and
/// some finishing (`DELETED`) for a few seconds, then closes the stream
/// (exit 1) as a watch does when its server goes away. Each run reports the
/// queue afresh, its job numbers taken from the clock: jobs of the last run
/// that are not reported again go.
enum SampleQueue {
    static let script = #"""
        base=$(( $(date +%s) % 7 ))
        for queue in build deploy test; do
          for j in 1 2 3; do
            printf '{"type":"ADDED","object":{"name":"%s-%d","queue":"%s","state":"queued","tries":0}}\n' $queue $((base + j)) $queue
          done
        done
        i=1
        while [ $i -le 24 ]; do
          queue=$(echo build deploy test | cut -d' ' -f$(( i % 3 + 1 )))
          printf '{"type":"MODIFIED","object":{"name":"%s-%d","queue":"%s","state":"running","tries":%d}}\n' $queue $((base + i % 3 + 1)) $queue $((i / 3))
          [ $((i % 8)) -eq 0 ] && printf '{"type":"DELETED","object":{"name":"%s-%d"}}\n' $queue $((base + 3))
          sleep 0.25
          i=$((i + 1))
        done
        echo 'the queue closed the stream' >&2
        exit 1
        """#
}
