import Geometry
@testable import Views
import XCTest

/// The pointer's velocity over the last `velocityWindow`, however dense the input.
final class PointerTrackTests: XCTestCase {
    func testVelocityOverTheWindowWithDenseInput() {
        // 10,000 moves in a second at 300 points a second, then 20,000 more at -150 (older
        // samples are dropped in batches along the way).
        var track = PointerTrack(start: .zero, time: 0)
        for i in 1...10_000 {
            let t = Double(i) / 10_000
            track.move(to: Point(x: 300 * t, y: 0), at: t)
        }
        XCTAssertEqual(track.velocity.x, 300, accuracy: 1e-6)
        for i in 1...20_000 {
            let t = 1 + Double(i) / 10_000
            track.move(to: Point(x: 300 - 150 * (t - 1), y: 2 * (t - 1)), at: t)
        }
        XCTAssertEqual(track.velocity.x, -150, accuracy: 1e-6)
        XCTAssertEqual(track.velocity.y, 2, accuracy: 1e-6)
        XCTAssertEqual(track.maxDistance, 300, accuracy: 1e-9)
    }

    func testAPointerHeldStillHasStopped() {
        var track = PointerTrack(start: .zero, time: 0)
        track.move(to: Point(x: 10, y: 0), at: 0.05)
        XCTAssertEqual(track.velocity.x, 200, accuracy: 1e-9)
        // Nothing within the window but the pointer now: no time has passed over it.
        track.move(to: Point(x: 10, y: 0), at: 0.5)
        XCTAssertEqual(track.velocity, .zero)
        // A window back exactly, the sample still counts.
        track.move(to: Point(x: 20, y: 0), at: 0.6)
        XCTAssertEqual(track.velocity.x, 100, accuracy: 1e-9)
    }
}
