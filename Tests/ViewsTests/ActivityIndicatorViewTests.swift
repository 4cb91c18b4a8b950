import Foundation
import Geometry
import Layers
import Raster
@testable import Views
import XCTest

/// UIActivityIndicatorView: its styles' sizes and colours, the spokes' geometry, and the
/// discrete turning on the scene clock against alphas worked out by hand.
final class ActivityIndicatorViewTests: XCTestCase {
    private let clock = ViewAnimationTestClock()

    /// The replicator's turn in the presentation at `t`, in eighths of a turn (0...7).
    private func step(of spinner: ActivityIndicatorView, at t: Double) -> Int {
        let turned = spinner.replicator.presentation(at: t).transform
        let eighths = Int((atan2(turned.m12, turned.m11) / (.pi / 4)).rounded())
        return ((eighths % 8) + 8) % 8
    }

    /// The alpha of the spoke at each clock position at `t`, position p being p·45° clockwise
    /// from twelve o'clock: copy k of the replicator stands at (step − k) eighths and has
    /// alpha 1 + k·instanceAlphaOffset.
    private func alphas(of spinner: ActivityIndicatorView, at t: Double) -> [Double] {
        let s = step(of: spinner, at: t)
        var byPosition = [Double](repeating: .nan, count: 8)
        for k in 0..<8 {
            byPosition[((s - k) % 8 + 8) % 8] = (spinner.replicator.instanceColor?.alpha ?? 1) + Double(k) * spinner.replicator.instanceAlphaOffset
        }
        return byPosition
    }

    func testStylesSizeTheSpinnerAndGiveItsColour() {
        let spinner = ActivityIndicatorView()
        XCTAssertEqual(spinner.bounds.size, Size(width: 20, height: 20), "medium is 20 × 20 points")
        XCTAssertEqual(spinner.intrinsicContentSize, Size(width: 20, height: 20))
        XCTAssertEqual(spinner.color, Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6), "secondary label grey")
        spinner.center = Point(x: 100, y: 100)
        spinner.style = .large
        XCTAssertEqual(spinner.frame, Rect(x: 81.5, y: 81.5, width: 37, height: 37), "resized to 37 about its centre")
        spinner.style = .whiteLarge
        XCTAssertEqual(spinner.bounds.size, Size(width: 37, height: 37))
        XCTAssertEqual(spinner.color, .white)
        spinner.style = .white
        XCTAssertEqual(spinner.bounds.size, Size(width: 20, height: 20))
        XCTAssertEqual(spinner.spoke.backgroundColor, .white, "the spokes take the colour")
        spinner.style = .gray
        XCTAssertEqual(spinner.color, Color(red: 0.5, green: 0.5, blue: 0.5))
        spinner.color = .black
        spinner.style = .medium
        XCTAssertEqual(spinner.color, .black, "a colour set wins over the style's")
        spinner.color = nil
        XCTAssertEqual(spinner.color, ActivityIndicatorView.Style.medium.color, "nil goes back to the style's")

        // A spinner given a size keeps it; the spokes stay the style's size, centred.
        let sized = ActivityIndicatorView()
        sized.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        sized.style = .large
        XCTAssertEqual(sized.bounds.size, Size(width: 50, height: 50))
        XCTAssertEqual(sized.replicator.frame, Rect(x: 6.5, y: 6.5, width: 37, height: 37))
    }

    func testEightRoundedSpokesFadeFromFullToAFifth() {
        let spinner = ActivityIndicatorView()
        XCTAssertEqual(spinner.replicator.instanceCount, 8)
        // Spoke 0 points up from the centre: 0.125 × 20 = 2.5 wide, 0.29 × 20 = 5.8 long.
        XCTAssertEqual(spinner.spoke.frame.minX, 8.75, accuracy: 1e-12)
        XCTAssertEqual(spinner.spoke.frame.minY, 0)
        XCTAssertEqual(spinner.spoke.frame.width, 2.5, accuracy: 1e-12)
        XCTAssertEqual(spinner.spoke.frame.height, 5.8, accuracy: 1e-12)
        XCTAssertEqual(spinner.spoke.cornerRadius, 1.25, accuracy: 1e-12, "round ends")
        // Each copy an eighth of a turn back (anticlockwise on screen), and 0.8/7 fainter.
        let back = Transform3D.rotation(-.pi / 4, 0, 0, 1)
        XCTAssertEqual(spinner.replicator.instanceTransform.m11, back.m11, accuracy: 1e-12)
        XCTAssertEqual(spinner.replicator.instanceTransform.m12, back.m12, accuracy: 1e-12)
        XCTAssertEqual(1 + 7 * spinner.replicator.instanceAlphaOffset, 0.2, accuracy: 1e-12, "the last copy is at 0.2")
    }

    func testTheSpinnerTurnsOneSpokeEachEighthOfASecond() {
        let spinner = ActivityIndicatorView()
        spinner.host = clock.host
        clock.advance(to: 0.5)
        spinner.startAnimating()
        // Started at 0.5: step ⌊8(t − 0.5)⌋ mod 8. Not smoothly: 0.05 s in, it has not moved.
        let expected: [(Double, Int)] = [(0.5, 0), (0.55, 0), (0.62, 0), (0.63, 1), (0.80, 2), (1.45, 7), (1.52, 0), (2.3, 6)]
        for (t, s) in expected {
            XCTAssertEqual(step(of: spinner, at: t), s, "step at t = \(t)")
        }
        // At t = 0.8 (step 2) the leading spoke stands at three o'clock (position 2) and the
        // spokes behind it, anticlockwise, fade: position p has 1 − ((2 − p) mod 8) · 0.8/7.
        let worked = [0.771428, 0.885714, 1, 0.2, 0.314285, 0.428571, 0.542857, 0.657142]
        for (p, alpha) in alphas(of: spinner, at: 0.8).enumerated() {
            XCTAssertEqual(alpha, worked[p], accuracy: 1e-5, "position \(p)")
        }
        // An eighth of a second later everything has moved on one place clockwise.
        let next = alphas(of: spinner, at: 0.93)
        for p in 0..<8 { XCTAssertEqual(next[(p + 1) % 8], worked[p], accuracy: 1e-5) }
    }

    func testStartStopAndHidesWhenStopped() {
        let spinner = ActivityIndicatorView()
        spinner.host = clock.host
        XCTAssertTrue(spinner.isHidden, "a stopped spinner that hides when stopped starts hidden")
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        XCTAssertEqual(spinner.replicator.attachedAnimations.count, 1)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertTrue(spinner.isHidden)
        XCTAssertTrue(spinner.replicator.attachedAnimations.isEmpty, "the turning is removed")
        XCTAssertEqual(step(of: spinner, at: 0.4), 0, "stopped, it stands at its first step")

        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden, "shown once it no longer hides when stopped")
        spinner.startAnimating()
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isHidden)
        spinner.hidesWhenStopped = true
        XCTAssertTrue(spinner.isHidden)
    }
}
