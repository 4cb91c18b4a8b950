import Foundation

/// The JSON line `kinema bench` prints.
struct BenchReport {
    var full: Bool
    var width: Int, height: Int
    var frames: Int
    var threads: Int
    var times: FrameTimes
    var pixelsPerFrame: Double

    var json: String {
        func milliseconds(_ value: Double) -> String { String(format: "%.3f", value) }
        return "{\"mode\": \"\(full ? "full" : "incremental")\", \"size\": [\(width), \(height)], \"frames\": \(frames), "
            + "\"threads\": \(threads), \"median_ms\": \(milliseconds(times.median)), \"p95_ms\": \(milliseconds(times.percentile95)), "
            + "\"max_ms\": \(milliseconds(times.maximum)), \"pixels_per_frame\": \(Int(pixelsPerFrame.rounded()))}"
    }
}
