import CLua
import Geometry
import Layers
import Raster

/// UIBezierPath: `UIBezierPath{rect =}`, `{ovalIn =}`, `{roundedRect =, cornerRadius =}`,
/// `{roundedRect =, byRoundingCorners =, cornerRadii =}`, `{arcCenter =, …}`, `{cgPath =}` or
/// `UIBezierPath()`, an object (UIBezierPath is a class) with the path-building methods of
/// `Path` values (UIKit's labels, `clockwise` on screen), `reversing()`, `contains(point)`,
/// `apply(t)`, `bounds`, `cgPath`, and the attributes `fill()` and `stroke()` use.
extension ScriptSession {
    func pushBezierPath(_ bezier: ScriptBezierPath, on lua: Lua) {
        pushNewHandle(for: bezier, as: .bezierPath, named: ScriptBezierPath.typeName, on: lua)
    }

    /// The UIBezierPath a method was called on.
    func receiverBezierPath(_ method: String, _ lua: Lua) throws(ScriptFailure) -> ScriptBezierPath {
        guard let bezier = object(at: 1, in: lua) as? ScriptBezierPath else {
            throw .message("\(method) is a method of UIBezierPath: call it with ':' (path:\(method)(...))")
        }
        return bezier
    }

    /// UIBezierPath's methods: `Path`'s builders run on its path, and its own.
    static var bezierPathMethods: [(String, ScriptFunction)] {
        pathMethods.map { ($0.0, onBezierPath($0.1)) } + bezierOwnMethods + bezierDrawingMethods
    }

    /// Runs a `Path` value's method on a UIBezierPath's path: a `Path` value standing for it
    /// takes its place as the receiver, writes its edits back, and the result that is that
    /// stand-in is given back as the UIBezierPath itself, so calls still chain.
    private static func onBezierPath(_ method: @escaping ScriptFunction) -> ScriptFunction {
        { s, lua throws(ScriptFailure) in
            guard let bezier = s.object(at: 1, in: lua) as? ScriptBezierPath else { return try method(s, lua) }
            lua.pushCopy(of: 1)
            let receiver = lua.makeReference()
            defer { lua.releaseReference(receiver) }
            let standIn = ValueBox(.path(bezier.path), writeBack: { value, _ throws(ScriptFailure) in
                if case .path(let p?) = value { bezier.path = p }
            }, readSite: lua.currentSite())
            // Only one of them holds the path at a time (the stand-in while the method runs, the
            // object after, however the method ends), so an edit adding one element does not
            // copy the whole path, nor does the next one while Lua has yet to collect this stand-in.
            bezier.path = Path()
            bezier.standIn = standIn
            defer {
                bezier.standIn = nil
                if let p = standIn.takePath() { bezier.path = p }
            }
            s.pushNewHandle(for: standIn, as: .value(named: standIn.typeName), named: standIn.typeName, on: lua)
            lua_copy(lua.state, -1, 1)
            lua.pop()
            let count = try method(s, lua)
            if count == 1, s.object(at: -1, in: lua) === standIn {
                lua.pop()
                lua.pushReference(receiver)
            }
            return count
        }
    }

