import Animation
import Geometry
import XCTest

/// Fails unless every field of `actual` is within `accuracy` of `expected`.
func assertTransform(_ actual: Transform3D, _ expected: Transform3D, accuracy: Double = 1e-12,
                     file: StaticString = #filePath, line: UInt = #line) {
    for (i, (a, e)) in zip(actual.fields, expected.fields).enumerated() where !(abs(a - e) <= accuracy) {
        XCTFail("field \(i): \(a) is not \(e)\nactual   \(actual.fields)\nexpected \(expected.fields)", file: file, line: line)
        return
    }
}

/// Fails unless `actual` is a transform within `accuracy` of `expected`.
func assertTransform(_ actual: AnimatableValue, _ expected: Transform3D, accuracy: Double = 1e-12,
                     file: StaticString = #filePath, line: UInt = #line) {
    guard case .transform(let t) = actual else { return XCTFail("not a transform: \(actual)", file: file, line: line) }
    assertTransform(t, expected, accuracy: accuracy, file: file, line: line)
}

/// Fails unless `actual` is a scalar within `accuracy` of `expected`.
func assertScalar(_ actual: AnimatableValue, _ expected: Double, accuracy: Double = 1e-12,
                  file: StaticString = #filePath, line: UInt = #line) {
    guard case .scalar(let x) = actual else { return XCTFail("not a scalar: \(actual)", file: file, line: line) }
    XCTAssertEqual(x, expected, accuracy: accuracy, file: file, line: line)
}

/// Fails unless `actual` is a vector with the components of `expected`, each within `accuracy`.
func assertVector(_ actual: AnimatableValue, _ expected: [Double], accuracy: Double = 1e-12,
                  file: StaticString = #filePath, line: UInt = #line) {
    guard case .vector(let v) = actual, v.count == expected.count else {
        return XCTFail("not a vector of \(expected.count): \(actual)", file: file, line: line)
    }
    for (a, e) in zip(v, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
}

/// Fails unless `actual` is within `accuracy` of `expected` in both coordinates.
func assertPoint(_ actual: Point, _ expected: Point, accuracy: Double = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}

/// Transform3D.concat of several transforms, the first applied first.
func chain(_ transforms: Transform3D...) -> Transform3D {
    transforms.dropFirst().reduce(transforms[0]) { .concat($0, $1) }
}
