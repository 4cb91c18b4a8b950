import Geometry
import GoldenTesting
@testable import Layers
import Raster
import XCTest

/// Core Animation's compositing rules, each drawn and compared with a golden PNG that was
/// checked by eye. Tolerances: ±2 per channel for resampled bitmaps, a few pixels more
/// where blur or perspective rounding differs.
final class CompositorGoldenTests: XCTestCase {
    private func render(_ root: Layer, size: Int = 120, scale: Double = 1, background: Color = .white) -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size)
        Compositor().render(root, background: background, scale: scale, into: &buffer)
        return buffer
    }

    private func rootLayer(_ size: Double = 120) -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size, height: size)
        return root
    }

    private func box(_ frame: Rect, _ color: Color) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    static let red = Color(red: 0.9, green: 0.2, blue: 0.2)
    static let blue = Color(red: 0.2, green: 0.35, blue: 0.9)
    static let green = Color(red: 0.2, green: 0.75, blue: 0.35)

    func testRoundedBackgroundAndBorderAboveSublayers() {
        let root = rootLayer()
        let card = box(Rect(x: 10, y: 10, width: 100, height: 100), Self.blue)
        card.cornerRadius = 20
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.borderWidth = 6
        card.borderColor = .black
        // The sublayer pokes out of the card; the border must still draw over it.
        card.addSublayer(box(Rect(x: 60, y: -5, width: 50, height: 50), Self.red))
        root.addSublayer(card)
        assertGolden(render(root), named: "rounded-border-above-sublayers", tolerance: 2)
    }

    func testMasksToBoundsClipsSublayersToTheRoundedRect() {
        let root = rootLayer()
        let card = box(Rect(x: 10, y: 10, width: 100, height: 100), Self.blue)
        card.cornerRadius = 30
        card.masksToBounds = true
        card.addSublayer(box(Rect(x: -20, y: -20, width: 70, height: 70), Self.red))
        card.addSublayer(box(Rect(x: 60, y: 60, width: 70, height: 70), Self.green))
        root.addSublayer(card)
        assertGolden(render(root), named: "masks-to-bounds-rounded", tolerance: 2)
    }

    func testZPositionOrdersSiblingsAndTransformsTurnAboutTheAnchor() {
        let root = rootLayer()
        let a = box(Rect(x: 20, y: 20, width: 60, height: 60), Self.red)
        a.zPosition = 1
        let b = box(Rect(x: 40, y: 40, width: 60, height: 60), Self.blue)
        b.anchorPoint = Point(x: 0, y: 0)
        b.position = Point(x: 40, y: 40)
        b.transform = .rotation(.pi / 8, 0, 0, 1)
        root.addSublayer(a)
        root.addSublayer(b)
        assertGolden(render(root), named: "zposition-anchor-rotation", tolerance: 2)
    }

    func testPerspectiveCard() {
        let root = rootLayer()
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 200
        root.sublayerTransform = perspective
        let card = box(Rect(x: 25, y: 25, width: 70, height: 70), Self.blue)
        card.transform = .rotation(.pi / 3, 0, 1, 0)
        card.addSublayer(box(Rect(x: 10, y: 10, width: 20, height: 50), Self.red))
        root.addSublayer(card)
        assertGolden(render(root), named: "perspective-card", tolerance: 3, maxDifferingPixels: 20)
    }

    func testTransformLayerKeepsDepthWhileANormalLayerFlattens() {
        func scene(_ container: Layer) -> Layer {
            let root = rootLayer()
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 300
            root.sublayerTransform = perspective
            container.frame = Rect(x: 10, y: 10, width: 100, height: 100)
            container.transform = .rotation(.pi / 4, 0, 1, 0)
            // Pushed back in z and listed last: in a transform layer it draws behind.
            let back = box(Rect(x: 20, y: 20, width: 60, height: 60), Self.red)
            let front = box(Rect(x: 30, y: 30, width: 60, height: 60), Self.blue)
            front.zPosition = 30
            back.zPosition = -30
            container.addSublayer(front)
            container.addSublayer(back)
            root.addSublayer(container)
            return root
        }
        assertGolden(render(scene(TransformLayer())), named: "transform-layer-depth", tolerance: 3, maxDifferingPixels: 20)
        assertGolden(render(scene(Layer())), named: "normal-layer-flattens", tolerance: 3, maxDifferingPixels: 20)
    }

    func testGroupOpacityBlendsTheSubtreeOnce() {
        let root = rootLayer()
        let group = box(Rect(x: 10, y: 10, width: 80, height: 80), Self.blue)
        group.opacity = 0.5
        group.addSublayer(box(Rect(x: 40, y: 40, width: 60, height: 60), Self.red))
        root.addSublayer(group)
        let image = render(root)
        // Where the red child covers the blue parent only red shows, at half strength over white.
        let overlap = image[60, 60]
        XCTAssertEqual(Int(overlap.r), Int((0.5 * 0.9 + 0.5) * 255), accuracy: 2)
        XCTAssertEqual(Int(overlap.g), Int((0.5 * 0.2 + 0.5) * 255), accuracy: 2)
        XCTAssertEqual(Int(overlap.b), Int((0.5 * 0.2 + 0.5) * 255), accuracy: 2)
        assertGolden(image, named: "group-opacity", tolerance: 2)
    }

    func testMaskLayerUsesAlphaInTheMaskedLayersCoordinates() {
        let root = rootLayer()
        let photo = GradientLayer()
        photo.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        photo.colors = [Self.red, Self.blue]
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.path = Path.oval(in: Rect(x: 10, y: 10, width: 80, height: 80))
        mask.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        photo.mask = mask
        root.addSublayer(photo)
        let image = render(root)
        // Outside the oval nothing of the layer shows; inside, half of it.
        XCTAssertEqual(image[12, 12], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(Int(image[60, 60].a), 255)
        assertGolden(image, named: "mask-layer", tolerance: 2)
    }

    func testShadows() {
        let root = rootLayer(160)
        let plain = box(Rect(x: 15, y: 20, width: 50, height: 50), Self.blue)
        plain.cornerRadius = 10
        plain.shadowOpacity = 0.8
        plain.shadowRadius = 5
        plain.shadowOffset = Size(width: 0, height: 8)
        let pathShadow = box(Rect(x: 90, y: 20, width: 50, height: 50), Self.green)
        pathShadow.shadowOpacity = 1
        pathShadow.shadowRadius = 0
        pathShadow.shadowColor = Self.red
        pathShadow.shadowOffset = Size(width: 6, height: 6)
        pathShadow.shadowPath = Path.oval(in: Rect(x: 0, y: 0, width: 50, height: 50))
        let group = box(Rect(x: 40, y: 95, width: 50, height: 40), Self.red)
        group.addSublayer(box(Rect(x: 30, y: 20, width: 50, height: 30), Self.blue))
        group.shadowOpacity = 1
        group.shadowRadius = 3
        group.shadowOffset = Size(width: 4, height: 4)
        root.addSublayer(plain)
        root.addSublayer(pathShadow)
        root.addSublayer(group)
        assertGolden(render(root, size: 160), named: "shadows", tolerance: 3, maxDifferingPixels: 30)
    }

    func testShapeLayerDrawsOutsideItsBoundsAndContentsGravity() {
        let root = rootLayer()
        let shape = ShapeLayer()
        shape.frame = Rect(x: 40, y: 40, width: 20, height: 20)
        shape.path = Path.rect(Rect(x: -30, y: -30, width: 50, height: 50))
        shape.fillColor = Self.green
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        root.addSublayer(shape)
        var checker = PixelBuffer(width: 4, height: 2)
        for x in 0..<4 { checker[x, 0] = Self.red.premultipliedPixel; checker[x, 1] = Self.blue.premultipliedPixel }
        let image = Layer()
        image.frame = Rect(x: 70, y: 70, width: 40, height: 40)
        image.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        image.contents = Image(pixels: checker, scale: 0.2)  // 20×10 points
        image.contentsGravity = .bottomRight
        root.addSublayer(image)
        assertGolden(render(root), named: "shape-outside-bounds-gravity", tolerance: 2)
    }

    func testHiDPIScaleDrawsAtTwiceTheResolution() {
        let root = rootLayer(60)
        let dot = ShapeLayer()
        dot.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        dot.path = Path.oval(in: Rect(x: 10, y: 10, width: 40, height: 40))
        dot.fillColor = Self.blue
        root.addSublayer(dot)
        assertGolden(render(root, size: 120, scale: 2), named: "hidpi-scale-2", tolerance: 2)
    }
}
