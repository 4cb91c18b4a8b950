import Geometry

/// One colour of a gradient at `location` (0…1 along it).
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) { self.location = location; self.color = color }
}

/// The shape of a gradient (CAGradientLayerType).
public enum GradientKind: String, Hashable, Sendable, CaseIterable {
    /// Colour varies along the line from `start` to `end` and is padded beyond both ends.
    case axial
    /// Centred on `start`; the ellipse through `end` (radii |end.x − start.x| and
    /// |end.y − start.y|) is location 1, padded beyond. A zero radius on either axis paints
    /// nothing, as Core Animation draws nothing for such a layer (issue 9, item 6).
    case radial
    /// Centred on `start`; angle 0 points towards `end` and locations grow clockwise on
    /// screen, one full turn being 0…1.
    case conic
}

/// A gradient paint with CAGradientLayer's meaning, in the user coordinates of the fill.
/// Colours are interpolated in premultiplied space; stops may come in any order (they are
/// sorted, stably, so equal locations make a hard edge in the given order); stops with a
/// non-finite location are ignored, and no stops paint nothing.
public struct Gradient: Hashable, Sendable {
    public var kind: GradientKind
    public var stops: [GradientStop]
    public var start: Point
    public var end: Point
    /// Maps the gradient's own space, where `start`, `end` and angles are measured, into the
    /// fill's user space. CAGradientLayer's conic gradient measures its angle in the layer's
    /// unit square, so it passes the unit square's map to the bounds here.
    public var transform: AffineTransform

    public init(kind: GradientKind = .axial, stops: [GradientStop], start: Point, end: Point,
                transform: AffineTransform = .identity) {
        self.kind = kind; self.stops = stops; self.start = start; self.end = end; self.transform = transform
    }
}
