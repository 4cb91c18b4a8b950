#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The timing the benchmarks share: a monotonic clock and how they print what they measured.
public enum Stopwatch {
    /// Seconds on the monotonic clock.
    public static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The median and the 95th percentile of `times` (not empty).
    public static func medianAndP95(_ times: [Double]) -> (median: Double, p95: Double) {
        let sorted = times.sorted()
        return (sorted[sorted.count / 2], sorted[sorted.count * 95 / 100])
    }

    /// `v` with three decimals at most, as the benchmarks print milliseconds.
    public static func ms(_ v: Double) -> String { String(Double(Int(v * 1000)) / 1000) }
}
