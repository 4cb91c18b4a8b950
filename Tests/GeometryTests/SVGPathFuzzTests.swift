import FuzzTesting
import Foundation
import Geometry
import XCTest

/// The SVG path reader against generated input: written paths read back exactly, and any
/// text at all is read or refused with an `SVGPathError`, never a trap, with only finite
/// coordinates, in time linear in its length. `KINEMA_FUZZ_INPUTS` sets how many cases
/// (2,000 by default; the same seed gives the same cases).
final class SVGPathFuzzTests: XCTestCase {
    private let cases = ProcessInfo.processInfo.environment["KINEMA_FUZZ_INPUTS"].flatMap { Int($0) } ?? 2000

    private func coordinate(_ rng: inout SplitMix64) -> Double {
        switch rng.int(0...5) {
        case 0: return Double(rng.int(-1000...1000))
        case 1: return rng.number(-1e6...1e6)
        case 2: return (rng.unit() - 0.5) * 1e300
        case 3: return (rng.unit() - 0.5) * 1e-300
        case 4: return Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF | (rng.chance(0.5) ? 0x8000_0000_0000_0000 : 0))
        default: return rng.unit()
        }
    }

    func testWrittenPathsReadBackExactly() throws {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<cases {
            // Built as scenes build paths (`close` after `close` adds nothing).
            var path = Path()
            for index in 0..<rng.int(1...12) {
                func point() -> Point { Point(x: coordinate(&rng), y: coordinate(&rng)) }
                switch index == 0 ? 0 : rng.int(0...4) {
                case 0: path.move(to: point())
                case 1: path.addLine(to: point())
                case 2: path.addQuadCurve(to: point(), control: point())
                case 3: path.addCurve(to: point(), control1: point(), control2: point())
                default: path.close()
                }
            }
            let read = try Path(svg: path.svgData)
            XCTAssertEqual(read.elements, path.elements, path.svgData)
        }
    }

    func testAnyTextIsReadOrRefusedWithOnlyFiniteCoordinates() {
        var rng = SplitMix64(seed: 2)
        let pieces = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
                      "0", "1", "-", "+", ".", "e", "E", "e-", "e+", ",", " ", "\n", "\t", "1e308", "9e999", "-1e-400",
                      "nan", "inf", "0.5.5", "1020", "\u{0}", "é", "\u{1F600}", "1.7976931348623157e308"]
        var longest = 0.0
        for _ in 0..<cases {
            var text = ""
            for _ in 0..<rng.int(0...80) {
                text += rng.chance(0.7) ? rng.pick(pieces) : String(rng.number(-1e4...1e4))
            }
            let start = ContinuousClock.now
            do {
                let path = try Path(svg: text)
                for element in path.elements {
                    let points: [Point] = switch element {
                    case .move(let p), .line(let p): [p]
                    case .quad(let c, let p): [c, p]
                    case .cubic(let c1, let c2, let p): [c1, c2, p]
                    case .close: []
                    }
                    XCTAssertTrue(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(text.debugDescription) → \(path.svgData)")
                }
            } catch is SVGPathError {
            } catch {
                XCTFail("\(text.debugDescription): \(error)")
            }
            longest = max(longest, (ContinuousClock.now - start) / .seconds(1))
        }
        XCTAssertLessThan(longest, 0.5, "the slowest of a few hundred characters")
    }
}
