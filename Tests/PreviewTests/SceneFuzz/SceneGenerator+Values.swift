import FuzzTesting
import Layers

/// Lua expressions for values: of a property's kind (in the forms the scene API documents),
/// of another kind on purpose, and hostile numbers.
extension SceneGenerator {
    /// Numbers that break careless arithmetic: zero, signs, overflow, NaN (0/0), infinities,
    /// the integer extremes, denormal-adjacent tiny ones.
    static let hostileNumbers = ["0", "-0.0", "-1", "1e300", "-1e300", "0/0", "math.huge", "-math.huge",
                                 "math.maxinteger", "math.mininteger", "1e-300", "2^53", "-2^63"]

    /// A number, usually in `range`, sometimes hostile (or a catalogued constant, `CGFloat.pi`).
    mutating func number(_ range: ClosedRange<Double> = 0...200) -> String {
        if chance(0.12) {
            tainted = true
            if chance(0.2) { return "\(pick(fuzz.catalogue.numberNamespaces)).\(pick(fuzz.catalogue.numberConstants))" }
            return pick(Self.hostileNumbers)
        }
        // Whole numbers often: some properties (`tag`, counts) take only those.
        let x = rng.number(range)
        return Self.literal(chance(0.6) ? x.rounded() : x)
    }

    /// `x` as Lua writes it: integers without a fraction.
    static func literal(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }

    /// A value of `kind`.
    mutating func value(_ kind: PropertyKind) -> String {
        switch kind {
        case .number: return chance(0.5) ? number(0...1) : number()
        case .bool: return chance(0.5) ? "true" : "false"
        case .string: return string()
        case .point: return pair("Point", "x", "y")
        case .size: return pair("Size", "width", "height")
        case .rect: return rect()
        case .transform: return transform()
        case .affineTransform: return affineTransform()
        case .image: return image()
        case .font: return font()
        case .color(let optional): return optional && chance(0.1) ? "nil" : color()
        case .path: return path()
        case .numbers: return list(int(0...5)) { $0.number(0...1) }
        case .colors: return list(int(0...4)) { $0.color() }
        case .name(let names):
            guard chance(0.98) else {
                tainted = true
                return "\"fuzzy\""
            }
            return Self.quoted(pick(names))
        case .names(let names): return list(int(0...names.count)) { Self.quoted($0.pick(names)) }
        }
    }

    /// A value of some kind other than `kind`, or anything at all.
    mutating func wrongValue(not kind: PropertyKind) -> String {
        tainted = true
        let kinds: [PropertyKind] = [.number, .bool, .string, .point, .rect, .transform, .color(optional: true), .path, .numbers]
        let others = kinds.filter { $0 != kind }
        return chance(0.5) ? value(pick(others)) : anyValue()
    }

    /// Anything a Lua expression can be: numbers, strings, tables, functions, objects, nil.
    mutating func anyValue() -> String {
        tainted = true
        switch int(0...10) {
        case 0: return number()
        case 1: return pick(Self.hostileNumbers)
        case 2: return chance(0.5) ? "true" : "false"
        case 3: return string()
        case 4: return pick(["{}", "{{}}", "{nil, 1}", "{1, 2, 3}", "{x = {}}"])
        case 5: return "nil"
        case 6: return "function() end"
        case 7: return objects.isEmpty ? "nil" : pick(objects).name
        case 8: return Self.quoted(pick(fuzz.words))
        case 9: return pick(fuzz.constants)
        default: return value(pick([.point, .rect, .color(optional: false), .transform]))
        }
    }

