import Raster

/// A `CGGradient{ colorsSpace = nil, colors = {...}, locations = {...} }`: colours and where
/// they sit, drawn by `CGContext:drawLinearGradient` and `drawRadialGradient`. Immutable, as
/// CGGradient is.
final class ScriptGradient {
    static let typeName = "CGGradient"
    let stops: [GradientStop]

    init(stops: [GradientStop]) { self.stops = stops }

    var description: String { "CGGradient(\(stops.count) colours)" }
}
