import Geometry
@testable import Raster
import XCTest

/// Image draws with an outline whose sides are aliased (a pixel drawn whole when its centre is
/// inside, the top-left rule for centres on a side) or antialiased.
final class ImageOutlineTests: XCTestCase {
    private let red = Pixel(r: 255, g: 0, b: 0, a: 255)

    /// A 4 × 4 red image drawn at (2.5, 2.5): its quad runs from 2.5 to 6.5 on both axes, so
    /// its left and top sides pass exactly through the centres of column and row 2, its right
    /// and bottom sides through those of column and row 6.
    private func drawn(_ antialiased: ImageEdges) -> PixelBuffer {
        var buffer = PixelBuffer(width: 10, height: 10)
        let image = PixelBuffer(width: 4, height: 4, fill: red)
        buffer.draw(image, transform: .translation(2.5, 2.5, 0),
                    outline: ImageOutline(rect: Rect(x: 0, y: 0, width: 4, height: 4), antialiased: antialiased))
        return buffer
    }

    func testAliasedQuadDrawsThePixelsWhoseCentresAreInsideWithTheTopLeftRule() {
        let buffer = drawn([])
        for y in 0..<10 {
            for x in 0..<10 {
                // Centres on the left and top sides (2.5) are in; on the right and bottom (6.5) out.
                let inside = (2...5).contains(x) && (2...5).contains(y)
                XCTAssertEqual(buffer[x, y], inside ? red : .clear, "pixel (\(x), \(y))")
            }
        }
    }

    func testAntialiasedSidesCoverHalfTheEdgePixels() {
        let buffer = drawn(.all)
        XCTAssertEqual(Int(buffer[2, 4].a), 128, accuracy: 1)
        XCTAssertEqual(Int(buffer[6, 4].a), 128, accuracy: 1)
        XCTAssertEqual(Int(buffer[4, 2].a), 128, accuracy: 1)
        XCTAssertEqual(buffer[4, 4], red)
    }

    func testOnlyTheSidesInTheMaskAreAntialiased() {
        let buffer = drawn([.minX])
        XCTAssertEqual(Int(buffer[2, 4].a), 128, accuracy: 1)  // left: half covered
        XCTAssertEqual(buffer[1, 4], .clear)
        XCTAssertEqual(buffer[5, 4], red)  // right: aliased, centre 5.5 inside
        XCTAssertEqual(buffer[6, 4], .clear)  // centre 6.5 on the right side: out
        XCTAssertEqual(buffer[4, 2], red)  // top: aliased, centre on the side: in
        XCTAssertEqual(buffer[4, 6], .clear)
    }

    func testABentSideIsCutOnlyAlongItsStraightPart() {
        // A 10 × 10 red image at (2.5, 2.5) with the outline {1, 1, 8, 8}: device 3.5 … 11.5, all
        // sides aliased. The top runs straight only over image x 4 … 7 (device 6.5 … 9.5), as a
        // rounded rectangle's between its corners; beyond, the image's own top edge (device 2.5)
        // bounds the draw, antialiased.
        var buffer = PixelBuffer(width: 16, height: 16)
        let image = PixelBuffer(width: 10, height: 10, fill: red)
        var straight = StraightSides.whole
        straight.minY = 4...7
        buffer.draw(image, transform: .translation(2.5, 2.5, 0),
                    outline: ImageOutline(rect: Rect(x: 1, y: 1, width: 8, height: 8), antialiased: [], straight: straight))
        XCTAssertEqual(buffer[8, 3], red, "on the straight part, centre 3.5 on the side: in (top-left rule)")
        XCTAssertEqual(buffer[8, 2], .clear, "above the straight part: cut")
        XCTAssertEqual(Int(buffer[4, 2].a), 128, accuracy: 1, "beyond it, centre 2.5 on the image's edge: half")
        XCTAssertEqual(buffer[4, 3], red)
        XCTAssertEqual(buffer[4, 1], .clear, "a pixel past the image's edge")
        XCTAssertEqual(buffer[2, 8], .clear, "the left side is straight all along: cut at 3.5")
        XCTAssertEqual(buffer[3, 8], red)
    }

