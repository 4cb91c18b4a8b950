import CLua
import Geometry
import Layers
import Raster

/// The arguments of a call from Lua, read in order (`addLine(p)`, `moveTo(x, y)`) or by
/// Swift's argument labels in one table (`addLine{ to = p }`): a call is labelled when its
/// only argument is a table holding one of the function's labels.
struct Arguments {
    let session: ScriptSession
    let lua: Lua
    /// The function's name for messages ("addLine").
    let function: String
    private var next: Int32
    private let labelled: Int32?
    private let labels: [String]

    init(_ session: ScriptSession, _ lua: Lua, function: String, from first: Int32 = 1, labels: [String]) {
        self.session = session; self.lua = lua; self.function = function; self.labels = labels
        next = first
        var table: Int32?
        if lua.top == first, lua.isTable(at: first) {
            for label in labels {
                let found = lua.rawGet(first, label) != LUA_TNIL
                lua.pop()
                if found { table = first; break }
            }
        }
        labelled = table
    }

    /// True when the arguments came as one table of labels.
    var isLabelled: Bool { labelled != nil }

    /// How many positional arguments remain (0 for a labelled call).
    var remaining: Int32 { labelled == nil ? max(0, lua.top - next + 1) : 0 }

    /// True when the argument `label` (or the next positional one) was given and is not nil.
    func has(_ label: String) -> Bool {
        guard let table = labelled else { return !lua.isNil(at: next) }
        let found = lua.rawGet(table, label) != LUA_TNIL
        lua.pop()
        return found
    }

    mutating func number(_ label: String, default fallback: Double? = nil) throws(ScriptFailure) -> Double {
        let lua = self.lua
        return try read(label, "a number", fallback) { i throws(ScriptFailure) in lua.number(at: i).flatMap { $0.isNaN ? nil : $0 } }
    }
    /// A number that is finite (a coordinate, a size, an angle).
    mutating func finite(_ label: String, default fallback: Double? = nil) throws(ScriptFailure) -> Double {
        let lua = self.lua
        return try read(label, "a finite number", fallback) { i throws(ScriptFailure) in lua.number(at: i).flatMap { $0.isFinite ? $0 : nil } }
    }
    mutating func bool(_ label: String, default fallback: Bool? = nil) throws(ScriptFailure) -> Bool {
        let lua = self.lua
        return try read(label, "a boolean", fallback) { i throws(ScriptFailure) in lua.bool(at: i) }
    }
    mutating func string(_ label: String, default fallback: String? = nil) throws(ScriptFailure) -> String {
        let lua = self.lua
        return try read(label, "a string", fallback) { i throws(ScriptFailure) in lua.string(at: i) }
    }
    /// A string that names something (a font), at most `ScriptSession.longestName` bytes.
    mutating func name(_ label: String) throws(ScriptFailure) -> String {
        let lua = self.lua, session = self.session, function = self.function
        return try read(label, "a string", nil) { i throws(ScriptFailure) in
            try session.checkNameLength(at: i, "\(function): '\(label)'", in: lua)
            return lua.string(at: i)
        }
    }
    /// A point; in order it may also be written as two numbers (`moveTo(10, 20)`).
    mutating func point(_ label: String, default fallback: Point? = nil) throws(ScriptFailure) -> Point {
        if labelled == nil, lua.type(at: next) == LUA_TNUMBER {
            let x = try finite(label + ".x")
            return Point(x: x, y: try finite(label + ".y"))
        }
        let lua = self.lua, session = self.session
        return try read(label, "a point", fallback) { i throws(ScriptFailure) in session.point(at: i, in: lua) }
    }
    mutating func size(_ label: String) throws(ScriptFailure) -> Size {
        let lua = self.lua, session = self.session
        return try read(label, "a size", nil) { i throws(ScriptFailure) in session.size(at: i, in: lua) }
    }
    mutating func rect(_ label: String) throws(ScriptFailure) -> Rect {
        let lua = self.lua, session = self.session
        return try read(label, "a rect", nil) { i throws(ScriptFailure) in session.rect(at: i, in: lua) }
    }
    mutating func color(_ label: String) throws(ScriptFailure) -> Color {
        let lua = self.lua, session = self.session
        return try read(label, "a colour", nil) { i throws(ScriptFailure) in try session.color(at: i, in: lua) }
    }
    mutating func transform(_ label: String) throws(ScriptFailure) -> Transform3D {
        let lua = self.lua, session = self.session
        return try read(label, "a CATransform3D", nil) { i throws(ScriptFailure) in session.transform(at: i, in: lua) }
    }
    mutating func affine(_ label: String) throws(ScriptFailure) -> AffineTransform {
        let lua = self.lua, session = self.session
        return try read(label, "a CGAffineTransform", nil) { i throws(ScriptFailure) in session.affineTransform(at: i, in: lua) }
    }
    mutating func path(_ label: String) throws(ScriptFailure) -> Path {
        let lua = self.lua, session = self.session
        return try read(label, "a path", nil) { i throws(ScriptFailure) in session.path(at: i, in: lua) }
    }

    /// A function, kept as a reference while the caller holds it; nil when it is missing
    /// and not `required`.
    mutating func function(_ label: String, required: Bool) throws(ScriptFailure) -> LuaFunctionReference? {
        if !required, !has(label) {
            if labelled == nil { next += 1 }
            return nil
        }
        let lua = self.lua, session = self.session
        return try read(label, "a function", nil) { i throws(ScriptFailure) in
            lua.isFunction(at: i) ? session.functionReference(at: i, on: lua) : nil
        }
    }

    /// Fails on labels the function does not take (a misspelt `controlPoint1`, say).
    func finish() throws(ScriptFailure) {
        guard labelled != nil else { return }
        try checkLabels()
    }

    private func checkLabels() throws(ScriptFailure) {
        guard let table = labelled else { return }
        try Arguments.checkLabels(in: table, are: labels, of: function, on: lua)
    }

    /// Fails when the table at `index` has a key other than `labels`, naming the first in
    /// name order and the label nearest to it: "addCurve has no argument 'controlPont2'; did
    /// you mean 'controlPoint2'?".
    static func checkLabels(in index: Int32, are labels: [String], of function: String, on lua: Lua) throws(ScriptFailure) {
        guard let unknown = lua.keyNames(of: index).first(where: { !labels.contains($0) }) else { return }
        throw .message(Suggestion.message("\(function) has no argument '\(unknown)'", for: unknown, in: labels))
    }

    mutating func read<T>(_ label: String, _ expected: String, _ fallback: T?,
                                  _ convert: (Int32) throws(ScriptFailure) -> T?) throws(ScriptFailure) -> T {
        let index: Int32
        if let table = labelled {
            lua.rawGet(table, label)
            index = lua.top
        } else {
            index = next
            next += 1
        }
        defer { if labelled != nil { lua.pop() } }
        if lua.isNil(at: index), let fallback { return fallback }
        guard let value = try convert(index) else {
            if lua.isNil(at: index) { try checkLabels() }  // a misspelt label explains a missing value best
            // A number that is out of range is shown by value; anything else by its type.
            let given = expected.contains("number") ? session.describeNumber(at: index, on: lua) : lua.typeName(at: index)
            throw .message("\(function): '\(label)' must be \(expected) (got \(given))")
        }
        return value
    }
}
