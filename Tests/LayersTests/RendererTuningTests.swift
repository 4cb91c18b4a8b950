import Geometry
@testable import Layers
import Raster
import XCTest

/// The renderer-tuning properties that change pixels on iOS change them here: group opacity
/// and coarse rasterization.
final class RendererTuningTests: XCTestCase {
    /// A 50%-opaque parent holding two 50%-opaque red squares that overlap on x 10..<20, over white.
    private func overlapping(groupOpacity: Bool) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        let parent = Layer()
        parent.frame = root.bounds
        parent.opacity = 0.5
        parent.allowsGroupOpacity = groupOpacity
        root.addSublayer(parent)
        for x in [0.0, 10.0] {
            let child = Layer()
            child.frame = Rect(x: x, y: 0, width: 20, height: 10)
            child.backgroundColor = Color(red: 1, green: 0, blue: 0)
            child.opacity = 0.5
            parent.addSublayer(child)
        }
        var buffer = PixelBuffer(width: 30, height: 10)
        Compositor().render(root, background: .white, scale: 1, into: &buffer, full: true)
        return buffer
    }

    private func assertPixel(_ p: Pixel, _ expected: (Int, Int, Int), _ message: String, line: UInt = #line) {
        XCTAssertEqual(Int(p.r), expected.0, accuracy: 1, message, line: line)
        XCTAssertEqual(Int(p.g), expected.1, accuracy: 1, message, line: line)
        XCTAssertEqual(Int(p.b), expected.2, accuracy: 1, message, line: line)
        XCTAssertEqual(Int(p.a), 255, message, line: line)
    }

    /// With group opacity (the default) the children composite first: alone each is red at
    /// 0.5; where they overlap, 0.5 + 0.5 × 0.5 = 0.75 red. The group at 0.5 over white then
    /// gives green = blue = 1 − 0.5 × 0.5 = 0.75 → 191 alone, 1 − 0.5 × 0.75 = 0.625 → 159
    /// in the overlap; red stays 1.
    func testGroupOpacityFadesTheChildrenTogether() {
        let buffer = overlapping(groupOpacity: true)
        assertPixel(buffer[5, 5], (255, 191, 191), "one child")
        assertPixel(buffer[15, 5], (255, 159, 159), "overlap")
        assertPixel(buffer[25, 5], (255, 191, 191), "the other child")
    }

    /// Without it each child draws at 0.5 × 0.5 = 0.25 straight over white: alone green =
    /// 0.75 → 191 (the same), but in the overlap the second covers the first, 0.75 × 0.75 =
    /// 0.5625 → 143.
    func testWithoutGroupOpacityEachChildFadesAlone() {
        let buffer = overlapping(groupOpacity: false)
        assertPixel(buffer[5, 5], (255, 191, 191), "one child")
        assertPixel(buffer[15, 5], (255, 143, 143), "overlap")
        assertPixel(buffer[25, 5], (255, 191, 191), "the other child")
    }

    /// A 16×16 layer, red on its left half and white on its right, rasterized at `scale`
    /// (drawn at 1 pixel per point).
    private func halves(shouldRasterize: Bool, scale: Double) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 16, height: 16)
        let layer = Layer()
        layer.frame = root.bounds
        layer.backgroundColor = .white
        layer.shouldRasterize = shouldRasterize
        layer.rasterizationScale = scale
        let red = Layer()
        red.frame = Rect(x: 0, y: 0, width: 8, height: 16)
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        layer.addSublayer(red)
        root.addSublayer(layer)
        var buffer = PixelBuffer(width: 16, height: 16)
        Compositor().render(root, background: .white, scale: 1, into: &buffer, full: true)
        return buffer
    }

    /// At the device's scale a rasterized layer draws exactly as an ordinary one.
    func testRasterizingAtTheDeviceScaleChangesNothing() {
        XCTAssertEqual(halves(shouldRasterize: true, scale: 1), halves(shouldRasterize: false, scale: 1))
        XCTAssertEqual(halves(shouldRasterize: false, scale: 0.25), halves(shouldRasterize: false, scale: 1))
    }

    /// At a quarter of it the 4×4 bitmap scaled up blurs the sharp edge between x = 7 and
    /// x = 8: both become mixtures of red and white, redder on the left.
    func testALowRasterizationScaleBlursAsOnIOS() {
        let sharp = halves(shouldRasterize: false, scale: 1)
        XCTAssertEqual(sharp[7, 8].g, 0)
        XCTAssertEqual(sharp[8, 8].g, 255)
        let blurry = halves(shouldRasterize: true, scale: 0.25)
        XCTAssertGreaterThan(blurry[7, 8].g, 0)
        XCTAssertLessThan(blurry[8, 8].g, 255)
        XCTAssertLessThan(blurry[7, 8].g, blurry[8, 8].g)
        XCTAssertNotEqual(blurry, sharp)
    }

    /// The coarse bitmap is drawn whole, so a partial redraw gives the same pixels as a full one.
    func testARasterizedLayerRedrawsIncrementallyAsInFull() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        let layer = Layer()
        layer.frame = Rect(x: 4, y: 4, width: 30, height: 30)
        layer.backgroundColor = Color(red: 0, green: 0.5, blue: 1)
        layer.cornerRadius = 9
        layer.shouldRasterize = true
        layer.rasterizationScale = 0.3
        root.addSublayer(layer)
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 3, height: 3)
        dot.backgroundColor = .black
        root.addSublayer(dot)
        let compositor = Compositor()
        var incremental = PixelBuffer(width: 40, height: 40)
        compositor.render(root, background: .white, scale: 1, into: &incremental)
        dot.position = Point(x: 20, y: 20)
        compositor.render(root, background: .white, scale: 1, into: &incremental)
        var full = PixelBuffer(width: 40, height: 40)
        Compositor().render(root, background: .white, scale: 1, into: &full, full: true)
        XCTAssertEqual(incremental, full)
    }
}
