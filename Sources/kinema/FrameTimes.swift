/// Render times of a benchmark run, in milliseconds.
struct FrameTimes {
    private(set) var milliseconds: [Double] = []

    mutating func append(_ value: Double) { milliseconds.append(value) }

    /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        let sorted = milliseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The nearest-rank 95th percentile: the smallest value at least 95 % of the times are at or below; 0 when empty.
    var percentile95: Double {
        let sorted = milliseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
        return sorted[max(rank, 1) - 1]
    }

    var maximum: Double { milliseconds.max() ?? 0 }
}
