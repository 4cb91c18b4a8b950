@testable import kinema
import XCTest

final class FrameTimesTests: XCTestCase {
    private func times(_ values: [Double]) -> FrameTimes {
        var times = FrameTimes()
        for value in values { times.append(value) }
        return times
    }

    func testMedianOfOddAndEvenCounts() {
        XCTAssertEqual(times([5, 1, 3]).median, 3)
        XCTAssertEqual(times([4, 1, 3, 2]).median, 2.5)
        XCTAssertEqual(times([]).median, 0)
    }

    func testNearestRank95thPercentile() {
        // 20 values: rank ⌈0.95 × 20⌉ = 19, the 19th smallest.
        XCTAssertEqual(times((1...20).reversed().map(Double.init)).percentile95, 19)
        // 100 values: rank 95.
        XCTAssertEqual(times((1...100).map(Double.init)).percentile95, 95)
        // 10 values: rank ⌈9.5⌉ = 10, the largest.
        XCTAssertEqual(times((1...10).map(Double.init)).percentile95, 10)
        XCTAssertEqual(times([7]).percentile95, 7)
        XCTAssertEqual(times([]).percentile95, 0)
    }

    func testMaximum() {
        XCTAssertEqual(times([2, 9.5, 3]).maximum, 9.5)
        XCTAssertEqual(times([]).maximum, 0)
    }
}
