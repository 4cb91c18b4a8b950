import CRasterKernels
import Geometry
@testable import Raster
import XCTest

/// `PixelBuffer.shade`: coverage and colour worked out by hand at chosen pixels, agreement
/// with the path rasteriser (an independent, area-exact implementation) over whole shapes,
/// and the AVX-512 loop against its scalar twin, bit for bit.
final class ShadeProgramTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    func shaded(_ program: ShadeProgram, _ transform: AffineTransform = .identity, ppp: Double = 1, opacity: Double = 1,
                size: Int = 40, under: Pixel = .clear, kernels: KinemaKernels = KinemaKernelsBest) -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size, fill: under)
        buffer.shade(program, layerToBuffer: transform, pixelsPerPoint: ppp, opacity: opacity,
                     clip: IntRect(x: 0, y: 0, width: size, height: size), kernels: kernels)
        return buffer
    }

    func square(_ rect: Rect, _ paint: ShadePaint, radius: Double = 0, role: ShadeShape.Role = .fill) -> ShadeShape {
        ShadeShape(rect: rect, radii: Path.CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius),
                   paint: paint, role: role)
    }

    /// A square on whole pixels: whole inside, untouched outside; a side half a pixel in
    /// covers its pixels half (centre on the edge: distance 0, coverage ½).
    func testSquareOnPixelsAndHalfPixels() {
        let whole = shaded(ShadeProgram(shapes: [square(Rect(x: 10, y: 10, width: 10, height: 10), .solid(red))]))
        XCTAssertEqual(whole[15, 15], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(whole[10, 10], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(whole[9, 15], .clear)
        XCTAssertEqual(whole[20, 15], .clear)
        let half = shaded(ShadeProgram(shapes: [square(Rect(x: 10.5, y: 10, width: 10, height: 10), .solid(red))]))
        // round(255 × ½) = 128 (127.5 + ½ truncated).
        XCTAssertEqual(half[10, 15], Pixel(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(half[11, 15], Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// Turned 45° about its centre: a pixel centre on a side is half covered, one a pixel
    /// inside it whole, one a pixel outside not at all (distances measured along the normal).
    func testTurnedSquareCoverageByDistance() {
        let shape = square(Rect(x: -8, y: -8, width: 16, height: 16), .solid(red))
        let place = AffineTransform(rotationAngle: .pi / 4).concatenating(AffineTransform(translationX: 20, y: 20))
        // The right corner of the turned square is at (20 + 8√2, 20); pixel (x, 19) has its
        // centre at (x + ½, 19½), half a pixel above the corner's axis, where the side's
        // distance is ((x + ½ − 20) + ½ − 8√2)/√2 outward.
        let buffer = shaded(ShadeProgram(shapes: [shape]), place)
        let corner = 20 + 8 * 2.0.squareRoot()
        for x in 24..<33 {
            let d = ((Double(x) + 0.5 - 20) + 0.5 - corner + 20) / 2.0.squareRoot()
            let coverage = min(max(0.5 - d, 0), 1)
            XCTAssertEqual(Double(buffer[x, 19].a), (255 * coverage).rounded(), accuracy: 1, "pixel \(x)")
        }
    }

    /// A two-stop axial gradient mixes its ends at t = (x − start)/length at each pixel centre.
    func testAxialRampByPosition() {
        let gradient = AxialShade(stops: [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)],
                                  start: Point(x: 0, y: 0), end: Point(x: 40, y: 0))
        let buffer = shaded(ShadeProgram(shapes: [square(Rect(x: 0, y: 0, width: 40, height: 40), .axial(gradient))]))
        for x in [0, 10, 19, 39] {
            let t = (Double(x) + 0.5) / 40
            XCTAssertEqual(Double(buffer[x, 7].r), (255 * (1 - t)).rounded(), accuracy: 0.5, "pixel \(x)")
            XCTAssertEqual(Double(buffer[x, 7].b), (255 * t).rounded(), accuracy: 0.5, "pixel \(x)")
            XCTAssertEqual(buffer[x, 7].a, 255)
        }
    }

    /// A gradient of more stops picks the table entry of t (1,024 of them, as GradientShader):
    /// red, green at ¾, blue; at t = 3/8 the colour is half red, half green.
    func testAxialGradientTableByPosition() {
        let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
        let gradient = AxialShade(stops: [GradientStop(location: 0, color: red), GradientStop(location: 0.75, color: green),
                                          GradientStop(location: 1, color: blue)],
                                  start: Point(x: 0.5, y: 0), end: Point(x: 40.5, y: 0))
        let buffer = shaded(ShadeProgram(shapes: [square(Rect(x: 0, y: 0, width: 40, height: 40), .axial(gradient))]))
        // Pixel 15's centre is at 15.5: t = 15/40 = 3/8, entry round(3/8 · 1023) = 384 (t = 0.37537).
        let entry = (0.375 * 1023).rounded() / 1023, f = entry / 0.75
        XCTAssertEqual(Double(buffer[15, 3].r), (255 * (1 - f)).rounded(), accuracy: 0.5)
        XCTAssertEqual(Double(buffer[15, 3].g), (255 * f).rounded(), accuracy: 0.5)
        XCTAssertEqual(buffer[15, 3].b, 0)
        // Pixel 35: t = 35/40 = 7/8, between green (¾) and blue (1), half way.
        XCTAssertEqual(Double(buffer[35, 3].g), 255 * 0.5, accuracy: 1)
        XCTAssertEqual(Double(buffer[35, 3].b), 255 * 0.5, accuracy: 1)
    }

    /// A ring three points wide: covered within three pixels of the side, clear inside that.
    func testRingCoversOnlyTheBorder() {
        let ring = square(Rect(x: 5, y: 5, width: 30, height: 30), .solid(blue), radius: 6, role: .ring(width: 3))
        let buffer = shaded(ShadeProgram(shapes: [ring]))
        XCTAssertEqual(buffer[6, 20], Pixel(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(buffer[7, 20], Pixel(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(buffer[8, 20], .clear)
        XCTAssertEqual(buffer[20, 20], .clear)
        XCTAssertEqual(buffer[4, 20], .clear)
        // The corner: outside the radius-6 circle at (11, 11) nothing is drawn.
        XCTAssertEqual(buffer[5, 5], .clear)
    }

    /// A circular mask keeps the middle (at the mask's alpha) and drops the corners.
    func testMaskMultipliesAlpha() {
        let fill = square(Rect(x: 0, y: 0, width: 40, height: 40), .solid(red))
        let mask = square(Rect(x: 0, y: 0, width: 40, height: 40), .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5)),
                          radius: 20, role: .mask)
        let buffer = shaded(ShadeProgram(shapes: [fill, mask]))
        XCTAssertEqual(buffer[20, 20], Pixel(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(buffer[1, 1], .clear)
        XCTAssertEqual(buffer[38, 38], .clear)
    }

    /// Source-over in order, then the opacity once for the whole (group opacity): a white
    /// square over a red one at opacity ½ onto blue is ½ white + ½ blue, not red showing through.
    func testShapesCompositeAsAGroup() {
        let under = square(Rect(x: 0, y: 0, width: 40, height: 40), .solid(red))
        let over = square(Rect(x: 10, y: 10, width: 20, height: 20), .solid(Color(red: 1, green: 1, blue: 1, alpha: 1)))
        let buffer = shaded(ShadeProgram(shapes: [under, over]), opacity: 0.5, under: Pixel(r: 0, g: 0, b: 255, a: 255))
        // 255 × ½ + 255 × ½ for blue; 127.5 + ½ truncated is 128 for red and green.
        XCTAssertEqual(buffer[20, 20], Pixel(r: 128, g: 128, b: 255, a: 255))
        XCTAssertEqual(buffer[2, 2], Pixel(r: 128, g: 0, b: 128, a: 255))
    }

    /// With an outline, pixel centres outside it are never drawn and the sides on it are whole
    /// up to it: no half-covered pixels along a turned square's straight sides.
    func testAliasedOutline() {
        let rect = Rect(x: -10, y: -10, width: 20, height: 20)
        let place = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 20, y: 20))
        let buffer = shaded(ShadeProgram(shapes: [square(rect, .solid(red))], outline: rect), place)
        let back = place.inverted()
        for y in 0..<40 {
            for x in 0..<40 {
                let p = back.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let inside = p.x >= -10 && p.x < 10 && p.y >= -10 && p.y < 10
                XCTAssertEqual(buffer[x, y].a, inside ? 255 : 0, "pixel \(x), \(y)")
            }
        }
    }

    /// Against the path rasteriser (exact area coverage) on turned, scaled rounded rectangles:
    /// the same picture within a level on average and a quarter of full coverage at worst
    /// (½ − distance is the area of a pixel cut by a straight edge only along the axes).
    func testAgreesWithThePathRasteriser() {
        var random = SeededRandom(seed: 41)
        for trial in 0..<40 {
            let w = 8 + Double(random.next() % 200) / 10, h = 8 + Double(random.next() % 200) / 10
            let radius = Double(random.next() % 100) / 100 * min(w, h) / 2
            let rect = Rect(x: -w / 2, y: -h / 2, width: w, height: h)
            let radii = Path.CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
            let scale = 0.5 + Double(random.next() % 100) / 50
            let place = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(rotationAngle: Double(random.next() % 628) / 100))
                .concatenating(AffineTransform(translationX: 32 + Double(random.next() % 100) / 100, y: 32))
            let shaded = self.shaded(ShadeProgram(shapes: [ShadeShape(rect: rect, radii: radii, paint: .solid(red))]), place,
                                     ppp: scale, size: 64)
            var filled = PixelBuffer(width: 64, height: 64)
            filled.fill(Path.layerOutline(rect, radii: radii), transform: place, paint: .solid(red))
            var total = 0.0, worst = 0.0
            for (a, b) in zip(shaded.pixels, filled.pixels) {
                let d = abs(Double(a.a) - Double(b.a))
                total += d
                worst = max(worst, d)
            }
            XCTAssertLessThan(total / Double(64 * 64), 1, "trial \(trial)")
            XCTAssertLessThanOrEqual(worst, 64, "trial \(trial)")
        }
    }

    /// Nothing is drawn, and nothing traps, for programs the kernel cannot draw.
    func testRefusesWhatItCannotDraw() {
        let pixel = Pixel(r: 1, g: 2, b: 3, a: 4)
        let bad: [ShadeShape] = [
            square(Rect(x: 0, y: 0, width: 10, height: 10), .solid(red), radius: 6),  // corners do not fit
            square(Rect(x: 0, y: 0, width: .infinity, height: 10), .solid(red)),
            square(Rect(x: 0, y: 0, width: 10, height: 10), .solid(red), role: .ring(width: .nan)),
            square(Rect(x: 1e9, y: 0, width: 10, height: 10), .solid(red)),
        ]
        for shape in bad {
            XCTAssertEqual(shaded(ShadeProgram(shapes: [shape]), under: pixel).pixels, Array(repeating: pixel, count: 1600))
        }
        let fine = ShadeProgram(shapes: [square(Rect(x: 0, y: 0, width: 10, height: 10), .solid(red))])
        let singular = AffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(shaded(fine, singular, under: pixel).pixels, Array(repeating: pixel, count: 1600))
        XCTAssertEqual(shaded(fine, ppp: 0, under: pixel).pixels, Array(repeating: pixel, count: 1600))
        let many = ShadeProgram(shapes: Array(repeating: fine.shapes[0], count: ShadeProgram.maxShapes + 1))
        XCTAssertEqual(shaded(many, under: pixel).pixels, Array(repeating: pixel, count: 1600))
    }

    /// The AVX-512 and AVX2 loops, which skip the shapes a run of pixels lies wholly inside or
    /// outside of, against the scalar twin that shades every pixel in full: bit for bit, on
    /// random programs (fills, rings, masks, gradients, outlines) under random maps and pixels.
    func testVectorLoopsMatchScalarTwin() throws {
        let loops = [KinemaKernelsAVX512, KinemaKernelsAVX2].filter { kinema_shade_kernels($0) == $0 }
        guard !loops.isEmpty else { throw XCTSkip("no vector shading loop on this CPU") }
        for loop in loops { checkTwin(loop) }
    }

    func checkTwin(_ loop: KinemaKernels) {
        var random = SeededRandom(seed: 77)
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        func color() -> Color { Color(red: unit(), green: unit(), blue: unit(), alpha: [1, 0.8, 0.3, 0][Int(random.next() % 4)]) }
        for trial in 0..<400 {
            var shapes: [ShadeShape] = []
            if trial % 4 == 0 {
                // A card: an opaque gradient, a badge, a border and (sometimes) a circular mask, cut
                // by its aliased outline: most of it takes the vector loop's plain run.
                let w = 40 + unit() * 60, h = 30 + unit() * 40
                let rect = Rect(x: -w / 2, y: -h / 2, width: w, height: h)
                func radii(_ r: Double) -> Path.CornerRadii { .init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
                let opaque = { Color(red: unit(), green: unit(), blue: unit(), alpha: 1) }
                let stops = random.next() % 2 == 0 ? [GradientStop(location: 0, color: opaque()), GradientStop(location: 1, color: opaque())]
                    : [GradientStop(location: 0, color: opaque()), GradientStop(location: 0.4, color: opaque()),
                       GradientStop(location: 1, color: opaque())]
                shapes.append(ShadeShape(rect: rect, radii: radii(8), paint: .axial(AxialShade(stops: stops,
                    start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.maxX, y: rect.maxY)))))
                shapes.append(ShadeShape(rect: Rect(x: -5, y: rect.minY + 4, width: 10, height: 10), radii: radii(3), paint: .solid(color())))
                shapes.append(ShadeShape(rect: rect, radii: radii(8), paint: .solid(color()), role: .ring(width: 1 + unit() * 3)))
                if random.next() % 2 == 0 {
                    shapes.append(ShadeShape(rect: Rect(x: -h / 2, y: -h / 2, width: h, height: h), radii: radii(h / 2),
                                             paint: .solid(Color(red: 0, green: 0, blue: 0, alpha: [1, 0.6][Int(random.next() % 2)])),
                                             role: .mask))
                }
            }
            for _ in 0..<(shapes.isEmpty ? 1 + random.next() % 5 : 0) {
                let w = 2 + unit() * 60, h = 2 + unit() * 60
                let rect = Rect(x: unit() * 40 - 20, y: unit() * 40 - 20, width: w, height: h)
                let limit = min(w, h) / 2
                let radii = Path.CornerRadii(topLeft: unit() * limit, topRight: unit() * limit, bottomRight: unit() * limit,
                                             bottomLeft: unit() * limit)
                let paint: ShadePaint = random.next() % 2 == 0 ? .solid(color())
                    : .axial(AxialShade(stops: [GradientStop(location: 0, color: color()), GradientStop(location: unit(), color: color())],
                                        start: Point(x: unit() * 40, y: unit() * 40), end: Point(x: unit() * 40, y: unit() * 40)))
                let role: ShadeShape.Role = [.fill, .fill, .ring(width: 0.5 + unit() * 10), .mask][Int(random.next() % 4)]
                shapes.append(ShadeShape(rect: rect, radii: radii, paint: paint, role: role))
            }
            let outline = random.next() % 3 == 0 || trial % 4 == 0 ? shapes[0].rect : nil
            let scale = trial % 4 == 0 ? 0.6 + unit() : 0.2 + unit() * 4
            let place = AffineTransform(scaleX: scale, y: scale * (0.8 + unit() * 0.4))
                .concatenating(AffineTransform(rotationAngle: unit() * 7))
                .concatenating(AffineTransform(translationX: unit() * 80, y: unit() * 80))
            var pixels = SeededRandom(seed: UInt64(trial))
            let under = (0..<(80 * 80)).map { _ in
                let v = pixels.next()
                let a = UInt8(v % 256)
                return Pixel(r: UInt8(min(UInt64(a), (v >> 8) % 256)), g: UInt8(min(UInt64(a), (v >> 16) % 256)),
                             b: UInt8(min(UInt64(a), (v >> 24) % 256)), a: a)
            }
            var scalar = PixelBuffer(width: 80, height: 80, pixels: under), vector = scalar
            let program = ShadeProgram(shapes: shapes, outline: outline)
            let opacity = [1, 0.5, unit()][Int(random.next() % 3)]
            let clip = IntRect(x: Int(random.next() % 10), y: 0, width: 70, height: 80)
            scalar.shade(program, layerToBuffer: place, pixelsPerPoint: scale, opacity: opacity, clip: clip, kernels: KinemaKernelsScalar)
            vector.shade(program, layerToBuffer: place, pixelsPerPoint: scale, opacity: opacity, clip: clip, kernels: loop)
            if let at = zip(scalar.pixels, vector.pixels).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                XCTFail("\(loop == KinemaKernelsAVX2 ? "AVX2" : "AVX-512") trial \(trial): pixel (\(at.offset % 80), \(at.offset / 80)) is \(at.element.0) scalar, \(at.element.1) vector")
                break
            }
        }
    }
}
