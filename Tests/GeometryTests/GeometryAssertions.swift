import Geometry
import XCTest

/// Fails unless `a` and `b` are within `accuracy` in both coordinates.
func assertPoint(_ a: Point?, _ b: Point, accuracy: Double = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("no point, expected \(b)", file: file, line: line) }
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b)", file: file, line: line)
}

/// Fails unless every field of `t` is within `accuracy` of `expected` (m11 … m44 order).
func assertFields(_ t: Transform3D, _ expected: [Double], accuracy: Double = 1e-12,
                  file: StaticString = #filePath, line: UInt = #line) {
    for (i, (a, b)) in zip(t.fields, expected).enumerated() {
        XCTAssertEqual(a, b, accuracy: accuracy, "m\(i / 4 + 1)\(i % 4 + 1)", file: file, line: line)
    }
}

/// The end point of every element (nil for close).
func endPoints(_ path: Path) -> [Point?] {
    path.elements.map { e -> Point? in
        switch e {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}

/// A path built from a first point and segment-adding steps.
func makePath(_ build: (inout Path) -> Void) -> Path {
    var p = Path()
    build(&p)
    return p
}