    private static let bezierOwnMethods: [(String, ScriptFunction)] = [
        ("reversing", { s, lua throws(ScriptFailure) in
            let bezier = try s.receiverBezierPath("reversing", lua)
            s.pushBezierPath(bezier.copy(path: bezier.path.reversing()), on: lua)
            return 1
        }),
        ("copy", { s, lua throws(ScriptFailure) in
            let bezier = try s.receiverBezierPath("copy", lua)
            s.pushBezierPath(bezier.copy(), on: lua)
            return 1
        }),
        ("contains", { s, lua throws(ScriptFailure) in
            // UIKit tests the closed subpaths with the path's own fill rule.
            let bezier = try s.receiverBezierPath("contains", lua)
            var a = Arguments(s, lua, function: "contains", from: 2, labels: ["point"])
            let point = try a.point("point")
            try a.finish()
            lua.push(bezier.closedSubpaths.contains(point, evenOdd: bezier.usesEvenOddFillRule))
            return 1
        }),
        ("removeAllPoints", { s, lua throws(ScriptFailure) in
            try s.receiverBezierPath("removeAllPoints", lua).path = Path()
            return 0
        }),
        ("setLineDash", { s, lua throws(ScriptFailure) in
            // setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat)
            let bezier = try s.receiverBezierPath("setLineDash", lua)
            var a = Arguments(s, lua, function: "setLineDash", from: 2, labels: ["pattern", "count", "phase"])
            let pattern = try a.numbers("pattern", default: [])
            let count = try a.finite("count", default: Double(pattern.count))
            let phase = try a.finite("phase", default: 0)
            try a.finish()
            bezier.dashPattern = Array(pattern.prefix(max(0, Int(saturating: count))))
            bezier.dashPhase = phase
            return 0
        }),
    ]

    // MARK: Fields

    static let bezierPathFields = ["cgPath", "bounds", "currentPoint", "isEmpty", "lineWidth", "lineCapStyle",
                                   "lineJoinStyle", "miterLimit", "flatness", "usesEvenOddFillRule"]

