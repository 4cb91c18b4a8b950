import Geometry
import Layers

/// Where the timing panel draws each animation: the pure geometry of its rows, apart from the
/// layers that show it, so it can be checked against values worked out by hand.
///
/// The timeline runs left to right from 0 to `span` seconds over `track` (points); each row
/// is an animation: its active time as a bar from its begin to its end (to the track's end
/// when it runs for ever, to where it stopped when removed early), a tick at each cycle's end
/// (a fainter one where an autoreversing cycle turns back), a spring's settling time, and its
/// fill before its begin (`backwards`/`both`) and after its end (`forwards`/`both`, kept
/// after completion) as a faint bar.
///
/// Animations a UIKit call made (a `UIView.animate` block, a property animator, a transition)
/// sit indented under a row for the call, whose bar spans theirs. When the rows do not fit,
/// those calls collapse to their own rows; the newest rows show, and `scroll` rows back
/// shows earlier ones.
struct TimingRows: Equatable {
    struct Row: Equatable {
        let title: String
        let kind: String
        /// The logged animation it shows (its `index`), or nil for a UIKit call's row.
        let record: Int?
        /// 1 for an animation under a UIKit call's row, else 0.
        let depth: Int
        /// The active bar's left and right ends.
        let active: ClosedRange<Double>?
        /// Faint fill bars.
        let fills: [ClosedRange<Double>]
        /// Where cycles end, and where autoreversing cycles turn back.
        let cycleEnds: [Double]
        let turns: [Double]
        /// Where a spring comes to rest (its begin plus its settling duration), when on the track.
        let settles: Double?
        /// Whether it runs at the panel's time.
        let isRunning: Bool
    }

    let rows: [Row]
    /// How many rows did not fit above those shown, and below them (scrolled back).
    let hidden: Int
    let hiddenBelow: Int
    /// Whether UIKit calls were collapsed to one row each to fit.
    let isCollapsed: Bool
    /// The playhead's x.
    let playhead: Double

    /// The most ticks a row draws: past this a repeating animation shows its bar alone.
    static let maximumTicks = 64

    /// The rows of `records` on a track from `track.lowerBound` to `track.upperBound` points
    /// spanning `span` seconds, at `time`: at most `capacity`, the newest unless scrolled
    /// `scroll` rows back.
    init(records: [AnimationRecord], time: Double, span: Double, track: ClosedRange<Double>, capacity: Int, scroll: Int = 0) {
        let span = span.isFinite && span > 0 ? span : 1
        func x(_ t: Double) -> Double {
            let f = min(max(t / span, 0), 1)
            return track.lowerBound + f * (track.upperBound - track.lowerBound)
        }
        // Animations grouped under the UIKit call that made them, in order of first appearance.
        var groups: [(block: AnimationBlock?, records: [AnimationRecord])] = []
        var groupOfBlock: [Int: Int] = [:]
        for record in records {
            if let block = record.block {
                if let g = groupOfBlock[block.id] {
                    groups[g].records.append(record)
                    continue
                }
                groupOfBlock[block.id] = groups.count
            }
            groups.append((record.block, [record]))
        }
        let capacity = max(capacity, 0)
        let expandedCount = groups.reduce(0) { $0 + ($1.block == nil ? 1 : 1 + $1.records.count) }
        isCollapsed = expandedCount > capacity && groupOfBlock.count > 0
        var all: [Row] = []
        for group in groups {
            let members = group.records.map { TimingRows.row(of: $0, depth: group.block == nil ? 0 : 1, time: time, span: span, x: x) }
            guard let block = group.block else {
                all += members
                continue
            }
            let bars = members.compactMap(\.active)
            let header = Row(title: block.title + (block.origin.map { " " + InspectorTree.shortOrigin($0) } ?? "")
                                 + (isCollapsed ? " (\(members.count))" : ""),
                             kind: "block", record: nil, depth: 0,
                             active: bars.isEmpty ? nil : (bars.map(\.lowerBound).min()!)...(bars.map(\.upperBound).max()!),
                             fills: [], cycleEnds: [], turns: [], settles: nil, isRunning: members.contains(where: \.isRunning))
            all.append(header)
            if !isCollapsed { all += members }
        }
        let scroll = min(max(scroll, 0), max(all.count - capacity, 0))
        let end = all.count - scroll
        let start = max(end - capacity, 0)
        rows = Array(all[start..<end])
        hidden = start
        hiddenBelow = scroll
        playhead = x(time)
    }

    private static func row(of r: AnimationRecord, depth: Int, time: Double, span: Double, x: (Double) -> Double) -> Row {
        let stop = min(r.stoppedAt ?? .infinity, r.end)
        let active = r.begin <= span ? x(r.begin)...x(min(stop, span)) : nil
        var fills: [ClosedRange<Double>] = []
        if r.fillMode == "backwards" || r.fillMode == "both", r.begin > 0 { fills.append(x(0)...x(r.begin)) }
        if r.fillMode == "forwards" || r.fillMode == "both", !r.isRemovedOnCompletion, r.stoppedAt.map({ $0 >= r.end }) ?? true,
           r.end < span { fills.append(x(r.end)...x(span)) }
        // A cycle is `duration / speed` scene seconds (twice that autoreversing).
        let cycle = r.speed != 0 ? r.duration / abs(r.speed) : .infinity
        var ends: [Double] = [], turns: [Double] = []
        if cycle > 0, cycle.isFinite {
            let full = r.autoreverses ? 2 * cycle : cycle
            var t = r.begin + full
            while t < min(stop, span), ends.count < TimingRows.maximumTicks {
                ends.append(x(t))
                t += full
            }
            if r.autoreverses {
                var turn = r.begin + cycle
                while turn < min(stop, span), turns.count < TimingRows.maximumTicks {
                    turns.append(x(turn))
                    turn += full
                }
            }
        }
        let settle = r.settlingDuration.map { r.begin + $0 / max(abs(r.speed), 1e-9) }
        return Row(title: r.title, kind: r.kind, record: r.index, depth: depth, active: active, fills: fills, cycleEnds: ends,
                   turns: turns, settles: settle.flatMap { $0 <= span && $0.isFinite ? x($0) : nil },
                   isRunning: time >= r.begin && time < stop)
    }
}
