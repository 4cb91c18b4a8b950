import Glibc

/// Seconds on `CLOCK_MONOTONIC`, the clock `FileChange.timestamp` uses, so a caller can measure
/// how long after an event something happened.
public enum MonotonicClock {
    /// The current monotonic time in seconds (unrelated to wall-clock time; only differences mean anything).
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
