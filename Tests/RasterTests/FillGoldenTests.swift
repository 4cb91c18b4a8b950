import GoldenTesting
import Geometry
import Raster
import XCTest

/// Fills, checked against golden images (each looked at when it was made).
final class FillGoldenTests: XCTestCase {
    /// A five-pointed star drawn as one self-crossing line.
    func star(center: Point, radius: Double) -> Path {
        let points = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return polygon(points)
    }

    func testFillRules() {
        // Left non-zero (the centre is filled), right even-odd (the centre is a hole).
        var b = canvas(160, 80)
        b.fill(star(center: Point(40, 42), radius: 36), paint: .solid(Color(hex: 0x3366CC)), rule: .nonZero)
        b.fill(star(center: Point(120, 42), radius: 36), paint: .solid(Color(hex: 0xCC3333)), rule: .evenOdd)
        assertGolden(b, named: "fill-rules", tolerance: 1)
    }

    func testCurves() {
        // A quadratic bowl, a cubic S-shape, an ellipse and a ring (an oval with an oval hole).
        var b = canvas(160, 120)
        let bowl = makePath { p in
            p.move(to: Point(8, 10)); p.addQuadCurve(to: Point(72, 10), control: Point(40, 100)); p.close()
        }
        b.fill(bowl, paint: .solid(Color(hex: 0x2E8B57)))
        let s = makePath { p in
            p.move(to: Point(90, 10))
            p.addCurve(to: Point(150, 50), control1: Point(160, 0), control2: Point(80, 60))
            p.addLine(to: Point(150, 60))
            p.addCurve(to: Point(90, 20), control1: Point(70, 70), control2: Point(150, 10))
            p.close()
        }
        b.fill(s, paint: .solid(Color(hex: 0x8A2BE2)))
        b.fill(.oval(in: Rect(10, 70, 60, 40)), paint: .solid(Color(hex: 0xFF8C00)))
        var ring = Path.oval(in: Rect(95, 68, 50, 50))
        ring.append(.oval(in: Rect(108, 81, 24, 24)))
        b.fill(ring, paint: .solid(Color(hex: 0x1E90FF)), rule: .evenOdd)
        assertGolden(b, named: "fill-curves", tolerance: 1)
    }

    func testArcsFromSVG() throws {
        // SVG arcs: a pie slice and a rounded tab, under a rotation and scale.
        var b = canvas(120, 80)
        let pie = try Path(svg: "M40 40 L70 40 A30 30 0 1 1 40 10 Z")
        b.fill(pie, paint: .solid(Color(hex: 0xDAA520)))
        let tab = try Path(svg: "M0 0 h30 a6 6 0 0 1 6 6 v14 a6 6 0 0 1 -6 6 h-30 z")
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 78, y: 24))
        b.fill(tab, transform: t, paint: .solid(Color(hex: 0x20B2AA)))
        assertGolden(b, named: "fill-svg-arcs", tolerance: 1)
    }

    func testOpacityAndTranslucentColours() {
        // Three overlapping discs: opaque red, 60% green paint, blue at opacity 0.5.
        var b = canvas(120, 100)
        b.fill(.oval(in: Rect(10, 10, 60, 60)), paint: .solid(Color(hex: 0xFF0000)))
        b.fill(.oval(in: Rect(50, 10, 60, 60)), paint: .solid(Color(hex: 0x00AA00, alpha: 0.6)))
        b.fill(.oval(in: Rect(30, 35, 60, 60)), paint: .solid(Color(hex: 0x0000FF)), opacity: 0.5)
        assertGolden(b, named: "fill-opacity", tolerance: 1)
    }
}
