import Foundation
import XCTest

/// The scenes that port the seeds' UIViewPropertyAnimator screens, driven by their example
/// input and checked at instants worked out by hand from the seeds' numbers.
final class SeedScenePropertyAnimatorTests: XCTestCase {
    /// The turn (degrees) and scale of a probed 2D transform: m11 = s·cos θ, m12 = s·sin θ.
    private func turnAndScale(_ layer: ProbedLayer) -> (degrees: Double, scale: Double) {
        let m = layer.transform
        return (atan2(m[1], m[0]) * 180 / .pi, (m[0] * m[0] + m[1] * m[1]).squareRoot())
    }

    private func assertSquare(_ scene: SeedScene, at t: Double, x: Double, degrees: Double, scale: Double,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let square = try scene.layer("animationView", at: t)
        let (turn, size) = turnAndScale(square)
        XCTAssertEqual(square.point("position")[0], x, accuracy: 1e-6, "x", file: file, line: line)
        XCTAssertEqual(turn, degrees, accuracy: 1e-6, "turn", file: file, line: line)
        XCTAssertEqual(size, scale, accuracy: 1e-6, "scale", file: file, line: line)
    }

    func testTheSquareFollowsTheFingerAndSpringsToTheNearerEnd() throws {
        let scene = try SeedScene("SpinAndGrowDrag")
        // The square rests at x 35. Scrubbing is linear in F = translation / 300: the centre
        // moves 300·F, the offset of the turn (−180°) and scale (1/1.5) goes to the identity by
        // decomposition, so the square shows 180°·F and 1 + 0.5·F. Drags step every 1/60 s, so
        // the probes fall between steps. At 0.555 s the first drag is 50 of its 100 points along:
        // F = 1/6, x = 85, 30°, 1.0833.
        try assertSquare(scene, at: 0.555, x: 85, degrees: 30, scale: 1 + 0.5 / 6)
        // Let go at 0.8 s at x 135, left of the middle (187.5): back to the start.
        try assertSquare(scene, at: 2, x: 35, degrees: 0, scale: 1)
        // The second drag, 200 points from 4.8 s: at 5.105 s 100 along, F = 1/3.
        try assertSquare(scene, at: 5.105, x: 135, degrees: 60, scale: 1 + 0.5 / 3)
        // Let go at 5.4 s at F = 2/3, right of the middle: on along the spring (mass 2,
        // stiffness 30, damping 7) from the point of its curve at 2/3. With ζω = 7 / 4 = 1.75
        // and ω_d = √(15 − 1.75²) = 3.455069, x(t) = 1 − e^(−1.75t)(cos ω_d t + 0.506501 sin ω_d t)
        // reaches 2/3 at t* = 0.403266 (by bisection) and peaks at π / ω_d = 0.909271 with
        // 1 + e^(−1.591224) = 1.203676: at 5.4 + 0.909271 − 0.403266 = 5.906005 s the square
        // is at 35 + 300 × 1.203676 = 396.103, turned 216.662° (−143.338°), scaled 1.601838.
        try assertSquare(scene, at: 5.906005, x: 35 + 300 * 1.2036762277, degrees: 216.6617209877 - 360,
                         scale: 1 + 0.5 * 1.2036762277)
        // Settled at the end by 9.2 s: x 335, a half turn, 1.5 times the size.
        try assertSquare(scene, at: 9.2, x: 335, degrees: 180, scale: 1.5)
        // The third drag from 9.3 s runs a new animator back: 100 points left by 9.605 s is a
        // third of the way, so the half turn's offset (+180°, 1.5) is two thirds left.
        try assertSquare(scene, at: 9.605, x: 235, degrees: 120, scale: 1 + 0.5 * 2 / 3)
        // Let go at x 135, left of the middle: this animator's end, the start.
        try assertSquare(scene, at: 14, x: 35, degrees: 0, scale: 1)
    }
}
