import Geometry
import Layers

/// Where the timing panel draws each animation: the pure geometry of its rows, apart from the
/// layers that show it, so it can be checked against values worked out by hand.
///
/// The timeline runs left to right from 0 to `span` seconds over `track` (points); each row
/// is an animation: its active time as a bar from its begin to its end (to the track's end
/// when it runs for ever, to where it stopped when removed early), a tick at each cycle's end
/// (a fainter one where an autoreversing cycle turns back), and its fill before its begin
/// (`backwards`/`both`) and after its end (`forwards`/`both`, kept after completion) as a
/// faint bar.
struct TimingRows: Equatable {
    struct Row: Equatable {
        let title: String
        let kind: String
        /// The active bar's left and right ends.
        let active: ClosedRange<Double>?
        /// Faint fill bars.
        let fills: [ClosedRange<Double>]
        /// Where cycles end, and where autoreversing cycles turn back.
        let cycleEnds: [Double]
        let turns: [Double]
        /// Whether it runs at the panel's time.
        let isRunning: Bool
    }

    let rows: [Row]
    /// How many earlier animations did not fit.
    let hidden: Int
    /// The playhead's x.
    let playhead: Double

    /// The most ticks a row draws: past this a repeating animation shows its bar alone.
    static let maximumTicks = 64

    /// The last `capacity` of `records` on a track from `track.lowerBound` to
    /// `track.upperBound` points spanning `span` seconds, at `time`.
    init(records: [AnimationRecord], time: Double, span: Double, track: ClosedRange<Double>, capacity: Int) {
        let span = span.isFinite && span > 0 ? span : 1
        func x(_ t: Double) -> Double {
            let f = min(max(t / span, 0), 1)
            return track.lowerBound + f * (track.upperBound - track.lowerBound)
        }
        let shown = records.suffix(max(capacity, 0))
        hidden = records.count - shown.count
        playhead = x(time)
        rows = shown.map { r in
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
            let title = r.layerName + (r.key.map { ".\($0)" } ?? "") + (r.keyPath.map { " \($0)" } ?? "")
            return Row(title: title, kind: r.kind, active: active, fills: fills, cycleEnds: ends, turns: turns,
                       isRunning: time >= r.begin && time < stop)
        }
    }
}
