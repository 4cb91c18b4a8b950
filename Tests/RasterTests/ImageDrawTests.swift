import GoldenTesting
import Geometry
import Raster
import XCTest

final class ImageDrawTests: XCTestCase {
    let picture = testPicture(width: 48, height: 32)

    /// A perspective view: the picture turned about the vertical axis through its middle,
    /// seen from 300 away, centred at (cx, cy).
    func perspective(angle: Double, cx: Double, cy: Double, scale: Double = 1) -> Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 300
        return Transform3D.translation(-24, -16, 0)
            .concatenating(.scale(scale, scale, 1))
            .concatenating(.rotation(angle, 0, 1, 0))
            .concatenating(p)
            .concatenating(.translation(cx, cy, 0))
    }

    func testIntegerTranslationCopiesPixels() {
        var b = PixelBuffer(width: 60, height: 40)
        b.draw(picture, transform: .translation(5, 3, 0))
        for (x, y) in [(0, 0), (5, 3), (20, 10), (52, 34), (53, 35), (4, 3)] {
            let inside = x >= 5 && y >= 3 && x < 53 && y < 35
            XCTAssertEqual(b[x, y], inside ? picture[x - 5, y - 3] : .clear, "(\(x), \(y))")
        }
        // Half opacity halves every premultiplied channel.
        var half = PixelBuffer(width: 60, height: 40)
        half.draw(picture, transform: .translation(5, 3, 0), opacity: 0.5)
        let p = picture[10, 10], q = half[15, 13]
        XCTAssertEqual(Double(q.r), Double(p.r) * 128 / 255, accuracy: 0.5)
        XCTAssertEqual(q.a, 128)
    }

    func testSourceOverArithmetic() {
        // 50%-alpha red (premultiplied 128, 0, 0, 128) over opaque blue (0, 0, 255, 255):
        // red 128, blue 255 × 127/255 = 127, alpha 255.
        var b = PixelBuffer(width: 1, height: 1, fill: Pixel(r: 0, g: 0, b: 255, a: 255))
        let source = PixelBuffer(width: 1, height: 1, fill: Pixel(r: 128, g: 0, b: 0, a: 128))
        b.draw(source, transform: .identity)
        XCTAssertEqual(b[0, 0], Pixel(r: 128, g: 0, b: 127, a: 255))
        // The same over a clear pixel stays as it is.
        var clear = PixelBuffer(width: 1, height: 1)
        clear.draw(source, transform: .identity)
        XCTAssertEqual(clear[0, 0], Pixel(r: 128, g: 0, b: 0, a: 128))
    }

    func testScaledImageSamplesPixelCentres() {
        // A 2 × 1 image (black, white) scaled 4× across: device pixel centres 0.5…7.5 map to
        // image x 0.125…1.875; bilinear between the centres at 0.5 and 1.5, clamped outside.
        let two = PixelBuffer(width: 2, height: 1, pixels: [Pixel(r: 0, g: 0, b: 0, a: 255), Pixel(r: 255, g: 255, b: 255, a: 255)])
        var b = PixelBuffer(width: 8, height: 1)
        b.draw(two, transform: .scale(4, 1, 1))
        let expected = (0..<8).map { x -> Double in
            let u = (Double(x) + 0.5) / 4
            return 255 * min(max(u - 0.5, 0), 1)
        }
        for x in 0..<8 { XCTAssertEqual(Double(b[x, 0].r), expected[x], accuracy: 1, "x = \(x)") }
        var nearest = PixelBuffer(width: 8, height: 1)
        nearest.draw(two, transform: .scale(4, 1, 1), sampling: .nearest)
        XCTAssertEqual(nearest.pixels.map(\.r), [0, 0, 0, 0, 255, 255, 255, 255])
    }

    func testFastPathsMatchTheReference() {
        let mask = AlphaMask(path: .oval(in: Rect(4, 2, 90, 70)), transform: .identity, rule: .nonZero,
                             bounds: IntRect(x: 0, y: 0, width: 100, height: 80))
        let background = checkerboard(width: 100, height: 80, cell: 5, Pixel(r: 200, g: 200, b: 200, a: 255),
                                      Pixel(r: 40, g: 60, b: 80, a: 200))
        let translucent = PixelBuffer(width: 48, height: 32, pixels: picture.pixels.enumerated().map { i, p in
            let a = UInt32(80 + (i * 7) % 176)
            return Pixel(r: UInt8(UInt32(p.r) * a / 255), g: UInt8(UInt32(p.g) * a / 255), b: UInt8(UInt32(p.b) * a / 255), a: UInt8(a))
        })
        // (Scales are chosen so that no pixel centre lands exactly on a boundary between image
        // pixels, where nearest sampling may rightly pick either.)
        let transforms: [(String, Transform3D)] = [
            ("translation", .translation(7, 9, 0)),
            ("fractional translation", .translation(7.3, 9.6, 0)),
            ("rotation", Transform3D.rotation(0.5, 0, 0, 1).concatenating(.translation(40, 5, 0))),
            ("scale up", Transform3D.scale(1.93, 2.31, 1).concatenating(.translation(-10, -5, 0))),
            ("scale down", Transform3D.scale(0.45, 0.7, 1).concatenating(.translation(30, 30, 0))),
            ("mirror", Transform3D.scale(-1.31, 1, 1).concatenating(.translation(80.2, 20, 0))),
            ("perspective", perspective(angle: 0.9, cx: 50, cy: 40, scale: 1.5)),
            ("steep perspective", perspective(angle: 1.45, cx: 50, cy: 40, scale: 2)),
        ]
        for (name, t) in transforms {
            for image in [picture, translucent] {
                for (opacity, useMask) in [(1.0, false), (0.6, false), (1.0, true), (0.35, true)] {
                    for sampling in [Sampling.bilinear, .nearest] {
                        var fast = background, slow = background
                        let m = useMask ? mask : nil
                        fast.draw(image, transform: t, opacity: opacity, clip: IntRect(x: 2, y: 3, width: 95, height: 74),
                                  mask: m, sampling: sampling)
                        slow.drawReference(image, transform: t, opacity: opacity, clip: IntRect(x: 2, y: 3, width: 95, height: 74),
                                           mask: m, sampling: sampling)
                        XCTAssertLessThanOrEqual(largestDifference(fast, slow), 2,
                                                 "\(name), opacity \(opacity), mask \(useMask), \(sampling)")
                        XCTAssertNotEqual(fast, background, name)
                    }
                }
            }
        }
    }

    func testAffineGolden() {
        // The picture turned 30° and scaled 1.5×, and again at half opacity, mirrored.
        var b = canvas(160, 100)
        b.draw(picture, transform: Transform3D.translation(-24, -16, 0).concatenating(.scale(1.5, 1.5, 1))
            .concatenating(.rotation(Double.pi / 6, 0, 0, 1)).concatenating(.translation(50, 50, 0)))
        b.draw(picture, transform: Transform3D.translation(-24, -16, 0).concatenating(.scale(-1.2, 1.2, 1))
            .concatenating(.translation(120, 50, 0)), opacity: 0.5)
        assertGolden(b, named: "image-affine", tolerance: 1)
    }

    func testPerspectiveGolden() {
        // Turned 50° about the vertical axis, and turned 80° so the far side nearly vanishes.
        var b = canvas(160, 80)
        b.draw(picture, transform: perspective(angle: 50 * Double.pi / 180, cx: 45, cy: 40, scale: 1.6))
        b.draw(picture, transform: perspective(angle: 80 * Double.pi / 180, cx: 120, cy: 40, scale: 1.6))
        assertGolden(b, named: "image-perspective", tolerance: 1)
    }

    func testPartBehindTheViewerIsCutOff() {
        // Seen from 100 away, an image 400 wide turned 60°: its right part passes behind the
        // eye (w ≤ 0) and is cut; the left part still draws, the far edge towards the horizon.
        var p = Transform3D.identity
        p.m34 = -1.0 / 100
        let t = Transform3D.translation(-200, -16, 0).concatenating(.rotation(Double.pi / 3, 0, 1, 0))
            .concatenating(p).concatenating(.translation(80, 40, 0))
        let wide = testPicture(width: 400, height: 32)
        var b = canvas(160, 80)
        b.draw(wide, transform: t)
        var reference = canvas(160, 80)
        reference.drawReference(wide, transform: t)
        XCTAssertLessThanOrEqual(largestDifference(b, reference), 2)
        XCTAssertNotEqual(b, canvas(160, 80))
        assertGolden(b, named: "image-behind-viewer", tolerance: 1)
        // Wholly behind: nothing.
        var behind = PixelBuffer(width: 20, height: 20)
        var q = Transform3D.identity
        q.m44 = -1
        behind.draw(picture, transform: q)
        XCTAssertEqual(behind, PixelBuffer(width: 20, height: 20))
    }

    func testImagePaint() {
        // A disc filled with the picture scaled 2× and turned: transparent outside the image.
        var b = canvas(120, 90)
        let imageToUser = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(rotationAngle: 0.2))
            .concatenating(AffineTransform(translationX: 20, y: 5))
        b.fill(.oval(in: Rect(5, 5, 110, 80)), paint: .image(picture, transform: imageToUser))
        assertGolden(b, named: "image-paint", tolerance: 1)
        // With no scale or turn, the paint reproduces the pixels exactly inside the image.
        var exact = PixelBuffer(width: 48, height: 32)
        exact.fill(.rect(Rect(0, 0, 48, 32)), paint: .image(picture, transform: .identity))
        XCTAssertEqual(exact, picture)
    }
}

/// UIImage.withTintColor: the image's coverage filled with the colour.
final class ImageTintTests: XCTestCase {
    func testTintKeepsCoverageAndTakesTheColour() {
        // Premultiplied pixels: opaque white, half-covered grey, and nothing.
        let pixels = PixelBuffer(width: 3, height: 1, pixels: [
            Pixel(r: 255, g: 255, b: 255, a: 255), Pixel(r: 60, g: 60, b: 60, a: 128), .clear,
        ])
        let tinted = Image(pixels: pixels, scale: 2, name: "bell").tinted(with: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        // Opaque: the colour at half alpha, premultiplied (255·0.5·1, 255·0.5·0.5, 0, 255·0.5)
        // = (128, 64, 0, 128) after rounding; coverage 128: (64, 32, 0, 64); none stays none.
        XCTAssertEqual(tinted.pixels.pixels, [Pixel(r: 128, g: 64, b: 0, a: 128), Pixel(r: 64, g: 32, b: 0, a: 64), .clear])
        XCTAssertEqual(tinted.scale, 2)
    }
}
