/// Produces the premultiplied colours of a paint for pixel centres.
protocol SpanShader {
    /// Colours for pixels `x ..< x + count` of row `y`, sampled at the pixel centres.
    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

/// Shades each coverage run, then blends it.
struct ShaderBlender<Shader: SpanShader>: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let shader: Shader
    /// Room for one row of colours.
    let colors: UnsafeMutablePointer<UInt32>

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        shader.shade(x: x, y: y, count: count, into: colors)
        let row = pixels + y * stride + x
        for i in 0..<count { PixelMath.blend(colors[i], coverage: UInt32(coverage[i]), onto: row + i) }
    }
}
