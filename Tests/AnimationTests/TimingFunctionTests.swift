import Animation
import XCTest

final class TimingFunctionTests: XCTestCase {
    // y at x = 0.1, 0.25, 0.5, 0.75, 0.9. Computed independently with mpmath at 40 digits:
    // x(s) = 3(1−s)²s·c1x + 3(1−s)s²·c2x + s³ solved for s by bisection to 1e-35, then y(s).
    private let references: [(TimingFunction, [Double])] = [
        (.easeIn, [0.017026609652, 0.093464650719, 0.315356812573, 0.621861869175, 0.839427845762]),
        (.easeOut, [0.160572154238, 0.378138130825, 0.684643187427, 0.906535349281, 0.982973390348]),
        (.easeInEaseOut, [0.019722453548, 0.129161931047, 0.5, 0.870838068953, 0.980277546452]),
        (.default, [0.094796305716, 0.408510591355, 0.802403387585, 0.960458978349, 0.994316477485]),
        // An overshooting "back" curve: y leaves 0...1.
        (TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
         [-0.066291477334, -0.082807108828, 0.606679897224, 1.089165774813, 1.062373195166]),
    ]

    func testNamedCurvesMatchHighPrecisionReferences() {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (curve, ys) in references {
            for (x, y) in zip(xs, ys) {
                XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-11, "\(curve) at \(x)")
            }
        }
    }

    func testSlopesMatchHighPrecisionReferences() {
        // dy/dx = y′(s)/x′(s) at x = 0.25, 0.5, 0.75, from the same mpmath solution.
        let expected: [(TimingFunction, [Double])] = [
            (.easeIn, [0.674597794608, 1.073978779815, 1.368288963395]),
            (.easeInEaseOut, [1.059261841175, 1.724137931034, 1.059261841175]),
            (.default, [2.207882945659, 0.994142452426, 0.346765721613]),
        ]
        for (curve, slopes) in expected {
            for (x, slope) in zip([0.25, 0.5, 0.75], slopes) {
                XCTAssertEqual(curve.slope(at: x), slope, accuracy: 1e-9, "\(curve) at \(x)")
            }
        }
    }

    func testSlopesAtTheEnds() {
        // default starts along its first control point: 0.1 / 0.25.
        XCTAssertEqual(TimingFunction.default.slope(at: 0), 0.4, accuracy: 1e-12)
        // easeIn leaves flat: y′(0) = 3·0 against x′(0) = 3·0.42.
        XCTAssertEqual(TimingFunction.easeIn.slope(at: 0), 0, accuracy: 1e-12)
        // easeIn's second control point is the end point, so both first derivatives vanish at 1;
        // B″(1) = 6(P3 − 2P2 + P1) = 6(−0.58, −1) gives 1/0.58.
        XCTAssertEqual(TimingFunction.easeIn.slope(at: 1), 1 / 0.58, accuracy: 1e-9)
        XCTAssertEqual(TimingFunction.linear.slope(at: 0.3), 1)
        // A control point straight above the start: a vertical tangent.
        XCTAssertEqual(TimingFunction(controlPoints: 0, 1, 1, 1).slope(at: 0), .infinity)
    }

    func testSolvesXToBetterThanTenToTheMinusSeven() {
        // For the symmetric easeInEaseOut, y(x) + y(1 − x) = 1 exactly; an error of δ in the
        // solved x shows up as about slope·δ here. Checked densely over 0...1.
        for i in 1..<1000 {
            let x = Double(i) / 1000
            let sum = TimingFunction.easeInEaseOut.value(at: x) + TimingFunction.easeInEaseOut.value(at: 1 - x)
            XCTAssertEqual(sum, 1, accuracy: 1e-10, "at \(x)")
        }
        // easeOut is easeIn turned half round: easeOut(x) = 1 − easeIn(1 − x).
        for i in 1..<1000 {
            let x = Double(i) / 1000
            XCTAssertEqual(TimingFunction.easeOut.value(at: x), 1 - TimingFunction.easeIn.value(at: 1 - x), accuracy: 1e-10)
        }
    }

    func testEndsAndClamping() {
        for curve in [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default, .linear] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            XCTAssertEqual(curve.value(at: -3), 0)
            XCTAssertEqual(curve.value(at: 7), 1)
            XCTAssertEqual(curve.value(at: .nan), 0)
        }
        XCTAssertEqual(TimingFunction.linear.value(at: 0.37), 0.37)
    }

    func testControlPointXIsClampedAndBadNumbersAreReplaced() {
        let f = TimingFunction(controlPoints: -1, 0.5, 2, .nan)
        XCTAssertEqual(f.c1x, 0)
        XCTAssertEqual(f.c2x, 1)
        XCTAssertEqual(f.c2y, 0)
        XCTAssertEqual(TimingFunction(controlPoints: .nan, 0, .infinity, 1).c1x, 0)
        XCTAssertEqual(TimingFunction(controlPoints: .nan, 0, .infinity, 1).c2x, 1)
        // A clamped curve is still a function: y stays finite everywhere.
        for i in 0...100 { XCTAssertTrue(f.value(at: Double(i) / 100).isFinite) }
    }

    func testNames() {
        XCTAssertEqual(TimingFunction.names, ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        XCTAssertEqual(TimingFunction(name: "easeIn"), TimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertEqual(TimingFunction(name: "default"), TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        XCTAssertNotEqual(TimingFunction.default, TimingFunction.easeInEaseOut)
        XCTAssertNil(TimingFunction(name: "bouncy"))
        XCTAssertEqual(TimingFunction.easeOut.name, "easeOut")
        XCTAssertNil(TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).name)
    }
}
