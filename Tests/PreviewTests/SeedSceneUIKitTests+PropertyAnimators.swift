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

    func testTheCommentsCardCoordinatesItsAnimatorsThroughTapsAndPans() throws {
        let scene = try SeedScene("CommentsCard")
        // The card's top: its position's y less half its height.
        func top(_ t: Double) throws -> Double {
            let card = try scene.layer("control", at: t)
            return card.point("position")[1] - card.numbers("bounds")[3] / 2
        }
        // The tap at 0.5 s ends at 0.55 s and starts the seven animators (1 s each). The frame's
        // critically damped spring, fitted to settle (within 0.001) in 1 s, has ω = 9.233413:
        // x(τ) = 1 − e^(−ωτ)(1 + ωτ). At 0.8 s, τ = 0.25: x = 0.671068, so the top has risen
        // 483 × x from 603 to 278.874.
        let x025 = 1 - exp(-9.233413476 * 0.25) * (1 + 9.233413476 * 0.25)
        XCTAssertEqual(try top(0.8), 603 - 483 * x025, accuracy: 1e-6)
        // Linear corner radius: 12 × 0.25. The Reply button waits for the second half.
        XCTAssertEqual(try scene.layer("control", at: 0.8).number("cornerRadius"), 3, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("detailButton", at: 0.8).number("opacity"), 0, accuracy: 1e-9)
        // The blur's curve (0.75, 0.1), (0.9, 0.25) at 0.25 gives 0.040086: the dark blur's
        // radius 20, saturation 1.8 and tint (0.11, 0.11, 0.11, 0.73) are that far from none
        // (radius 0, saturation 1, no tint).
        let blur = try scene.layer("blurEffectView", at: 0.8)
        XCTAssertEqual(blur.number("blurRadius"), 20 * 0.0400859798, accuracy: 1e-6)
        XCTAssertEqual(blur.number("saturation"), 1 + 0.8 * 0.0400859798, accuracy: 1e-6)
        XCTAssertEqual(blur.numbers("tintColor")[3], 0.73 * 0.0400859798, accuracy: 1e-6)
        // The big title comes in on ease-in (0.42, 0, 1, 1): 0.093465 at 0.25; the small one
        // leaves on ease-out (0, 0, 0.58, 1): 1 − 0.378138.
        XCTAssertEqual(try scene.layer("expandedLabel", at: 0.8).number("opacity"), 0.0934646507, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("collapsedLabel", at: 0.8).number("opacity"), 1 - 0.3781381308, accuracy: 1e-6)
        // The big title starts over the small one: half its size, moved (187.5 − 106, 32 − 36).
        // Its offset goes to the identity on the frame's spring: scale 0.5 + 0.5x, moved 81.5(1 − x).
        let bigTitle = try scene.layer("expandedLabel", at: 0.8).transform
        XCTAssertEqual(bigTitle[0], 0.5 + 0.5 * x025, accuracy: 1e-6)
        XCTAssertEqual(bigTitle[12], 81.5 * (1 - x025), accuracy: 1e-6)

        // The tap at 0.9 s (ends 0.95 s, 0.4 s in) reverses them all: back along their curves,
        // so at 1.15 s they show τ = 0.2: x(0.2) = 0.550908, corner 2.4.
        XCTAssertEqual(try top(1.15), 603 - 483 * 0.5509083741, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("control", at: 1.15).number("cornerRadius"), 2.4, accuracy: 1e-9)
        // Back at the start at 1.35 s: collapsed, no blur.
        XCTAssertEqual(try top(1.5), 603)
        XCTAssertEqual(try scene.layer("blurEffectView", at: 1.5).number("blurRadius"), 0)

        // The tap at 2 s expands it (2.05 s to 3.05 s). At 2.8 s, τ = 0.75: the Reply button's
        // keyframe (the second half, linear) is half-way.
        XCTAssertEqual(try scene.layer("detailButton", at: 2.8).number("opacity"), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("control", at: 2.8).number("cornerRadius"), 9, accuracy: 1e-9)
        // Expanded: the card from 120 points down, the dark blur, the big title in place.
        XCTAssertEqual(try top(3.2), 120)
        let dark = try scene.layer("blurEffectView", at: 3.2)
        XCTAssertEqual(dark.number("blurRadius"), 20)
        XCTAssertEqual(dark.numbers("tintColor"), [0.11, 0.11, 0.11, 0.73])
        XCTAssertEqual(try scene.layer("expandedLabel", at: 3.2).transform[0], 1)
        XCTAssertEqual(try scene.layer("collapsedLabel", at: 3.2).number("opacity"), 0)

        // The drag from 4 s pauses new collapsing animators and scrubs them: 120 of 483 points,
        // F = 0.248447. The frame and corner go linearly; the blur and labels, not scrubbing
        // linearly, follow their curves: the collapsing blur (0.1, 0.75), (0.25, 0.9) at F is
        // 0.735784, leaving 20 × 0.264216 of the radius; the Reply button's first-half keyframe
        // leaves 1 − F / 0.5.
        let f = 120.0 / 483
        XCTAssertEqual(try top(4.5), 240, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("control", at: 4.5).number("cornerRadius"), 12 * (1 - f), accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("blurEffectView", at: 4.5).number("blurRadius"), 20 * (1 - 0.7357842784), accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("detailButton", at: 4.5).number("opacity"), 1 - f / 0.5, accuracy: 1e-9)
        // Let go still, nearer the expanded card: they reverse, and it is back up by 5.5 s.
        XCTAssertEqual(try top(5.5), 120)
        XCTAssertEqual(try scene.layer("blurEffectView", at: 5.5).number("blurRadius"), 20)

        // The flick from 6 s: 150 points down at 6.25 s; let go at 6.5 s going down, it collapses.
        XCTAssertEqual(try top(6.25), 270, accuracy: 1e-9)
        XCTAssertEqual(try top(7.5), 603)
        XCTAssertEqual(try scene.layer("blurEffectView", at: 7.5).numbers("tintColor"), [0, 0, 0, 0])
        XCTAssertEqual(try scene.layer("expandedLabel", at: 7.5).number("opacity"), 0)
        // The drag up from the bar at 8 s: 150 points at 8.3 s; let go going up, it expands.
        XCTAssertEqual(try top(8.3), 453, accuracy: 1e-9)
        XCTAssertEqual(try top(10), 120)
        XCTAssertEqual(try scene.layer("detailButton", at: 10).number("opacity"), 1)
    }

    func testTwentyHalfTurnsSpinTheSquareWhereOneWholeTurnDoesNothing() throws {
        let scene = try SeedScene("DecomposedSpin")
        // The tap ends at 0.55 s and starts both 5 s ease-in-out (0.42, 0, 0.58, 1) animators.
        // Each of the right square's twenty half turns adds −180° × (1 − p): at 1.05 s the time
        // fraction 0.1 gives p = 0.019722, so −3600° × 0.980278 = −3528.999°, which is 71.001°;
        // at 2 s, 0.29 gives p = 0.174924: −2970.275°, which is −90.275°.
        XCTAssertEqual(turnAndScale(try scene.layer("square", at: 1.05)).degrees, 71.0008327739, accuracy: 1e-6)
        XCTAssertEqual(turnAndScale(try scene.layer("square", at: 2)).degrees, -90.2753262801, accuracy: 1e-6)
        // The left square's one turn of 20π ends where it began: nothing to animate.
        for t in [1.05, 2, 3.05] {
            XCTAssertEqual(turnAndScale(try scene.layer("wholeTurnSquare", at: t)).degrees, 0, accuracy: 1e-9)
        }
        // Done: both upright.
        XCTAssertEqual(turnAndScale(try scene.layer("square", at: 6)).degrees, 0, accuracy: 1e-9)
    }
}
