/// Shadows: a coverage mask blurred and painted in one colour. The colour is the same
/// everywhere, so only coverage is blurred: one channel instead of the four a tinted image
/// has, packed four rows (then four columns) to a word so the lane-wise passes of
/// `PixelBuffer.blurred(sigma:)` run on a quarter of the words.
extension AlphaMask {
    /// This mask's coverage, grown by `padding` transparent pixels on every side, blurred by
    /// a Gaussian of deviation `sigma` pixels (as `PixelBuffer.blurred(sigma:)` blurs: the
    /// kernel itself under 4 pixels, three box passes above) and painted in `color`. The
    /// result has the padded size; its origin is the mask's less `padding`.
    public func shadow(sigma requested: Double, color: Color, padding: Int) -> PixelBuffer {
        let pad = max(padding, 0)
        let w = width + 2 * pad, h = height + 2 * pad
        var out = PixelBuffer(width: w, height: h)
        guard width > 0, height > 0 else { return out }
        let sigma = min(requested, Double(2 * max(w, h)))
        let blurs = requested >= 0.1

        // Coverage with 8 extra bits, four rows to a word: word (x, g) holds rows 4g…4g+3 at x.
        let rowGroups = (h + 3) / 4
        var rows = [UInt64](repeating: 0, count: w * rowGroups)
        for y in 0..<height {
            let py = y + pad, shift = UInt64(8 + 16 * (py & 3)), base = (py >> 2) * w + pad
            for x in 0..<width { rows[base + x] |= UInt64(coverage[y * width + x]) << shift }
        }
        if blurs { AlphaMask.blur(&rows, lines: rowGroups, length: w, lineStride: w, step: 1, sigma: sigma) }

        // Four columns to a word: word (k, y) holds columns 4k…4k+3 at row y.
        let columnGroups = (w + 3) / 4
        var columns = [UInt64](repeating: 0, count: columnGroups * h)
        for y in 0..<h {
            let shift = UInt64(16 * (y & 3)), base = (y >> 2) * w
            for x in 0..<w {
                let value = (rows[base + x] >> shift) & 0xFFFF
                columns[y * columnGroups + (x >> 2)] |= value << UInt64(16 * (x & 3))
            }
        }
        rows = []
        if blurs { AlphaMask.blur(&columns, lines: columnGroups, length: h, lineStride: 1, step: columnGroups, sigma: sigma) }

        let tint = PixelMath.packed(color.premultipliedPixel)
        out.withPackedPixels { pixels in
            guard let pixels else { return }
            for y in 0..<h {
                for x in 0..<w {
                    let value = (columns[y * columnGroups + (x >> 2)] >> UInt64(16 * (x & 3))) & 0xFFFF
                    pixels[y * w + x] = PixelMath.scale(tint, UInt32(min((value + 128) >> 8, 255)))
                }
            }
        }
        return out
    }

    /// Blurs `lines` lines of `length` words each (line i starting at word i × `lineStride`,
    /// its words `step` apart) in place.
    private static func blur(_ words: inout [UInt64], lines: Int, length: Int, lineStride: Int, step: Int, sigma: Double) {
        var scratch = [UInt64](repeating: 0, count: words.count)
        words.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { other in
                var source = image.baseAddress!, target = other.baseAddress!
                for pass in BlurLine.passes(sigma: sigma) {
                    for i in 0..<lines { pass(source + i * lineStride, target + i * lineStride, length, step) }
                    swap(&source, &target)
                }
                if source != image.baseAddress! { image.baseAddress!.update(from: source, count: image.count) }
            }
        }
    }
}
