import Geometry
import Raster
import XCTest

/// Geometry's transform, not Foundation's (which XCTest brings in).
typealias AffineTransform = Geometry.AffineTransform

/// A path built by a closure (Path's builders mutate in place).
func makePath(_ build: (inout Path) -> Void) -> Path {
    var p = Path()
    build(&p)
    return p
}

/// A closed polygon through `points`.
func polygon(_ points: [Point]) -> Path {
    makePath { p in
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        p.close()
    }
}

/// The alpha channel of every pixel, row by row.
func alphas(_ buffer: PixelBuffer) -> [UInt8] { buffer.pixels.map(\.a) }

/// The covered area in pixels: the sum of alpha / 255.
func coveredArea(_ buffer: PixelBuffer) -> Double {
    Double(buffer.pixels.reduce(0) { $0 + Int($1.a) }) / 255
}

/// What a shape covers, drawn opaque white on a clear buffer.
func coverage(of path: Path, width: Int, height: Int, rule: FillRule = .nonZero,
              transform: AffineTransform = .identity) -> PixelBuffer {
    var b = PixelBuffer(width: width, height: height)
    b.fill(path, transform: transform, paint: .solid(.white), rule: rule)
    return b
}

/// A buffer filled with a checkerboard of two colours in `cell`-pixel squares: a test image
/// whose every pixel tells where it came from.
func checkerboard(width: Int, height: Int, cell: Int, _ a: Pixel, _ b: Pixel) -> PixelBuffer {
    var buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { buffer[x, y] = ((x / cell) + (y / cell)) % 2 == 0 ? a : b }
    }
    return buffer
}

/// A colourful test picture: a horizontal red ramp, a vertical green ramp, blue checks, and
/// a one-pixel dark frame, all opaque.
func testPicture(width: Int, height: Int) -> PixelBuffer {
    var buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let frame = x == 0 || y == 0 || x == width - 1 || y == height - 1
            let check = ((x / 8) + (y / 8)) % 2 == 0
            buffer[x, y] = frame ? Pixel(r: 20, g: 20, b: 60, a: 255)
                : Pixel(r: UInt8(x * 255 / max(width - 1, 1)), g: UInt8(y * 255 / max(height - 1, 1)),
                        b: check ? 230 : 90, a: 255)
        }
    }
    return buffer
}

/// The largest per-channel difference between two same-sized buffers.
func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    var worst = 0
    for (p, q) in zip(a.pixels, b.pixels) {
        worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                    abs(Int(p.a) - Int(q.a)))
    }
    return worst
}

extension Color {
    init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// An opaque white canvas, which is how goldens are easiest to look at.
func canvas(_ width: Int, _ height: Int) -> PixelBuffer {
    PixelBuffer(width: width, height: height, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
}

/// Checks each channel of `p` against (r, g, b, a) within `accuracy`.
func assertPixel(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int, accuracy: Int,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(Int(p.r), r, accuracy: accuracy, "red of \(p)", file: file, line: line)
    XCTAssertEqual(Int(p.g), g, accuracy: accuracy, "green of \(p)", file: file, line: line)
    XCTAssertEqual(Int(p.b), b, accuracy: accuracy, "blue of \(p)", file: file, line: line)
    XCTAssertEqual(Int(p.a), a, accuracy: accuracy, "alpha of \(p)", file: file, line: line)
}
