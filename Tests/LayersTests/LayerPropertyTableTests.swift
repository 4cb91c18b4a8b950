import Geometry
@testable import Layers
import Raster
import XCTest

/// The property tables are the one list of layer properties: these check that nothing
/// stored is missing from them and that what is derived from them is what Core Animation says.
final class LayerPropertyTableTests: XCTestCase {
    /// Every stored value of every layer type has a row in its type's table.
    func testEveryStoredValueHasARow() {
        func labels(_ values: Any) -> [String] { Mirror(reflecting: values).children.compactMap(\.label) }
        let stored: [(Layer.Type, [String])] = [
            (Layer.self, labels(Layer.Values())), (ShapeLayer.self, labels(ShapeLayer.Values())),
            (TextLayer.self, labels(TextLayer.Values())), (GradientLayer.self, labels(GradientLayer.Values())),
            (ReplicatorLayer.self, labels(ReplicatorLayer.Values())), (EmitterLayer.self, labels(EmitterLayer.Values())),
            (BackdropLayer.self, labels(BackdropLayer.Values())),
        ]
        for (type, names) in stored {
            for name in names { XCTAssertNotNil(type.propertyTable.entry(name), "\(type.typeName).\(name) has no row") }
        }
    }

    /// The keys animated by default: Core Animation's list, `contentsRect` now on every layer.
    func testImplicitlyAnimatedKeys() {
        XCTAssertEqual(AnimationHost.implicitlyAnimatedKeys, [
            "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
            "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
            "shadowRadius", "shadowOffset", "shadowPath", "contentsRect",
            "colors", "locations", "startPoint", "endPoint",
            "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
            "fontSize", "foregroundColor",
            "instanceTransform", "instanceDelay", "instanceColor",
            "blurRadius", "saturation", "tintColor", "vibrancyAmount",
        ])
        // Each type answers for its own keys: a plain layer has no `fillColor` to animate.
        XCTAssertTrue(ShapeLayer.propertyTable.implicitlyAnimatedKeys.contains("fillColor"))
        XCTAssertFalse(Layer.propertyTable.implicitlyAnimatedKeys.contains("fillColor"))
        XCTAssertFalse(Layer.propertyTable.implicitlyAnimatedKeys.contains("frame"))
    }

    /// A copy holds every property's value, read back through the table.
    func testCopyCarriesEveryRow() throws {
        let shape = ShapeLayer()
        shape.opacity = 0.25; shape.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        shape.allowsGroupOpacity = false; shape.rasterizationScale = 0.5; shape.lineWidth = 7
        shape.edgeAntialiasingMask = [.layerTopEdge]; shape.contentsFormat = .RGBA16Float
        let copy = shape.makeCopy()
        for entry in ShapeLayer.propertyTable.entries {
            XCTAssertTrue(entry.isEqual(shape, copy), entry.name)
            XCTAssertEqual(entry.property.get(copy), entry.property.get(shape), entry.name)
        }
        XCTAssertEqual(copy.value(forKey: "edgeAntialiasingMask"), .names(["layerTopEdge"]))
    }

    /// The renderer-tuning properties are accepted on every layer with Apple's defaults.
    func testRendererTuningDefaults() throws {
        let layer = TextLayer()
        XCTAssertEqual(layer.value(forKey: "allowsGroupOpacity"), .bool(true))
        XCTAssertEqual(layer.value(forKey: "allowsEdgeAntialiasing"), .bool(false))
        XCTAssertEqual(layer.value(forKey: "shouldRasterize"), .bool(false))
        XCTAssertEqual(layer.value(forKey: "rasterizationScale"), .number(1))
        XCTAssertEqual(layer.value(forKey: "isOpaque"), .bool(false))
        XCTAssertEqual(layer.value(forKey: "drawsAsynchronously"), .bool(false))
        XCTAssertEqual(layer.value(forKey: "contentsFormat"), .name("RGBA8Uint"))
        XCTAssertEqual(layer.value(forKey: "edgeAntialiasingMask"),
                       .names(["layerLeftEdge", "layerRightEdge", "layerBottomEdge", "layerTopEdge"]))
        XCTAssertEqual(layer.value(forKey: "contentsRect"), .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
        try layer.setValue(.names(["layerLeftEdge"]), forKey: "edgeAntialiasingMask")
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerLeftEdge])
        XCTAssertThrowsError(try layer.setValue(.names(["left"]), forKey: "edgeAntialiasingMask"))
        XCTAssertThrowsError(try layer.setValue(.name("RGBA32"), forKey: "contentsFormat"))
    }

    /// Number-valued key paths of any type's number, point, size and rect properties take the
    /// unboxed path, and it reads and writes what key-value coding does.
    func testScalarFastPath() throws {
        let shape = ShapeLayer()
        shape.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
        for keyPath in ["opacity", "position.x", "bounds.size.height", "bounds.origin.y", "strokeEnd", "shadowOffset.width"] {
            let accessor = try XCTUnwrap(KeyPathAccessor(keyPath, of: shape))
            let scalar = try XCTUnwrap(accessor.scalar, keyPath)
            scalar.set(shape, 0.75)
            XCTAssertEqual(scalar.get(shape), 0.75, keyPath)
            XCTAssertEqual(accessor.get(shape)?.propertyValue, .number(0.75), keyPath)
        }
        XCTAssertNil(KeyPathAccessor("transform.rotation.z", of: shape)?.scalar)
        XCTAssertNil(KeyPathAccessor("fillColor", of: shape)?.scalar)
    }
}
