import CLua
import Geometry
import Raster

/// Reading Core Graphics' arguments: enumerations spelled as Swift's cases, optional
/// transforms, lists of numbers, points, rects and colours.
extension Arguments {
    /// One of `cases` by its Swift name; an unknown name is an error listing the valid ones.
    mutating func choice<T>(_ label: String, _ cases: [(String, T)], default fallback: T? = nil) throws(ScriptFailure) -> T {
        let names = cases.map(\.0)
        let valid = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let lua = self.lua
        var got: String?
        let found: T? = try read(label, "one of \(valid)", fallback.map { Optional($0) }) { i throws(ScriptFailure) in
            guard let name = lua.string(at: i) else { return nil }
            got = name
            return .some(cases.first(where: { $0.0 == name })?.1)
        }
        guard let found else {
            throw .message(Suggestion.message("\(function): '\(label)' must be one of \(valid) (got \"\(got ?? "")\")",
                                              for: got ?? "", in: names))
        }
        return found
    }

    /// A CGAffineTransform, or the identity when the argument is missing or nil (C's NULL).
    mutating func optionalAffine(_ label: String) throws(ScriptFailure) -> AffineTransform {
        let lua = self.lua, session = self.session
        return try read(label, "a CGAffineTransform or nil", .identity) { i throws(ScriptFailure) in
            session.affineTransform(at: i, in: lua)
        }
    }

    /// A list of finite numbers (`{4, 2}`).
    mutating func numbers(_ label: String, default fallback: [Double]? = nil) throws(ScriptFailure) -> [Double] {
        try list(label, "a list of numbers", fallback) { _, lua, i in lua.number(at: i).flatMap { $0.isFinite ? $0 : nil } }
    }

    mutating func points(_ label: String) throws(ScriptFailure) -> [Point] {
        try list(label, "a list of points", nil) { session, lua, i in session.point(at: i, in: lua) }
    }

    mutating func rects(_ label: String) throws(ScriptFailure) -> [Rect] {
        try list(label, "a list of rects", nil) { session, lua, i in session.rect(at: i, in: lua) }
    }

    mutating func colors(_ label: String) throws(ScriptFailure) -> [Color] {
        try list(label, "a list of colours", nil) { session, lua, i in (try? session.color(at: i, in: lua)) ?? nil }
    }

    /// A Lua list read element by element; an element that does not convert fails the whole.
    mutating func list<T>(_ label: String, _ expected: String, _ fallback: [T]?,
                          _ element: (ScriptSession, Lua, Int32) -> T?) throws(ScriptFailure) -> [T] {
        let session = self.session, lua = self.lua
        return try read(label, expected, fallback) { index throws(ScriptFailure) in
            try session.list(at: index, in: lua) { i in element(session, lua, i) }
        }
    }

    /// One of `cases`, or nil when the argument is missing or nil.
    mutating func optionalChoice<T>(_ label: String, _ cases: [(String, T)]) throws(ScriptFailure) -> T? {
        guard has(label) else { skip(label); return nil }
        return try choice(label, cases)
    }

    /// A colour, or nil when the argument is missing or nil.
    mutating func optionalColor(_ label: String) throws(ScriptFailure) -> Color? {
        guard has(label) else { skip(label); return nil }
        return try color(label)
    }

    /// Moves past an argument that is missing or nil.
    mutating func skip(_ label: String) {
        let none: Bool?? = .some(nil)
        _ = try? read(label, "nothing", none) { _ throws(ScriptFailure) in nil }
    }
}
