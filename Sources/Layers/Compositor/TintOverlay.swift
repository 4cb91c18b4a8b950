import Raster

/// Flat colours over device areas drawn above a diagnosed subtree (a debug overlay): painted in
/// order into a picture of their own, so an opaque colour covers the ones before it, and that
/// picture blended over the frame at `opacity`.
public struct TintOverlay: Equatable, Sendable {
    public var tints: [Tint]
    public var opacity: Double

    public init(tints: [Tint], opacity: Double) {
        self.tints = tints
        self.opacity = opacity
    }
}

/// One colour over one area.
public struct Tint: Hashable, Sendable {
    public let area: DeviceArea
    public let color: Color

    public init(area: DeviceArea, color: Color) {
        self.area = area
        self.color = color
    }
}