    /// Collects a polygon's coverage by pixel.
    private struct Collected: CoverageSink {
        var coverage: [Int: UInt8] = [:]
        let width: Int
        mutating func blend(y: Int, x: Int, count: Int, coverage c: UnsafePointer<UInt8>) {
            for i in 0..<count {
                XCTAssertNil(coverage[y * width + x + i], "pixel (\(x + i), \(y)) reported twice")
                coverage[y * width + x + i] = c[i]
            }
        }
    }

    func testRowRunsOfABentPolygonMatchItsPixelByPixelCoverage() {
        // The fast path (runs found per row, their insides filled without measuring) against the
        // scalar one (`coverage(x:y:)` at every pixel), for outlines turned, flipped and in
        // perspective, with sides straight in part, not at all, or all along.
        let image = (width: 40, height: 30)
        let rect = Rect(x: 1.3, y: 1.6, width: 37, height: 26.5)
        var partly = StraightSides.whole
        partly.minY = 9...30
        partly.maxY = nil
        partly.minX = 8 ... .infinity
        let none = StraightSides(minX: nil, maxX: nil, minY: nil, maxY: nil)
        var perspective = Transform3D.rotation(0.6, 0, 1, 0)
        perspective.m34 = -1.0 / 120
        let transforms: [Transform3D] = [
            .translation(10.3, 7.8, 0),
            Transform3D.rotation(0.45, 0, 0, 1).concatenating(.translation(30.2, 12.6, 0)),
            Transform3D.scale(-1.7, 1.2, 1).concatenating(.translation(90.5, 20.25, 0)),
            perspective.concatenating(.translation(40, 30, 0)),
        ]
        let clip = IntRect(x: 0, y: 0, width: 100, height: 80)
        var checked = 0
        for transform in transforms {
            let placement = ImagePlacement(width: image.width, height: image.height, transform: transform)
            for straight in [partly, none] {
                for antialiased in [ImageEdges(), [.minX, .maxY]] {
                    var rasterizer = Rasterizer(clip: clip)
                    rasterizer.addOutline(of: placement, width: image.width, height: image.height,
                                          outline: ImageOutline(rect: rect, antialiased: antialiased, straight: straight))
                    guard let polygon = rasterizer.aliasedPolygon else { return XCTFail("no bent polygon for \(transform)") }
                    var runs = Collected(width: clip.width)
                    polygon.render(clip: clip, into: &runs)
                    for y in 0..<clip.height {
                        for x in 0..<clip.width {
                            let scalar = polygon.coverage(x: x, y: y)
                            XCTAssertEqual(runs.coverage[y * clip.width + x] ?? 0, scalar, "(\(x), \(y)) under \(transform)")
                            if scalar > 0 { checked += 1 }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 4000)
    }

    func testDegenerateOutlinesDrawNothingAndDoNotCrash() {
        var buffer = PixelBuffer(width: 8, height: 8)
        let image = PixelBuffer(width: 4, height: 4, fill: red)
        for rect in [Rect(x: 0, y: 0, width: 0, height: 4), Rect(x: .nan, y: 0, width: 4, height: 4),
                     Rect(x: 0, y: 0, width: .infinity, height: 4), Rect(x: -1e300, y: 0, width: 1e300, height: 1e300)] {
            buffer.draw(image, transform: .rotation(0.3, 0, 0, 1), outline: ImageOutline(rect: rect, antialiased: []))
        }
        var edgeOn = Transform3D.rotation(.pi / 2, 0, 1, 0)
        edgeOn.m34 = -1.0 / 100
        buffer.draw(image, transform: edgeOn, outline: ImageOutline(rect: Rect(x: 0, y: 0, width: 4, height: 4), antialiased: []))
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == .clear || $0.a == 255 })
    }
}
