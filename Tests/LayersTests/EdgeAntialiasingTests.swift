import Geometry
@testable import Layers
import Raster
import XCTest

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask`: a transformed layer's own outline is
/// aliased unless it asks; what it draws inside (rounded corners) stays antialiased.
final class EdgeAntialiasingTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// A 20 × 20 red square turned 45° about its centre (50, 50) on white, at scale 1: a
    /// diamond whose pixel centres (half-integer offsets dx, dy from the centre) are inside
    /// exactly when |dx| + |dy| < 10√2 ≈ 14.14, i.e. |dx| + |dy| ≤ 14 (an integer never on it).
    private func diamond(_ configure: (Layer) -> Void = { _ in }) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let square = Layer()
        square.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        square.position = Point(x: 50, y: 50)
        square.backgroundColor = red
        square.transform = .rotation(.pi / 4, 0, 0, 1)
        configure(square)
        root.addSublayer(square)
        var buffer = PixelBuffer(width: 100, height: 100)
        Compositor().render(root, background: .white, scale: 1, into: &buffer)
        return buffer
    }

    private func isPartial(_ p: Pixel) -> Bool { p.g > 2 && p.g < 253 }

    func testByDefaultTheOutlineIsAliasedPixelCentresInsideDrawnWhole() {
        let buffer = diamond()
        for y in 0..<100 {
            for x in 0..<100 {
                let taxicab = abs(Double(x) + 0.5 - 50) + abs(Double(y) + 0.5 - 50)
                let p = buffer[x, y]
                if taxicab <= 14 {
                    XCTAssertTrue(p.r == 255 && p.g <= 1 && p.b <= 1, "(\(x), \(y)) inside but \(p)")
                } else {
                    XCTAssertEqual(p, Pixel(r: 255, g: 255, b: 255, a: 255), "(\(x), \(y)) outside")
                }
            }
        }
    }

    func testAGroupDrawnFromItsPictureIsAliasedToo() {
        // Half opacity with a sublayer: the square composites as a group, drawn from a picture
        // of its subtree; its outline is still cut at pixel centres. The green square inside
        // covers the top-left quarter of the layer.
        let buffer = diamond { square in
            square.opacity = 0.5
            let inner = Layer()
            inner.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            inner.backgroundColor = Color(red: 0, green: 1, blue: 0)
            square.addSublayer(inner)
        }
        for y in 0..<100 {
            for x in 0..<100 {
                let taxicab = abs(Double(x) + 0.5 - 50) + abs(Double(y) + 0.5 - 50)
                let p = buffer[x, y]
                if taxicab > 14 {
                    XCTAssertEqual(p, Pixel(r: 255, g: 255, b: 255, a: 255), "(\(x), \(y)) outside")
                } else {
                    // Whole pixels only: red or green (or their mix across the inner square's edge)
                    // at half over white keeps blue at 127.5 (either way by rounding); a pixel the
                    // outline covered in part would show more of the white.
                    XCTAssertTrue((127...128).contains(p.b), "(\(x), \(y)) inside, a whole pixel: \(p)")
                }
            }
        }
    }

    func testAllowsEdgeAntialiasingSmoothsTheOutline() {
        let buffer = diamond { $0.allowsEdgeAntialiasing = true }
        XCTAssertGreaterThan(buffer.pixels.filter(isPartial).count, 40)
    }

    func testRoundedCornersStayAntialiasedWhileStraightEdgesAreAliased() {
        let buffer = diamond { $0.cornerRadius = 6 }
        // The tips (corners) of the diamond: the rounding is drawn into the bitmap, smooth.
        let nearTip = (0..<100).flatMap { y in (0..<100).map { x in (x, y) } }.filter { x, y in
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            return min(abs(dx), abs(dy)) < 3 && abs(dx) + abs(dy) > 8
        }
        XCTAssertGreaterThan(nearTip.filter { isPartial(buffer[$0.0, $0.1]) }.count, 4)
        // Midway along each straight side (|dx| ≈ |dy|), nothing is partial.
        for y in 0..<100 {
            for x in 0..<100 {
                let dx = abs(Double(x) + 0.5 - 50), dy = abs(Double(y) + 0.5 - 50)
                if abs(dx - dy) < 3, dx + dy > 10 {
                    XCTAssertFalse(isPartial(buffer[x, y]), "(\(x), \(y)) \(buffer[x, y])")
                }
            }
        }
    }

    func testTheMaskPicksTheAntialiasedEdges() {
        let turn = Transform3D.rotation(.pi / 6, 0, 0, 1)
        let buffer = diamond {
            $0.transform = turn
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = [.layerLeftEdge]
        }
        // The square's corners in device space: its bounds turned about the centre (50, 50).
        func corner(_ x: Double, _ y: Double) -> Point {
            let h = turn.apply(x: x - 10, y: y - 10)
            return Point(x: h.x + 50, y: h.y + 50)
        }
        let left = (corner(0, 0), corner(0, 20)), others = [(corner(0, 0), corner(20, 0)), (corner(20, 0), corner(20, 20)),
                                                           (corner(0, 20), corner(20, 20))]
        func distance(_ p: Point, _ s: (Point, Point)) -> Double {
            let (a, b) = s
            let t = max(0, min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / pow(a.distance(to: b), 2)))
            return p.distance(to: a.lerp(to: b, t))
        }
        var partial = 0
        for y in 0..<100 {
            for x in 0..<100 where isPartial(buffer[x, y]) {
                let c = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                partial += 1
                // At a corner the left edge's smoothing reaches pixels as near the other side.
                if [corner(0, 0), corner(0, 20)].contains(where: { c.distance(to: $0) < 1.5 }) { continue }
                XCTAssertLessThan(distance(c, left), others.map { distance(c, $0) }.min()!, "(\(x), \(y)) not on the left edge")
            }
        }
        XCTAssertGreaterThan(partial, 10)
    }

    func testALayerOnWholePixelsLooksTheSameEitherWay() {
        func render(_ allows: Bool) -> PixelBuffer {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            let box = Layer()
            box.frame = Rect(x: 5, y: 7, width: 20, height: 11)
            box.backgroundColor = red
            box.cornerRadius = 4
            box.allowsEdgeAntialiasing = allows
            root.addSublayer(box)
            var buffer = PixelBuffer(width: 40, height: 40)
            Compositor().render(root, background: .white, scale: 2, into: &buffer)
            return buffer
        }
        XCTAssertEqual(render(false), render(true))
    }
}
