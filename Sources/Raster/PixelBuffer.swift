/// One premultiplied RGBA8 pixel. In memory the bytes are R, G, B, A (SDL's RGBA32).
public struct Pixel: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
}

/// A rectangle of premultiplied RGBA8 pixels, row after row from the top-left corner.
/// A value type: copies are independent (copy-on-write through the array).
public struct PixelBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [Pixel]

    /// A buffer of `width × height` pixels, all `fill` (transparent by default).
    public init(width: Int, height: Int, fill: Pixel = .clear) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        self.width = width
        self.height = height
        if fill == .clear {
            // Zeroed memory at once: Array(repeating:) stores the four bytes pixel by pixel.
            let total = width * height
            pixels = Array(unsafeUninitializedCapacity: total) { buffer, count in
                if let base = buffer.baseAddress {
                    UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0, count: total * 4)
                }
                count = total
            }
        } else {
            pixels = Array(repeating: fill, count: width * height)
        }
    }

    public init(width: Int, height: Int, pixels: [Pixel]) {
        precondition(pixels.count == width * height, "PixelBuffer needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> Pixel {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
