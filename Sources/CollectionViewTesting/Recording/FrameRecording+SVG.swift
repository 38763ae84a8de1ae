import CollectionView

extension FrameRecording {
    /// The recording as one self-contained animated SVG: no script, no
    /// external font or file, played by CSS keyframes with the frames' real
    /// timing (after `options.lead` on the first frame), looping or holding
    /// on the last frame (`options.ending`).
    ///
    /// Each distinct line (its cells and styles) is drawn once, in `<defs>`;
    /// the animation is a `<use>` of a line at a row over the interval it
    /// shows there, a line that stays on its row across consecutive frames
    /// being one interval. So the file grows with what changes, not with the
    /// number of frames: a row gliding down the list costs one `<use>` per
    /// step, not a screen. Text is placed by cell column (a wide glyph is its
    /// own `<text>` at its column), so fonts of other widths keep the grid.
    ///
    /// Complexity: O(cells × frames) time; O(distinct lines + intervals) size.
    public func svg(_ options: SVGOptions = SVGOptions()) -> String {
        let geometry = SVGGeometry(fontSize: options.fontSize)
        // A frame followed by one at the same time is never seen.
        let shown = frames.indices.filter { $0 == frames.count - 1 || offset($0 + 1) > offset($0) }
        // The first frame from 0, the others `lead` later than they were recorded.
        let lead = max(options.lead, .zero)
        func start(_ index: Int) -> Duration { offset(index) == .zero ? .zero : offset(index) + lead }
        let total = start(frames.count - 1) + max(options.hold, .milliseconds(1))
        let columns = frames.map(\.canvas.size.columns).max() ?? 0
        let rows = frames.map(\.canvas.size.rows).max() ?? 0

        var lines = SVGLines(palette: options.palette, geometry: geometry)
        var intervals: [Interval: Int] = [:]
        var uses = ""
        for y in 0..<rows {
            var open: (line: Int, start: Duration)?
            func close(at end: Duration) {
                guard let current = open else { return }
                let interval = Interval(start: current.start, end: end)
                let name = intervals[interval] ?? intervals.count
                intervals[interval] = name
                uses += "<use href=\"#l\(current.line)\" y=\"\(geometry.number(Double(y) * geometry.lineHeight))\" class=\"k\(name)\"/>\n"
                open = nil
            }
            var previousKey: [GridCanvas.Cell]?
            for index in shown {
                let canvas = frames[index].canvas
                let key = y < canvas.size.rows ? Array(Self.trimmed(canvas.cells[y])) : []
                if key == previousKey { continue }
                previousKey = key
                close(at: start(index))
                if !key.isEmpty { open = (lines.id(of: key), start(index)) }
            }
            close(at: total)
        }

        let width = Double(columns) * geometry.cellWidth + 2 * geometry.padding
        let height = Double(rows) * geometry.lineHeight + 2 * geometry.padding
        let playing = options.ending == .loop ? "infinite" : "1"
        var css = "text{font:\(geometry.number(options.fontSize))px ui-monospace,'SF Mono',Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace;white-space:pre}\n"
        css += "use{opacity:0;animation:\(Self.milliseconds(total))ms step-end \(playing) both}\n"
        css += lines.styleSheet
        for (interval, name) in intervals.sorted(by: { $0.value < $1.value }) {
            css += "@keyframes k\(name){\(Self.keyframes(interval, total: total))}.k\(name){animation-name:k\(name)}\n"
        }
        let size = "width=\"\(geometry.number(width))\" height=\"\(geometry.number(height))\""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" \(size) viewBox="0 0 \(geometry.number(width)) \(geometry.number(height))">
            <style>
            \(css)</style>
            <rect width="100%" height="100%" rx="4" fill="\(options.palette.background)"/>
            <defs>
            \(lines.definitions)</defs>
            <g transform="translate(\(geometry.number(geometry.padding)),\(geometry.number(geometry.padding)))">
            \(uses)</g>
            </svg>

            """
    }

    /// The time a `<use>` shows, from the first frame.
    struct Interval: Hashable {
        var start: Duration
        var end: Duration
    }

    /// Shown from `interval.start` to `interval.end` of `total`, as keyframe
    /// percentages (stepped: the value of a keyframe holds until the next).
    static func keyframes(_ interval: Interval, total: Duration) -> String {
        let start = percent(interval.start, of: total)
        let end = percent(interval.end, of: total)
        var frames = start == "0" ? "" : "0%{opacity:0}"
        frames += "\(start)%{opacity:1}"
        frames += end == "100" ? "100%{opacity:1}" : "\(end)%{opacity:0}100%{opacity:0}"
        return frames
    }

    /// `time` as a percentage of `total`, to 1/10,000 of a percent.
    static func percent(_ time: Duration, of total: Duration) -> String {
        let value = (time / total * 1_000_000).rounded() / 10_000
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `duration` in whole milliseconds (at least 1).
    static func milliseconds(_ duration: Duration) -> Int {
        max(Int((duration / .milliseconds(1)).rounded()), 1)
    }
}