    mutating func string() -> String {
        switch int(0...5) {
        case 0: return "\"\""
        case 1: return "string.rep(\"long \", \(pick([100, 5000])))"
        case 2: return "\"\\u{1F600} ünïcödé\""
        default: return Self.quoted("fuzz \(int(0...99))")
        }
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// `{a, b, ...}` of `count` items.
    mutating func list(_ count: Int, _ item: (inout SceneGenerator) -> String) -> String {
        var items: [String] = []
        for _ in 0..<count { items.append(item(&self)) }
        return "{" + items.joined(separator: ", ") + "}"
    }

    /// A point or size in one of its forms (`{a, b}`, `{x = a, y = b}`, `Point(a, b)`, `{}`).
    private mutating func pair(_ constructor: String, _ first: String, _ second: String) -> String {
        let a = number(-50...200), b = number(-50...200)
        switch int(0...39) {
        case 0..<4: return "{\(first) = \(a), \(second) = \(b)}"
        case 4..<8: return "\(constructor)(\(a), \(b))"
        case 8:
            tainted = true
            return "{}"
        default: return "{\(a), \(b)}"
        }
    }

    mutating func rect() -> String {
        let w = sceneSize.width, h = sceneSize.height
        let x = number(-20...w), y = number(-20...h), width = number(0...w), height = number(0...h)
        switch int(0...39) {
        case 0..<4: return "Rect(\(x), \(y), \(width), \(height))"
        case 4..<8: return "{x = \(x), y = \(y), width = \(width), height = \(height)}"
        case 8:
            tainted = true
            return "{}"
        default: return "{\(x), \(y), \(width), \(height)}"
        }
    }

    mutating func transform() -> String {
        switch int(0...5) {
        case 0: return "CATransform3DIdentity"
        case 1: return "CATransform3DMakeScale(\(number(-2...2)), \(number(-2...2)), \(number(-2...2)))"
        case 2: return "CATransform3DMakeTranslation(\(number(-50...50)), \(number(-50...50)), \(number(-200...200)))"
        case 3: return "CATransform3DConcat(\(transform()), \(transform()))"
        default:
            return "CATransform3DMakeRotation(\(number(-7...7)), \(number(-1...1)), \(number(-1...1)), \(number(-1...1)))"
        }
    }

    mutating func affineTransform() -> String {
        switch int(0...3) {
        case 0: return "CGAffineTransform.identity"
        case 1: return "CGAffineTransform{ scaleX = \(number(-2...2)), y = \(number(-2...2)) }"
        case 2: return "CGAffineTransform{ translationX = \(number(-50...50)), y = \(number(-50...50)) }"
        default: return "CGAffineTransform{ rotationAngle = \(number(-7...7)) }"
        }
    }

    mutating func color() -> String {
        switch int(0...4) {
        case 0: return "Color(\(number(0...1)), \(number(0...1)), \(number(0...1)), \(number(0...1)))"
        case 1: return Self.quoted("#" + (0..<pick([3, 4, 6, 8])).map { _ in String(int(0...15), radix: 16) }.joined())
        case 2:
            let constants = fuzz.catalogue.namespaces.first { $0.names.contains("UIColor") }?.constants ?? ["red"]
            return chance(0.5) ? Self.quoted(pick(constants)) : "UIColor.\(pick(constants))"
        default: return Self.quoted(pick(["red", "clear", "white", "systemBlue", "black", "#ff6b9a80"]))
        }
    }

    mutating func path() -> String {
        switch int(0...5) {
        case 0: return "nil"
        case 1: return "Path.rect(\(rect()))"
        case 2: return "Path.roundedRect(\(rect()), \(number(0...40)))"
        case 3: return "Path.svg(\"M0 0 L\(number()) \(number()) Q 10 90 \(number()) 20 Z\")"
        default: return "Path.ovalIn(\(rect()))"
        }
    }

    mutating func image() -> String {
        guard !assets.isEmpty, !chance(0.05) else { return "nil" }
        return "Image(\(Self.quoted(pick(assets))))"
    }

    mutating func font() -> String {
        switch int(0...3) {
        case 0: return Self.quoted("DejaVu Sans")
        case 1: return "UIFont.systemFont{ ofSize = \(number(1...40)) }"
        default: return "Font(\"DejaVu Sans\", \(number(1...40)), \(Self.quoted(pick(["bold", "regular", "italic"]))))"
        }
    }
}
