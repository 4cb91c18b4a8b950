import Geometry
import Raster

/// What a text layer asks to be drawn: everything that decides its pixels.
public struct TextContent: Hashable, Sendable {
    public var string: String
    /// The family and style; the size is `fontSize`.
    public var font: Font
    public var fontSize: Double
    public var color: Color
    public var alignment: TextAlignmentMode
    public var verticalAlignment: TextVerticalAlignment
    public var isWrapped: Bool
    /// The box the text is laid out in, in points (the layer's bounds size).
    public var boxSize: Size
}

/// Draws text for the compositor. Layers cannot reach the font machinery (it lives in
/// Media, beside them), so whoever builds the compositor hands one in.
public protocol TextRendering: AnyObject {
    /// A premultiplied buffer of `content.boxSize × scale` pixels (rounded up) with the text
    /// laid out in it, clipped to the box.
    func render(_ content: TextContent, scale: Double) -> PixelBuffer
}
