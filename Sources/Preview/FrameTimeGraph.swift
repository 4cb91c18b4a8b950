import Geometry
import Layers
import Raster

/// The frame-time overlay's graph: a bar for each of the last `capacity` frames' real times,
/// on a scale from 0 to twice the 60 Hz budget with a line at the budget (16.7 ms), bars over
/// it red, and the median written above. Drawn with layers; the window records the times.
final class FrameTimeGraph {
    let layer = Layer()
    private let background = Layer()
    private let budgetLine = Layer()
    private let within = ShapeLayer()
    private let over = ShapeLayer()
    private let caption = TextLayer()
    /// The last frames' times in milliseconds, oldest first.
    private(set) var samples: [Double] = []

    static let capacity = 120
    static let budget = 1000.0 / 60
    static let size = Size(width: 200, height: 64)

    init() {
        layer.name = "kinema.frameTimeGraph"
        background.backgroundColor = Color(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.8)
        background.cornerRadius = 4
        within.fillColor = Color(red: 0.2, green: 0.85, blue: 0.4)
        over.fillColor = Color(red: 1, green: 0.3, blue: 0.25)
        budgetLine.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        caption.font = Font(family: "DejaVu Sans Mono", size: 9)
        caption.fontSize = 9
        caption.foregroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
        for part in [background, within, over, budgetLine, caption] { layer.addSublayer(part) }
    }

    /// Adds a frame's time in milliseconds (not finite or negative times are dropped).
    func record(_ milliseconds: Double) {
        guard milliseconds.isFinite, milliseconds >= 0 else { return }
        samples.append(milliseconds)
        if samples.count > FrameTimeGraph.capacity { samples.removeFirst(samples.count - FrameTimeGraph.capacity) }
    }

    /// Draws the samples in `frame` (points of the overlay's layer).
    func update(in frame: Rect) {
        layer.frame = frame
        background.frame = Rect(origin: .zero, size: frame.size)
        let plot = Rect(x: 4, y: 14, width: frame.width - 8, height: frame.height - 18)
        // 0 ms at the bottom, twice the budget at the top.
        let perMillisecond = plot.height / (2 * FrameTimeGraph.budget)
        budgetLine.frame = Rect(x: plot.minX, y: (plot.maxY - FrameTimeGraph.budget * perMillisecond).rounded(), width: plot.width, height: 1)
        let barWidth = plot.width / Double(FrameTimeGraph.capacity)
        var low = Path(), high = Path()
        for (i, ms) in samples.enumerated() {
            let height = max(min(ms, 2 * FrameTimeGraph.budget) * perMillisecond, 0.5)
            let x = plot.minX + Double(FrameTimeGraph.capacity - samples.count + i) * barWidth
            let bar = Rect(x: x, y: plot.maxY - height, width: barWidth, height: height)
            if ms > FrameTimeGraph.budget { high.addRect(bar) } else { low.addRect(bar) }
        }
        within.path = low
        over.path = high
        caption.frame = Rect(x: 4, y: 1, width: frame.width - 8, height: 12)
        caption.string = FrameTimeGraph.caption(samples)
    }

    /// "median 4.2 ms · last 3.9 ms · line 16.7 ms", or a wait for the first frame.
    static func caption(_ samples: [Double]) -> String {
        guard let last = samples.last else { return "frame time: waiting for frames" }
        let sorted = samples.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return "median \(tenths(median)) ms · last \(tenths(last)) · line 16.7"
    }

    /// `v` with one decimal.
    private static func tenths(_ v: Double) -> String {
        let t = Int((v * 10).rounded())
        return "\(t / 10).\(t % 10)"
    }
}
