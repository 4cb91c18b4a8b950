extension Palette {
    /// `buffer`'s pixels as palette indices, row after row, with Floyd–Steinberg error
    /// diffusion: each pixel's difference from the entry it gets is passed on to the pixels
    /// after it (7/16 to the next in its row, 3/16, 5/16 and 1/16 to the three below), so an
    /// area's average colour stays its own and a gradient with more colours than the palette
    /// shows as a fine mix of neighbouring entries instead of flat bands. Rows run left to right
    /// and right to left in turn (serpentine), which keeps the error from drifting into
    /// diagonal streaks. A colour the palette holds exactly passes no error on, so flat areas
    /// in such a colour stay flat. Alpha is ignored, as in `indices(of:)`.
    public func ditheredIndices(of buffer: PixelBuffer) -> [UInt8] {
        let width = buffer.width, height = buffer.height
        var indices = [UInt8](repeating: 0, count: width * height)
        guard width > 0, height > 0 else { return indices }
        // The lookup grows as dithered colours reach cells the image itself does not have.
        var table = lookup
        let entries = colors.map { (r: Int32($0.r), g: Int32($0.g), b: Int32($0.b)) }
        // Errors times 16 for this row and the next: three channels a pixel, with a pixel of
        // margin on each side so the edges need no tests.
        var current = [Int32](repeating: 0, count: (width + 2) * 3)
        var below = current
        buffer.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let forward = y % 2 == 0
                let direction = forward ? 3 : -3
                for step in 0..<width {
                    let x = forward ? step : width - 1 - step
                    let p = pixels[y * width + x]
                    let e = (x + 1) * 3
                    // The colour plus the error it receives, rounded, kept in 0...255.
                    let r = min(max(Int32(p.r) + ((current[e] + 8) >> 4), 0), 255)
                    let g = min(max(Int32(p.g) + ((current[e + 1] + 8) >> 4), 0), 255)
                    let b = min(max(Int32(p.b) + ((current[e + 2] + 8) >> 4), 0), 255)
                    let cell = ColorHistogram.cell(r: Int(r), g: Int(g), b: Int(b))
                    var index = Int(table[cell])
                    if index < 0 {
                        index = nearest(toCell: cell)
                        table[cell] = Int16(index)
                    }
                    indices[y * width + x] = UInt8(index)
                    let chosen = entries[index]
                    let error = (r - chosen.r, g - chosen.g, b - chosen.b)
                    let ahead = e + direction, behind = e - direction
                    current[ahead] += 7 * error.0; current[ahead + 1] += 7 * error.1; current[ahead + 2] += 7 * error.2
                    below[behind] += 3 * error.0; below[behind + 1] += 3 * error.1; below[behind + 2] += 3 * error.2
                    below[e] += 5 * error.0; below[e + 1] += 5 * error.1; below[e + 2] += 5 * error.2
                    below[ahead] += error.0; below[ahead + 1] += error.1; below[ahead + 2] += error.2
                }
                swap(&current, &below)
                for i in below.indices { below[i] = 0 }
            }
        }
        return indices
    }
}
