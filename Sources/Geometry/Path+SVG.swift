#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// Reads SVG path data (the `d` attribute): M m L l H h V v C c S s Q q T t A a Z z, with
    /// implicit repeats (extra coordinates after M are line-tos), numbers such as "1e-3" and
    /// "-.5.5" (two numbers), commas or spaces between them, and compact arc flags ("a5 5 0 1020 0").
    /// Empty data gives an empty path. Bad data throws an `SVGPathError` naming the offset.
    public init(svg: String) throws {
        var parser = SVGPathParser(Array(svg.unicodeScalars))
        self.init(elements: try parser.parse())
    }
}

/// A one-pass reader of SVG path data that builds path elements as it goes.
private struct SVGPathParser {
    private let text: [Unicode.Scalar]
    private var index = 0
    private var elements: [PathElement] = []
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the last C/S or the control point of the last Q/T, for the
    /// smooth variants to reflect; nil when the last command was something else.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ text: [Unicode.Scalar]) { self.text = text }

    mutating func parse() throws -> [PathElement] {
        skipSeparators()
        guard index < text.count else { return [] }
        guard text[index] == "M" || text[index] == "m" else {
            throw SVGPathError(message: "path data must begin with a move command (M or m)", offset: index)
        }
        var command: Unicode.Scalar = "M"
        while true {
            skipSeparators()
            guard index < text.count else { break }
            let c = text[index]
            if Self.isCommand(c) {
                command = c
                index += 1
                try run(command, first: true)
            } else if startsNumber(), command != "Z", command != "z" {
                // An implicit repeat; extra pairs after a move are line-tos.
                try run(command == "M" ? "L" : command == "m" ? "l" : command, first: false)
            } else if startsNumber() {
                throw SVGPathError(message: "close path (Z) takes no numbers", offset: index)
            } else {
                throw SVGPathError(message: "unknown command '\(c)'", offset: index)
            }
        }
        return elements
    }

    /// Reads one command's arguments (one group) and appends its elements.
    private mutating func run(_ command: Unicode.Scalar, first: Bool) throws {
        let relative = command.properties.isLowercase
        let origin = relative ? current : .zero
        var cubicControl: Point?, quadControl: Point?
        switch command {
        case "M", "m":
            let p = try point() + origin
            elements.append(.move(p))
            current = p; subpathStart = p
        case "L", "l":
            lineTo(try point() + origin)
        case "H", "h":
            lineTo(Point(x: try number() + origin.x, y: current.y))
        case "V", "v":
            lineTo(Point(x: current.x, y: try number() + origin.y))
        case "C", "c":
            let c1 = try point() + origin, c2 = try point() + origin, p = try point() + origin
            curveTo(c1, c2, p); cubicControl = c2
        case "S", "s":
            let c1 = reflected(lastCubicControl)
            let c2 = try point() + origin, p = try point() + origin
            curveTo(c1, c2, p); cubicControl = c2
        case "Q", "q":
            let c = try point() + origin, p = try point() + origin
            quadTo(c, p); quadControl = c
        case "T", "t":
            let c = reflected(lastQuadControl)
            quadTo(c, try point() + origin); quadControl = c
        case "A", "a":
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            arcTo(try point() + origin, rx: rx, ry: ry, degrees: rotation, largeArc: largeArc, sweep: sweep)
        default: // Z or z
            if case .close? = elements.last {} else { elements.append(.close) }
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    // MARK: Building

    private mutating func lineTo(_ p: Point) {
        elements.append(.line(p)); current = p
    }
    private mutating func curveTo(_ c1: Point, _ c2: Point, _ p: Point) {
        elements.append(.cubic(c1, c2, p)); current = p
    }
    private mutating func quadTo(_ c: Point, _ p: Point) {
        elements.append(.quad(c, p)); current = p
    }
    /// The reflection of `control` about the current point, or the current point without one.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return current * 2 - control
    }

    /// An elliptical arc from the current point to `end` (SVG 1.1 implementation notes F.6),
    /// as cubics of at most a quarter turn each.
    private mutating func arcTo(_ end: Point, rx: Double, ry: Double, degrees: Double, largeArc: Bool, sweep: Bool) {
        let start = current
        if start == end { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else { lineTo(end); return }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // The start point in the ellipse's own axes, relative to the chord's midpoint.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        // Radii too small to span the chord grow just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let center = Point(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                           y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, center.isFinite else { lineTo(end); return }

        func map(_ u: Double, _ v: Double) -> Point {
            let x = u * rx, y = v * ry
            return Point(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let kappa = 4.0 / 3.0 * tan(step / 4)
        var a0 = theta1
        for i in 0..<pieces {
            let a1 = a0 + step
            let c1 = map(cos(a0) - kappa * sin(a0), sin(a0) + kappa * cos(a0))
            let c2 = map(cos(a1) + kappa * sin(a1), sin(a1) - kappa * cos(a1))
            curveTo(c1, c2, i == pieces - 1 ? end : map(cos(a1), sin(a1)))
            a0 = a1
        }
    }

    // MARK: Lexing

    private static func isCommand(_ c: Unicode.Scalar) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(c)
    }
    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private mutating func skipSeparators() {
        while index < text.count, text[index] == "," || text[index].properties.isWhitespace { index += 1 }
    }

    /// True when a number starts at the next token.
    private mutating func startsNumber() -> Bool {
        skipSeparators()
        guard index < text.count else { return false }
        let c = text[index]
        return Self.isDigit(c) || c == "-" || c == "+" || c == "."
    }

    private mutating func point() throws -> Point {
        let x = try number()
        return Point(x: x, y: try number())
    }

    private mutating func number() throws -> Double {
        skipSeparators()
        let begin = index
        var end = index
        if end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        var digits = 0
        while end < text.count, Self.isDigit(text[end]) { end += 1; digits += 1 }
        if end < text.count, text[end] == "." {
            end += 1
            while end < text.count, Self.isDigit(text[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else {
            throw SVGPathError(message: "expected a number", offset: begin)
        }
        // An exponent counts only when digits follow it.
        if end < text.count, text[end] == "e" || text[end] == "E" {
            var e = end + 1
            if e < text.count, text[e] == "-" || text[e] == "+" { e += 1 }
            if e < text.count, Self.isDigit(text[e]) {
                while e < text.count, Self.isDigit(text[e]) { e += 1 }
                end = e
            }
        }
        var literal = String.UnicodeScalarView()
        literal.append(contentsOf: text[begin..<end])
        guard let value = Double(String(literal)), value.isFinite else {
            throw SVGPathError(message: "number out of range", offset: begin)
        }
        index = end
        return value
    }

    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < text.count, text[index] == "0" || text[index] == "1" else {
            throw SVGPathError(message: "expected an arc flag (0 or 1)", offset: index)
        }
        index += 1
        return text[index - 1] == "1"
    }
}
