/// Paints a shader's colours through coverage runs with a blend mode and a global alpha.
/// `.normal` blends with the integer source-over of `PixelMath`; every other mode goes
/// through the plain formulas of `BlendMode+Formulas.swift` (which also do `.normal`, the
/// fast path's twin in the tests).
struct CompositeSink<Shader: CompositeShader>: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let shader: Shader
    let mode: BlendMode
    /// Multiplies the source colour (0…255): CGContext's alpha, which is the source's
    /// opacity, not part of its shape.
    let alpha: UInt32
    /// Room for one row of colours and one of coverage.
    let colors: UnsafeMutablePointer<UInt32>
    let scratch: UnsafeMutablePointer<UInt8>
    /// Use the formulas even for `.normal` (for comparing the two).
    var forceFormulas = false

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        scratch.update(from: coverage, count: count)
        shader.shade(x: x, y: y, count: count, colors: colors, coverage: scratch)
        let row = pixels + y * stride + x
        let alpha = self.alpha
        if mode == .normal, !forceFormulas {
            for i in 0..<count where scratch[i] > 0 {
                let source = alpha < 255 ? PixelMath.scale(colors[i], alpha) : colors[i]
                PixelMath.blend(source, coverage: UInt32(scratch[i]), onto: row + i)
            }
        } else {
            for i in 0..<count where scratch[i] > 0 {
                let source = alpha < 255 ? PixelMath.scale(colors[i], alpha) : colors[i]
                mode.composite(source, onto: row + i, coverage: UInt32(scratch[i]))
            }
        }
    }
}

extension PixelBuffer {
    /// Paints `shader` through what `rasterizer` covers (times `mask`, when given) with `mode`
    /// and `alpha` (0…255).
    mutating func composite<Shader: CompositeShader>(_ rasterizer: Rasterizer, rule: FillRule, shader: Shader,
                                                     mode: BlendMode, alpha: UInt32, mask: AlphaMask?,
                                                     forceFormulas: Bool = false) {
        guard !rasterizer.edges.isEmpty else { return }
        withCompositeSink(shader: shader, mode: mode, alpha: alpha, width: rasterizer.clip.width,
                          forceFormulas: forceFormulas) { sink in
            rasterizer.render(rule: rule, mask: mask, opacity: 255, into: &sink)
        }
    }

    /// Paints `shader` through the coverage of `coverageMask` over `area` (times `mask`, when
    /// given) with `mode` and `alpha` (0…255).
    mutating func composite<Shader: CompositeShader>(_ coverageMask: AlphaMask, area: IntRect, shader: Shader,
                                                     mode: BlendMode, alpha: UInt32, mask: AlphaMask?) {
        var target = area.intersection(coverageMask.bounds).intersection(bounds)
        if let mask { target = target.intersection(mask.bounds) }
        guard !target.isEmpty else { return }
        var row = [UInt8](repeating: 0, count: target.width)
        withCompositeSink(shader: shader, mode: mode, alpha: alpha, width: target.width, forceFormulas: false) { sink in
            for y in target.minY..<target.maxY {
                for (i, x) in (target.minX..<target.maxX).enumerated() {
                    let c = UInt32(coverageMask[x, y])
                    row[i] = UInt8(truncatingIfNeeded: mask.map { PixelMath.mul255(c, UInt32($0[x, y])) } ?? c)
                }
                row.withUnsafeBufferPointer { sink.blend(y: y, x: target.x, count: target.width, coverage: $0.baseAddress!) }
            }
        }
    }

    private mutating func withCompositeSink<Shader: CompositeShader>(shader: Shader, mode: BlendMode, alpha: UInt32,
                                                                     width: Int, forceFormulas: Bool,
                                                                     _ body: (inout CompositeSink<Shader>) -> Void) {
        let stride = self.width
        var colors = [UInt32](repeating: 0, count: max(width, 1))
        var scratch = [UInt8](repeating: 0, count: max(width, 1))
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                withPackedPixels { pixels in
                    guard let pixels else { return }
                    var sink = CompositeSink(pixels: pixels, stride: stride, shader: shader, mode: mode, alpha: alpha,
                                             colors: colorBuffer.baseAddress!, scratch: scratchBuffer.baseAddress!,
                                             forceFormulas: forceFormulas)
                    body(&sink)
                }
            }
        }
    }
}
