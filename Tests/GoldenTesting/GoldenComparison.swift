import Raster

/// The pixel-by-pixel difference between a golden image and a rendered one.
public struct GoldenComparison {
    /// How many pixels differ by more than the tolerance in some channel (all of them when
    /// the sizes differ).
    public private(set) var differingPixels = 0
    /// The largest channel difference seen, and where.
    public private(set) var largestDifference = 0
    public private(set) var largestAt = (x: 0, y: 0)
    /// Red where pixels differ (brighter for larger differences), a faint grey copy of the
    /// expected image elsewhere; nil when the sizes differ.
    public private(set) var diffImage: PixelBuffer?
    private let sizes: String

    /// Compares pixel by pixel; channels within `tolerance` of each other count as equal.
    public init(expected: PixelBuffer, actual: PixelBuffer, tolerance: UInt8) {
        sizes = "expected \(expected.width)×\(expected.height), got \(actual.width)×\(actual.height)"
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = max(expected.pixels.count, actual.pixels.count, 1)
            return
        }
        var diff = PixelBuffer(width: expected.width, height: expected.height)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected[x, y], a = actual[x, y]
                let d = max(Self.distance(e.r, a.r), Self.distance(e.g, a.g), Self.distance(e.b, a.b),
                            Self.distance(e.a, a.a))
                if d > largestDifference { largestDifference = d; largestAt = (x, y) }
                if d > Int(tolerance) {
                    differingPixels += 1
                    diff[x, y] = Pixel(r: UInt8(min(255, 128 + d)), g: 0, b: 0, a: 255)
                } else {
                    let brightness: Int = (Int(e.r) + Int(e.g) + Int(e.b)) / 3
                    let grey = UInt8(200 + brightness * 55 / 255)
                    diff[x, y] = Pixel(r: grey, g: grey, b: grey, a: 255)
                }
            }
        }
        diffImage = diff
    }

    /// A one-line account of the difference.
    public var summary: String {
        guard diffImage != nil else { return "sizes differ: \(sizes)" }
        return "\(differingPixels) pixels differ (largest channel difference \(largestDifference) at \(largestAt))"
    }

    private static func distance(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
}
