import CRasterKernels
import XCTest

/// The SIMD loops of CRasterKernels against their scalar twin, bit for bit (they do the same
/// integer arithmetic), on random pixels, coverages, opacities, run lengths that are not
/// multiples of any vector width, positions past every edge of the image, and extreme maps.
final class RasterKernelsTests: XCTestCase {
    /// The vector loops this CPU runs (SSE2, AVX2 and AVX-512 on x86-64; none elsewhere).
    let vectorKernels = [KinemaKernelsSSE2, KinemaKernelsAVX2, KinemaKernelsAVX512, KinemaKernelsBest]
        .filter { kinema_kernels_supported($0) != 0 }

    /// Pixels that are mostly premultiplied, some opaque, some clear and some that break the
    /// premultiplied rule (a channel above alpha), which the blends must saturate, not wrap.
    func randomPixels(_ count: Int, _ random: inout SeededRandom) -> [UInt32] {
        (0..<count).map { _ in
            switch random.next() % 6 {
            case 0: return 0
            case 1: return UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000
            case 2: return UInt32(truncatingIfNeeded: random.next())
            default:
                let a = UInt32(random.next() % 256)
                let r = UInt32(random.next() % UInt64(a + 1)), g = UInt32(random.next() % UInt64(a + 1))
                let b = UInt32(random.next() % UInt64(a + 1))
                return r | g << 8 | b << 16 | a << 24
            }
        }
    }

    func randomCoverage(_ count: Int, _ random: inout SeededRandom) -> [UInt8] {
        (0..<count).map { _ in
            switch random.next() % 4 {
            case 0: return 255
            case 1: return 0
            default: return UInt8(random.next() % 256)
            }
        }
    }

    func randomOpacity(_ random: inout SeededRandom) -> UInt32 {
        [0, 1, 128, 254, 255, 255, UInt32(random.next() % 256)][Int(random.next() % 7)]
    }

    /// A length up to 40, so every remainder modulo 2, 4 and 8 comes up.
    func randomCount(_ random: inout SeededRandom) -> Int { Int(random.next() % 41) }

    func testBlendRowMatchesScalarTwin() {
        var random = SeededRandom(seed: 9)
        for trial in 0..<3000 {
            let count = randomCount(&random)
            let src = randomPixels(count, &random), dst = randomPixels(count, &random)
            let mask: [UInt8]? = random.next() % 2 == 0 ? randomCoverage(count, &random) : nil
            let opacity = randomOpacity(&random)
            func run(_ kernels: KinemaKernels) -> [UInt32] {
                var out = dst
                out.withUnsafeMutableBufferPointer { out in
                    src.withUnsafeBufferPointer { src in
                        if let mask {
                            mask.withUnsafeBufferPointer { kinema_blend_row(kernels, out.baseAddress, src.baseAddress, count, $0.baseAddress, opacity) }
                        } else {
                            kinema_blend_row(kernels, out.baseAddress, src.baseAddress, count, nil, opacity)
                        }
                    }
                }
                return out
            }
            let expected = run(KinemaKernelsScalar)
            for kernels in vectorKernels {
                XCTAssertEqual(run(kernels), expected, "trial \(trial), kernels \(kernels.rawValue), count \(count)")
            }
        }
    }

    /// A row of `count` affine samples from `image` through every kernel set; the scalar one first.
    func affineRows(image: [UInt32], width: Int, height: Int, dst: [UInt32], coverage: [UInt8], opacity: UInt32,
                    fu: Int64, fv: Int64, du: Int64, dv: Int64) -> [[UInt32]] {
        image.withUnsafeBufferPointer { pixels in
            let kernelImage = KinemaImage(pixels: pixels.baseAddress, width: width, height: height)
            return ([KinemaKernelsScalar] + vectorKernels).map { kernels in
                var out = dst
                out.withUnsafeMutableBufferPointer { out in
                    coverage.withUnsafeBufferPointer { coverage in
                        kinema_affine_bilinear_row(kernels, out.baseAddress, dst.count, coverage.baseAddress, opacity,
                                                   kernelImage, fu, fv, du, dv)
                    }
                }
                return out
            }
        }
    }

    func testAffineBilinearRowMatchesScalarTwin() {
        var random = SeededRandom(seed: 90)
        let one = Int64(1) << 32
        for trial in 0..<3000 {
            // Images down to a single pixel, row or column, where every footprint is clamped.
            let width = [1, 2, 3, 17, 40][Int(random.next() % 5)], height = [1, 2, 5, 13][Int(random.next() % 4)]
            let image = randomPixels(width * height, &random)
            let count = randomCount(&random)
            // Starts up to three pixels past any edge, steps of up to ±2.5 pixels (a run may
            // enter, cross and leave the image), with fractions anywhere.
            func start(_ size: Int) -> Int64 { Int64(random.next() % UInt64((size + 6) << 32)) - 3 * one }
            func step() -> Int64 { Int64(random.next() % UInt64(5 << 32)) - 5 * one / 2 }
            let (fu, fv) = (start(width), start(height))
            let (du, dv) = random.next() % 5 == 0 ? (step(), 0) : (step(), step())
            let rows = affineRows(image: image, width: width, height: height, dst: randomPixels(count, &random),
                                  coverage: randomCoverage(count, &random), opacity: randomOpacity(&random),
                                  fu: fu, fv: fv, du: du, dv: dv)
            for (k, row) in rows.enumerated().dropFirst() {
                XCTAssertEqual(row, rows[0], "trial \(trial): \(width)×\(height), count \(count), kernels \(k)")
            }
        }
    }

