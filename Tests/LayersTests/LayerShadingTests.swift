import Dispatch
import Geometry
@testable import Layers
import Raster
import XCTest

/// Group layers shaded straight into device pixels (`LayerShading`, `ShadedDraw`) against the
/// picture path they replace: a picture of the subtree rasterised by the path filler and
/// resampled bilinearly, an independent implementation. The same scenes, with an inert sublayer
/// (an empty shape layer) that makes the subtree unshadeable, must come out the same within
/// antialiasing differences; and what the kernel cannot draw keeps the picture path.
final class LayerShadingTests: XCTestCase {
    let size = 220

    /// A card like the benchmark's: a diagonal gradient with rounded corners, a translucent
    /// border, a badge, group opacity, optionally a circular mask; turned and scaled.
    func card(angle: Double, scale: Double, masked: Bool, edgeAntialiasing: Bool = false) -> Layer {
        let card = GradientLayer()
        card.frame = Rect(x: 15, y: 45, width: 190, height: 130)
        card.colors = [Color(red: 0.95, green: 0.4, blue: 0.3, alpha: 1), Color(red: 0.2, green: 0.3, blue: 0.7, alpha: 1)]
        card.startPoint = Point(x: 0, y: 0)
        card.endPoint = Point(x: 1, y: 1)
        card.cornerRadius = 16
        card.borderWidth = 3
        card.borderColor = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
        card.opacity = 0.5
        card.allowsEdgeAntialiasing = edgeAntialiasing
        let badge = Layer()
        badge.frame = Rect(x: 81, y: 12, width: 28, height: 28)
        badge.cornerRadius = 8
        badge.backgroundColor = .white
        card.addSublayer(badge)
        if masked {
            let mask = Layer()
            mask.frame = Rect(x: 30, y: 0, width: 130, height: 130)
            mask.cornerRadius = 65
            mask.backgroundColor = .black
            card.mask = mask
        }
        card.transform = Transform3D.rotation(angle, 0, 0, 1).concatenating(.scale(scale, scale, 1))
        return card
    }

