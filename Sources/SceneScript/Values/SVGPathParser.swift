#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Reads SVG path data ("M0 0 L10 10 Z", the `d` attribute) into a `Path`: every command
/// of SVG 1.1 in absolute and relative form, implicit repetition, and elliptical arcs
/// turned into cubic Béziers as the SVG implementation notes describe.
struct SVGPathParser {
    struct Failure: Error, Equatable {
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The last control point of the previous segment, for the smooth commands S and T.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    static func parse(_ text: String) throws(Failure) -> Path {
        var parser = SVGPathParser(bytes: Array(text.utf8))
        try parser.run()
        return parser.path
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() throws(Failure) {
        var command: UInt8?
        while true {
            skipSeparators()
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if isCommand(byte) {
                command = byte
                index += 1
            } else if command == nil || !startsNumber(byte) {
                throw failure("unexpected '\(Character(Unicode.Scalar(byte)))'")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // coordinates after a move are lines
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw failure("a number cannot follow Z")
            }
            try perform(command!)
        }
    }

    private mutating func perform(_ command: UInt8) throws(Failure) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        func offset(_ p: Point) -> Point { p + origin }
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {  // lower case
        case UInt8(ascii: "m"):
            let p = offset(try point())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            current = offset(try point())
            path.addLine(to: current)
        case UInt8(ascii: "h"):
            current = Point(x: try number() + (relative ? current.x : 0), y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            current = Point(x: current.x, y: try number() + (relative ? current.y : 0))
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = offset(try point()), c2 = offset(try point()), p = offset(try point())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = offset(try point()), p = offset(try point())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "q"):
            let c = offset(try point()), p = offset(try point())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            let p = offset(try point())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let p = offset(try point())
            addArc(to: p, rx: rx, ry: ry, rotation: rotation * .pi / 180, largeArc: largeArc, sweep: sweep)
            current = p
        default:  // z
            path.close()
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// An elliptical arc from the current point to `end` (SVG 1.1 implementation notes F.6.5).
    private mutating func addArc(to end: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        var rx = abs(rx), ry = abs(ry)
        let start = current
        guard start != end else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: end); return }
        let cosφ = cos(rotation), sinφ = sin(rotation)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosφ * dx + sinφ * dy, y1 = -sinφ * dx + cosφ * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coefficient = (largeArc != sweep ? 1.0 : -1.0) * max(0, numerator / denominator).squareRoot()
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let center = Point(x: cosφ * cx1 - sinφ * cy1 + (start.x + end.x) / 2,
                           y: sinφ * cx1 + cosφ * cy1 + (start.y + end.y) / 2)
        let θ1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var Δθ = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - θ1
        if sweep, Δθ < 0 { Δθ += 2 * .pi }
        if !sweep, Δθ > 0 { Δθ -= 2 * .pi }
        guard Δθ.isFinite, center.isFinite else { path.addLine(to: end); return }
        let pieces = max(1, Int((abs(Δθ) / (.pi / 2)).rounded(.up)))
        let step = Δθ / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        func map(_ u: Point) -> Point {
            let x = u.x * rx, y = u.y * ry
            return Point(x: cosφ * x - sinφ * y + center.x, y: sinφ * x + cosφ * y + center.y)
        }
        var a0 = θ1
        for piece in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            // The last piece ends exactly on the given end point, free of rounding.
            path.addCurve(to: piece == pieces - 1 ? end : map(p1), control1: map(c1), control2: map(c2))
            a0 = a1
        }
    }

    // MARK: Tokens

    private func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    private func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    private mutating func point() throws(Failure) -> Point {
        let x = try number()
        return Point(x: x, y: try number())
    }

    private mutating func flag() throws(Failure) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { throw failure("an arc flag must be 0 or 1") }
        index += 1
        return bytes[index - 1] == 0x31
    }

    private mutating func number() throws(Failure) -> Double {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            throw failure(index < bytes.count ? "expected a number" : "the path data ends where a number is expected")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if digits() == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw failure("'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a usable number")
        }
        return value
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: "\(message) at character \(index + 1)")
    }
}
