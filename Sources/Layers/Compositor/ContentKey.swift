import Geometry
import Raster

/// An image compared by identity: images never change once made, so the same object means
/// the same pixels.
struct ImageRef: Hashable {
    let image: Image
    static func == (a: ImageRef, b: ImageRef) -> Bool { a.image === b.image }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(image)) }
}

/// What a shape layer draws.
struct ShapeLook: Hashable {
    let path: Path
    let fillColor: Color?
    let fillRule: FillRule
    let strokeColor: Color?
    let stroke: StrokeStyle
    let strokeStart: Double
    let strokeEnd: Double
}

/// What a gradient layer draws.
struct GradientLook: Hashable {
    let colors: [Color]
    let locations: [Double]?
    let startPoint: Point
    let endPoint: Point
    let type: GradientType

    /// The gradient's stops: each colour at its location, or spread evenly where `locations`
    /// has none for it (CAGradientLayer).
    var stops: [GradientStop] {
        let count = colors.count
        return colors.enumerated().map { i, color in
            let evenly = count == 1 ? 0 : Double(i) / Double(count - 1)
            let location = locations.flatMap { i < $0.count ? $0[i] : nil } ?? evenly
            return GradientStop(location: location, color: color)
        }
    }
}

/// Everything that decides the pixels of a layer's own drawing: background, contents,
/// and the gradient, shape or text of its type (and its border when it has no sublayers).
struct BodyLook: Hashable {
    let bounds: Rect
    let radii: Path.CornerRadii
    let curve: CornerCurve
    let background: Color?
    let masksToBounds: Bool
    let contents: ImageRef?
    let gravity: ContentsGravity
    /// The part of the contents image shown (`Layer.contentsRect`), in unit coordinates.
    let contentsRect: Rect
    let gradient: GradientLook?
    let shape: ShapeLook?
    let text: TextContent?
    let border: BorderLook?
}

extension BodyLook {
    static let wholeImage = Rect(x: 0, y: 0, width: 1, height: 1)

    /// The background's outline: the bounds with their rounded corners.
    var outline: Path { Path.layerOutline(bounds, radii: radii, curve: curve) }
}

/// A layer's border: drawn inside the bounds, above everything else the layer draws.
struct BorderLook: Hashable {
    let bounds: Rect
    let radii: Path.CornerRadii
    let curve: CornerCurve
    let width: Double
    let color: Color

    /// The outer edge of the border: the layer's background outline.
    var outline: Path { Path.layerOutline(bounds, radii: radii, curve: curve) }
}

/// A shadow rasterised in the layer's own space: from `shadowPath`, or from the body's alpha.
struct ShadowLook: Hashable {
    enum Source: Hashable {
        case path(Path)
        case body(BodyLook)
    }
    let source: Source
    let color: Color
    let radius: Double
}

/// The key of one cached bitmap: what it shows and the scale it was rasterised at.
struct ContentKey: Hashable {
    /// Indirect: a key is copied into every draw signature, and the looks are large.
    indirect enum Look: Hashable {
        case body(BodyLook)
        case border(BorderLook)
        case shadow(ShadowLook)
        /// An emitter's particles at one moment: drawn every frame, never cached.
        case particles(ParticleFrame)
    }
    let look: Look
    /// Bitmap pixels per layer point.
    let scale: Double
    /// Where the bitmap's pixel edges sit, so they are the device's (see `GridOffset`).
    var offset: GridOffset = .zero
    /// Multiplies the bitmap's colours: a replicator's instance colour (nil for none).
    var tint: Color? = nil
    /// The edge pixels repeated past the bounds, for a draw with an aliased outline
    /// (`LayerBitmap.extendingEdges(of:straight:)`).
    var extendsEdges = false
}