    /// `layer` rendered over a dark background; with `pictured`, an empty shape layer added inside
    /// so the subtree takes the picture path. Also how many subtrees were shaded.
    func render(_ layer: Layer, pictured: Bool) -> (PixelBuffer, shaded: Int) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        if pictured { layer.addSublayer(ShapeLayer()) }
        root.addSublayer(layer)
        let compositor = Compositor()
        compositor.shadesGroups = true  // on any CPU: the scalar loop where there is no vector one
        var buffer = PixelBuffer(width: size, height: size)
        compositor.render(root, background: Color(red: 0.11, green: 0.13, blue: 0.2, alpha: 1), scale: 1, into: &buffer)
        return (buffer, compositor.shadedSubtreeCount)
    }

    func differences(_ a: PixelBuffer, _ b: PixelBuffer) -> (mean: Double, worst: Int) {
        var total = 0, worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for d in [abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a))] {
                total += d
                worst = max(worst, d)
            }
        }
        return (Double(total) / Double(a.pixels.count * 4), worst)
    }

    /// Turned and scaled cards, masked or not, aliased or antialiased outlines: the shaded picture
    /// is the picture path's within 0.6 of a level on average (measured 0.1–0.45). The worst pixel is an edge one, where
    /// resampling a picture softens what shading draws at the device's resolution.
    func testShadedCardsMatchThePicturePath() {
        for (angle, scale) in [(0.3, 1.0), (-1.1, 0.8), (2.5, 1.1), (0.05, 0.95)] {
            for masked in [false, true] {
                for antialiased in [false, true] {
                    let (shaded, count) = render(card(angle: angle, scale: scale, masked: masked, edgeAntialiasing: antialiased),
                                                 pictured: false)
                    let (pictured, none) = render(card(angle: angle, scale: scale, masked: masked, edgeAntialiasing: antialiased),
                                                  pictured: true)
                    let label = "angle \(angle) scale \(scale) masked \(masked) antialiased \(antialiased)"
                    XCTAssertEqual(count, 1, label)
                    XCTAssertEqual(none, 0, label)
                    let d = differences(shaded, pictured)
                    XCTAssertLessThan(d.mean, 0.6, label)
                    XCTAssertLessThanOrEqual(d.worst, 110, label)
                }
            }
        }
    }

    /// Away from every edge the two agree to a level: the card's middle, the badge's middle,
    /// and the ground beside the card.
    func testShadedCardInteriorIsExact() {
        let (shaded, _) = render(card(angle: 0.2, scale: 1, masked: false), pictured: false)
        let (pictured, _) = render(card(angle: 0.2, scale: 1, masked: false), pictured: true)
        for (x, y) in [(110, 110), (140, 130), (80, 100), (5, 5), (215, 215)] {
            let a = shaded[x, y], b = pictured[x, y]
            for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b), (a.a, b.a)] {
                XCTAssertLessThanOrEqual(abs(Int(p) - Int(q)), 1, "pixel \(x), \(y)")
            }
        }
    }

    /// What the kernel cannot draw keeps the picture path: images, text, shapes, shadows, a
    /// continuous corner, a partial edge mask, a sublayer with its own transform, a gradient
    /// of another kind, a translucent sublayer with sublayers of its own, perspective, and an
    /// uneven stretch.
    func testWhatCannotBeShadedIsPictured() {
        var cases: [(String, Layer)] = []
        func add(_ name: String, _ change: (Layer) -> Void) {
            let c = card(angle: 0.4, scale: 1, masked: false)
            change(c)
            cases.append((name, c))
        }
        add("continuous corners") { $0.cornerCurve = .continuous }
        add("shadow") { $0.sublayers[0].shadowOpacity = 0.5 }
        add("image") {
            $0.sublayers[0].contents = Image(pixels: PixelBuffer(width: 2, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255)))
        }
        add("edge mask") {
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = [.layerLeftEdge]
        }
        add("turned sublayer") { $0.sublayers[0].transform = .rotation(0.2, 0, 0, 1) }
        add("radial gradient") { ($0 as! GradientLayer).type = .radial }
        add("translucent nest") {
            let inner = Layer()
            inner.frame = Rect(x: 2, y: 2, width: 10, height: 10)
            inner.backgroundColor = .black
            $0.sublayers[0].addSublayer(inner)
            $0.sublayers[0].opacity = 0.5
        }
        add("perspective") {
            var t = Transform3D.rotation(0.4, 0, 1, 0)
            t.m34 = -1 / 500
            $0.transform = t
        }
        add("uneven stretch") { $0.transform = Transform3D.rotation(0.4, 0, 0, 1).concatenating(.scale(1, 1.6, 1)) }
        for (name, layer) in cases {
            XCTAssertEqual(render(layer, pictured: false).shaded, 0, name)
        }
    }

    /// Scales from a millionth to a million, turned, and a one-stop or zero-length gradient: each
    /// frame is drawn (or nothing is) without a trap, quickly, and only with finite pixels.
    func testExtremeTransformsAndGradientsDrawOrRefuse() {
        for scale in [1e-6, 0.25, 0.5, 3, 8, 1e6] {
            let layer = card(angle: 0.7, scale: scale, masked: true)
            let start = DispatchTime.now().uptimeNanoseconds
            let (buffer, _) = render(layer, pictured: false)
            XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, 2, "scale \(scale)")
            XCTAssertEqual(buffer.width, size)
        }
        let oneStop = card(angle: 0.4, scale: 1, masked: false) as! GradientLayer
        oneStop.colors = [Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)]
        let (one, shaded) = render(oneStop, pictured: false)
        XCTAssertEqual(shaded, 1)
        // The card's middle is the one colour, faded to half over the ground.
        let middle = one[110, 110], ground = Color(red: 0.11, green: 0.13, blue: 0.2, alpha: 1)
        XCTAssertEqual(Double(middle.g), ((0.8 * 0.5 + ground.green * 0.5) * 255).rounded(), accuracy: 1)
        let flat = card(angle: 0.4, scale: 1, masked: false) as! GradientLayer
        flat.startPoint = Point(x: 0.5, y: 0.5)
        flat.endPoint = Point(x: 0.5, y: 0.5)
        // A gradient of no length is its last colour everywhere, as GradientShader draws it.
        let (noLength, _) = render(flat, pictured: false)
        XCTAssertEqual(Double(noLength[110, 110].b), ((0.7 * 0.5 + ground.blue * 0.5) * 255).rounded(), accuracy: 1)
    }
}
