import GoldenTesting
import Geometry
import Raster
import XCTest

/// Strokes, checked against golden images (each looked at when it was made). A thin dark
/// line marks the path itself where that helps to judge caps and joins.
final class StrokeGoldenTests: XCTestCase {
    let ink = Paint.solid(Color(hex: 0x335577))
    let guide = Paint.solid(Color(hex: 0xFF3030))

    func line(_ a: Point, _ b: Point) -> Path {
        makePath { p in p.move(to: a); p.addLine(to: b) }
    }

    func testCaps() {
        // Butt, round and square caps on 16-wide lines from x = 30 to 130.
        var b = canvas(160, 90)
        for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
            let y = 18 + Double(i) * 28
            b.stroke(line(Point(30, y), Point(130, y)), style: StrokeStyle(width: 16, cap: cap), paint: ink)
            b.stroke(line(Point(30, y), Point(130, y)), style: StrokeStyle(width: 1), paint: guide)
        }
        assertGolden(b, named: "stroke-caps", tolerance: 1)
    }

    func testJoins() {
        // Miter, round and bevel joins (top to bottom) on a zigzag with right-angled corners
        // and a gentler last one.
        var b = canvas(160, 150)
        for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
            let y = 42 + Double(i) * 46
            let zigzag = makePath { p in
                p.move(to: Point(15, y)); p.addLine(to: Point(40, y - 25)); p.addLine(to: Point(65, y))
                p.addLine(to: Point(90, y - 25)); p.addLine(to: Point(145, y - 10))
            }
            b.stroke(zigzag, style: StrokeStyle(width: 14, join: join), paint: ink)
            b.stroke(zigzag, style: StrokeStyle(width: 1), paint: guide)
        }
        assertGolden(b, named: "stroke-joins", tolerance: 1)
    }

    func testMiterLimit() {
        // Two sharp corners: 20° (miter length 1/sin 10° ≈ 5.8 widths, kept with limit 10)
        // and 8° (≈ 14.3 widths, beyond the limit: bevelled).
        var b = canvas(160, 100)
        func wedge(_ x: Double, _ degrees: Double) -> Path {
            let half = degrees / 2 * Double.pi / 180
            return makePath { p in
                p.move(to: Point(x - 70 * sin(half), 95 - 70 * cos(half) + 70))
                p.addLine(to: Point(x, 30))
                p.addLine(to: Point(x + 70 * sin(half), 95 - 70 * cos(half) + 70))
            }
        }
        b.stroke(wedge(45, 20), style: StrokeStyle(width: 6, join: .miter), paint: ink)
        b.stroke(wedge(115, 8), style: StrokeStyle(width: 6, join: .miter), paint: ink)
        assertGolden(b, named: "stroke-miter-limit", tolerance: 1)
    }

    func testClosedShapesJoinAtTheStart() {
        // A closed triangle (all three corners mitred) beside the same triangle drawn back to
        // its start without closing (butt caps meet there, leaving a notch).
        var b = canvas(160, 80)
        let closed = polygon([Point(15, 65), Point(40, 15), Point(70, 65)])
        b.stroke(closed, style: StrokeStyle(width: 8, join: .miter), paint: ink)
        let open = makePath { p in
            p.move(to: Point(95, 65)); p.addLine(to: Point(120, 15)); p.addLine(to: Point(150, 65)); p.addLine(to: Point(95, 65))
        }
        b.stroke(open, style: StrokeStyle(width: 8, cap: .butt, join: .miter), paint: ink)
        assertGolden(b, named: "stroke-closed", tolerance: 1)
    }

    func testCurvesAndTransforms() {
        // A stroked circle, a cubic wave with round caps, and an ellipse whose stroke is
        // squashed by a non-uniform scale (thicker left and right than top and bottom).
        var b = canvas(160, 100)
        b.stroke(.oval(in: Rect(10, 10, 50, 50)), style: StrokeStyle(width: 5), paint: ink)
        let wave = makePath { p in
            p.move(to: Point(75, 40)); p.addCurve(to: Point(150, 40), control1: Point(100, -10), control2: Point(125, 90))
        }
        b.stroke(wave, style: StrokeStyle(width: 7, cap: .round), paint: .solid(Color(hex: 0xC71585)))
        b.stroke(.oval(in: Rect(0, 0, 20, 20)), style: StrokeStyle(width: 2),
                 transform: AffineTransform(scaleX: 4, y: 1).concatenating(AffineTransform(translationX: 20, y: 72)),
                 paint: .solid(Color(hex: 0x228B22)))
        assertGolden(b, named: "stroke-curves", tolerance: 1)
    }

    func testDashes() {
        // From the top: [20, 10]; the same with phase 15; [20] (odd: 20 on, 20 off) with round
        // caps; dots from zero-length dashes with round caps; square dots turned along a
        // diagonal; a dashed circle.
        var b = canvas(160, 140)
        let y0 = 12.0
        b.stroke(line(Point(10, y0), Point(150, y0)), style: StrokeStyle(width: 6, dashPattern: [20, 10]), paint: ink)
        b.stroke(line(Point(10, y0 + 16), Point(150, y0 + 16)),
                 style: StrokeStyle(width: 6, dashPattern: [20, 10], dashPhase: 15), paint: ink)
        b.stroke(line(Point(10, y0 + 32), Point(150, y0 + 32)),
                 style: StrokeStyle(width: 6, cap: .round, dashPattern: [20]), paint: ink)
        b.stroke(line(Point(10, y0 + 48), Point(150, y0 + 48)),
                 style: StrokeStyle(width: 6, cap: .round, dashPattern: [0, 12]), paint: ink)
        b.stroke(line(Point(10, 120), Point(80, 70)),
                 style: StrokeStyle(width: 6, cap: .square, dashPattern: [0, 14]), paint: ink)
        b.stroke(.oval(in: Rect(95, 70, 55, 55)), style: StrokeStyle(width: 4, dashPattern: [12, 6, 3, 6]),
                 paint: .solid(Color(hex: 0xB22222)))
        assertGolden(b, named: "stroke-dashes", tolerance: 1)
    }

    func testTrimming() {
        // strokeStart/strokeEnd: a circle from 0.1 to 0.6 (it starts at the rightmost point and
        // runs clockwise), a square's first half (top and right edges), and a wave from 0.25 to 1,
        // each over a faint full copy.
        var b = canvas(160, 80)
        let faint = Paint.solid(Color(hex: 0xDDDDDD))
        let circle = Path.oval(in: Rect(10, 10, 60, 60))
        b.stroke(circle, style: StrokeStyle(width: 6), paint: faint)
        b.stroke(circle.trimmed(from: 0.1, to: 0.6), style: StrokeStyle(width: 6, cap: .round), paint: ink)
        let square = Path.rect(Rect(90, 15, 50, 50))
        b.stroke(square, style: StrokeStyle(width: 6), paint: faint)
        b.stroke(square.trimmed(from: 0, to: 0.5), style: StrokeStyle(width: 6), paint: ink)
        assertGolden(b, named: "stroke-trimmed", tolerance: 1)
    }

    func testZeroLengthSegmentsAndHairlines() {
        // A zero-length segment draws a dot with round caps, a square with square caps and
        // nothing with butt caps; a width of 0 draws nothing at all.
        var b = canvas(100, 40)
        let dot = { (x: Double) in self.line(Point(x, 20), Point(x, 20)) }
        b.stroke(dot(20), style: StrokeStyle(width: 16, cap: .round), paint: ink)
        b.stroke(dot(50), style: StrokeStyle(width: 16, cap: .square), paint: ink)
        b.stroke(dot(80), style: StrokeStyle(width: 16, cap: .butt), paint: ink)
        b.stroke(line(Point(5, 5), Point(95, 35)), style: StrokeStyle(width: 0), paint: ink)
        assertGolden(b, named: "stroke-dots", tolerance: 1)
    }
}
