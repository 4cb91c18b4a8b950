/// Produces the source colours of a drawing operation of a `GraphicsContext`, and may leave
/// pixels unpainted (a gradient outside its range without the extend options).
protocol CompositeShader {
    /// Premultiplied packed colours for pixels `x ..< x + count` of row `y`, sampled at the
    /// pixel centres; `coverage` holds the shape's coverage of those pixels and may be lowered.
    func shade(x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>, coverage: UnsafeMutablePointer<UInt8>)
}

/// One colour everywhere.
struct SolidShader: CompositeShader {
    let color: UInt32

    init(_ color: Color) { self.color = PixelMath.packed(color.premultipliedPixel) }

    func shade(x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>, coverage: UnsafeMutablePointer<UInt8>) {
        colors.update(repeating: color, count: count)
    }
}

/// A Raster paint shader (which paints everywhere it is asked) as a composite shader.
struct SpanCompositeShader<Inner: SpanShader>: CompositeShader {
    let inner: Inner

    func shade(x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>, coverage: UnsafeMutablePointer<UInt8>) {
        inner.shade(x: x, y: y, count: count, into: colors)
    }
}

/// Another shader read `dx`, `dy` pixels back: what a shadow offset by (dx, dy) sees.
struct ShiftedShader<Inner: CompositeShader>: CompositeShader {
    let inner: Inner
    let dx: Int, dy: Int

    func shade(x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>, coverage: UnsafeMutablePointer<UInt8>) {
        inner.shade(x: x - dx, y: y - dy, count: count, colors: colors, coverage: coverage)
    }
}
