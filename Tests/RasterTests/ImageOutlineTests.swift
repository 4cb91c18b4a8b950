import Geometry
import Raster
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