    func testAffineBilinearRowLongSolidRunsMatchScalarTwin() {
        // Long runs mostly inside a larger image, at full coverage (where the AVX-512 loop
        // scales by the opacity alone) with now and then a partial pixel, crossing its edges.
        var random = SeededRandom(seed: 91)
        let one = Int64(1) << 32
        let (width, height) = (70, 45)
        let image = randomPixels(width * height, &random)
        for trial in 0..<600 {
            let count = Int(random.next() % 120)
            var coverage = [UInt8](repeating: 255, count: count)
            if random.next() % 2 == 0, count > 0 {
                for _ in 0..<3 { coverage[Int(random.next() % UInt64(count))] = UInt8(random.next() % 256) }
            }
            func start(_ size: Int) -> Int64 { Int64(random.next() % UInt64((size + 4) << 32)) - 2 * one }
            func step() -> Int64 { Int64(random.next() % UInt64(3 << 31)) - 3 * one / 4 }
            let rows = affineRows(image: image, width: width, height: height, dst: randomPixels(count, &random),
                                  coverage: coverage, opacity: randomOpacity(&random),
                                  fu: start(width), fv: start(height), du: step(), dv: step())
            for (k, row) in rows.enumerated().dropFirst() {
                XCTAssertEqual(row, rows[0], "trial \(trial), count \(count), kernels \(k)")
            }
        }
    }

    func testAffineBilinearRowAtExtremeMaps() {
        // Positions at the ±2²⁰-pixel limit the sinks keep to, steps of tiny and huge size,
        // whole-pixel positions exactly on the last column and row (where the right and lower
        // neighbours are clamped), and a run lying along an edge.
        var random = SeededRandom(seed: 900)
        let one = Int64(1) << 32, limit = Int64(1) << 52
        let (width, height) = (23, 11)
        let image = randomPixels(width * height, &random)
        let cases: [(Int64, Int64, Int64, Int64)] = [
            (-limit, -limit, 0, 0), (limit, limit, 0, 0), (-limit, 5 * one, limit / 16, 0),
            (Int64(width - 1) * one, Int64(height - 1) * one, -one, -one), (0, 0, one, 0),
            (0, Int64(height - 2) * one, one, 0), (Int64(width - 2) * one, 0, 0, one),
            (3 * one + 1, 2 * one - 1, 1, -1), (one / 2, one / 2, one / 1000, one / 700),
            (-one, -one, one / 3, one / 7),
        ]
        for (n, (fu, fv, du, dv)) in cases.enumerated() {
            for count in [1, 3, 4, 7, 8, 9, 31, 37] {
                let rows = affineRows(image: image, width: width, height: height, dst: randomPixels(count, &random),
                                      coverage: randomCoverage(count, &random), opacity: randomOpacity(&random),
                                      fu: fu, fv: fv, du: du, dv: dv)
                for (k, row) in rows.enumerated().dropFirst() {
                    XCTAssertEqual(row, rows[0], "case \(n), count \(count), kernels \(k)")
                }
            }
        }
    }

    func testBilinearRowAtPositionsMatchesScalarTwin() {
        // Positions in no order (as a projection gives them): inside, past every edge, far out.
        var random = SeededRandom(seed: 9000)
        let one = Int64(1) << 32
        for trial in 0..<2000 {
            let width = [1, 2, 9, 30][Int(random.next() % 4)], height = [1, 3, 16][Int(random.next() % 3)]
            let image = randomPixels(width * height, &random)
            let count = randomCount(&random)
            func position(_ size: Int) -> Int64 {
                random.next() % 9 == 0 ? [Int64(-1) << 52, Int64(1) << 52][Int(random.next() % 2)]
                    : Int64(random.next() % UInt64((size + 6) << 32)) - 3 * one
            }
            let us = (0..<count).map { _ in position(width) }, vs = (0..<count).map { _ in position(height) }
            let dst = randomPixels(count, &random), coverage = randomCoverage(count, &random), opacity = randomOpacity(&random)
            let rows = image.withUnsafeBufferPointer { pixels in
                ([KinemaKernelsScalar] + vectorKernels).map { kernels -> [UInt32] in
                    var out = dst
                    kinema_bilinear_row_at(kernels, &out, count, coverage, opacity,
                                           KinemaImage(pixels: pixels.baseAddress, width: width, height: height), us, vs)
                    return out
                }
            }
            for (k, row) in rows.enumerated().dropFirst() {
                XCTAssertEqual(row, rows[0], "trial \(trial): \(width)×\(height), count \(count), kernels \(k)")
            }
        }
    }

    func testScalarTwinArithmetic() {
        // The twin itself: 50%-alpha red over opaque blue gives (128, 0, 127, 255), and the
        // centre of a 2 × 2 image is the rounded mean of its four pixels.
        var dst: [UInt32] = [0xFFFF_0000]
        let red: [UInt32] = [0x8000_0080]
        kinema_blend_row(KinemaKernelsScalar, &dst, red, 1, nil, 255)
        XCTAssertEqual(dst, [0xFF7F_0080])
        let image: [UInt32] = [0xFF00_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000]
        var out: [UInt32] = [0]
        let full: [UInt8] = [255]
        image.withUnsafeBufferPointer { pixels in
            kinema_affine_bilinear_row(KinemaKernelsScalar, &out, 1, full, 255, KinemaImage(pixels: pixels.baseAddress, width: 2, height: 2),
                                       1 << 31, 1 << 31, 0, 0)
        }
        XCTAssertEqual(out, [0xFF40_4040])
    }
}

/// SplitMix64: the same numbers on every machine, so a failure can be replayed.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