    func bezierPathField(_ bezier: ScriptBezierPath, _ key: String, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "cgPath": pushBox(.path(bezier.path), on: lua)
        case "bounds": pushBox(.rect(bezier.path.isEmpty ? ScriptSession.nullRect : bezier.path.controlBounds), on: lua)
        case "currentPoint": pushBox(.point(bezier.path.currentPointOrZero), on: lua)
        case "isEmpty": lua.push(bezier.path.isEmpty)
        case "lineWidth": lua.push(bezier.lineWidth)
        case "lineCapStyle": lua.push(bezier.lineCapStyle.rawValue)
        case "lineJoinStyle": lua.push(bezier.lineJoinStyle.rawValue)
        case "miterLimit": lua.push(bezier.miterLimit)
        case "flatness": lua.push(bezier.flatness)
        case "usesEvenOddFillRule": lua.push(bezier.usesEvenOddFillRule)
        default:
            throw .message(Suggestion.message("UIBezierPath has no field '\(key)'", for: key,
                                              in: ScriptSession.bezierPathFields + methodNames(at: 1, in: lua)))
        }
    }

    func setBezierPathField(_ bezier: ScriptBezierPath, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        // Read through Arguments so the messages match the methods': "lineWidth: 'lineWidth' must be…".
        lua.pushCopy(of: index)
        defer { lua.pop() }
        var a = Arguments(self, lua, function: "UIBezierPath.\(key)", from: lua.top, labels: [key])
        switch key {
        case "cgPath": bezier.path = try a.path(key)
        case "lineWidth": bezier.lineWidth = try a.finite(key)
        case "lineCapStyle": bezier.lineCapStyle = try a.choice(key, ScriptSession.lineCaps)
        case "lineJoinStyle": bezier.lineJoinStyle = try a.choice(key, ScriptSession.lineJoins)
        case "miterLimit": bezier.miterLimit = try a.finite(key)
        case "flatness": bezier.flatness = try a.finite(key)
        case "usesEvenOddFillRule": bezier.usesEvenOddFillRule = try a.bool(key)
        case "bounds", "currentPoint", "isEmpty": throw .message("UIBezierPath.\(key) is read-only")
        default:
            throw .message(Suggestion.message("UIBezierPath has no field '\(key)'", for: key, in: ScriptSession.bezierPathFields))
        }
    }

    // MARK: Making one

    static let rectCorners: [(String, Set<Path.Corner>)] = [
        ("topLeft", [.topLeft]), ("topRight", [.topRight]), ("bottomLeft", [.bottomLeft]),
        ("bottomRight", [.bottomRight]), ("allCorners", Set(Path.Corner.allCases)),
    ]

    /// `UIBezierPath{ovalIn = r}`, `{rect = r}`, `{roundedRect = r, cornerRadius = 8}`,
    /// `{roundedRect = r, byRoundingCorners = {"topLeft", "topRight"}, cornerRadii = {8, 8}}`,
    /// `{arcCenter = c, radius =, startAngle =, endAngle =, clockwise =}`, `{cgPath = p}`, or
    /// `UIBezierPath()`.
    static let bezierPathConstructor: ScriptFunction = { s, lua throws(ScriptFailure) in
        let labels = ["ovalIn", "rect", "roundedRect", "cornerRadius", "byRoundingCorners", "cornerRadii",
                      "arcCenter", "radius", "startAngle", "endAngle", "clockwise", "cgPath"]
        var a = Arguments(s, lua, function: "UIBezierPath", from: 2, labels: labels)
        var path = Path()
        let usage = "UIBezierPath takes one of ovalIn =, rect =, roundedRect = (with cornerRadius = or "
            + "byRoundingCorners = and cornerRadii =), arcCenter = or cgPath ="
        if !a.isLabelled {
            guard lua.top == 1 || (lua.top == 2 && lua.isEmptyTable(at: 2)) else { throw .message(usage) }
        } else if a.has("ovalIn") {
            path = .oval(in: try a.rect("ovalIn"))
        } else if a.has("rect") {
            path = .rect(try a.rect("rect"))
        } else if a.has("roundedRect") {
            let r = try a.rect("roundedRect")
            if a.has("byRoundingCorners") {
                let corners = try s.rectCorners(&a)
                path = .roundedRect(r, byRoundingCorners: corners, cornerRadii: try a.size("cornerRadii"))
            } else {
                // UIKit's continuous corners (Path.roundedRect keeps circular arcs, as CGPath's).
                path = .continuousRoundedRect(r, cornerRadius: try a.finite("cornerRadius", default: 0))
            }
        } else if a.has("arcCenter") {
            let center = try a.point("arcCenter"), radius = try a.finite("radius")
            let start = try a.finite("startAngle"), end = try a.finite("endAngle")
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: end,
                        clockwise: try a.bool("clockwise", default: true))
        } else if a.has("cgPath") {
            path = try a.path("cgPath")
        } else {
            throw .message(usage)
        }
        try a.finish()
        s.pushBezierPath(ScriptBezierPath(path), on: lua)
        return 1
    }

    /// UIRectCorner: one name or a list of them.
    private func rectCorners(_ a: inout Arguments) throws(ScriptFailure) -> Set<Path.Corner> {
        let names = ScriptSession.rectCorners.map(\.0)
        let valid = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let lua = a.lua
        var unknown: String?
        let corners: Set<Path.Corner>? = try a.read("byRoundingCorners", "one of \(valid) or a list of them", nil) { i throws(ScriptFailure) in
            func corner(_ index: Int32) -> Set<Path.Corner>? {
                guard let name = lua.string(at: index) else { return nil }
                guard let found = ScriptSession.rectCorners.first(where: { $0.0 == name }) else { unknown = name; return nil }
                return found.1
            }
            if lua.string(at: i) != nil { return .some(corner(i)) }
            guard lua.isTable(at: i) else { return nil }
            let table = lua.absolute(i)
            var all = Set<Path.Corner>()
            for k in 0..<lua.length(at: table) {
                lua.rawGet(table, index: k + 1)
                defer { lua.pop() }
                guard let c = corner(lua.top) else { return .some(nil) }
                all.formUnion(c)
            }
            return .some(all)
        }
        guard let corners else {
            let got = unknown.map { "\"\($0)\"" } ?? "something else"
            throw .message(Suggestion.message("UIBezierPath: 'byRoundingCorners' must be one of \(valid) or a list of them (got \(got))",
                                              for: unknown ?? "", in: names))
        }
        return corners
    }
}
