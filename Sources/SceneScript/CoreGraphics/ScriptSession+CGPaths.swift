import CLua
import Geometry
import Layers
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Core Graphics' paths: `CGMutablePath()` with Swift's methods and labels, `CGPath(rect,
/// transform)`, `CGPath{ellipseIn =}`, `CGPath{roundedRect =, cornerWidth =, cornerHeight =}`,
/// and the queries and copies every path kind answers (`contains`, `copy{strokingWithWidth =}`).
///
/// An immutable CGPath is the `Path` value scripts already know (what `layer.path` reads);
/// a CGMutablePath is a `ScriptMutablePath`, a reference edited in place.
///
/// Clockwise: Core Graphics' `clockwise` is meant in its own y-up space. In the y-down spaces
/// scenes draw in (UIKit's, as in a view's `draw(_:)` on iOS), `addArc(…clockwise: true)` of a
/// CGMutablePath or CGContext therefore runs the other way on screen, with decreasing angles:
/// Apple's CGContextAddArc note, "In a flipped coordinate system (the default for UIView
/// drawing methods in iOS), specifying a clockwise arc results in a counterclockwise arc after
/// the transformation is applied". UIBezierPath's `clockwise` (and `Path`'s `arc`) is meant on
/// screen. So `CGMutablePath:addArc(c, r, 0, math.pi / 2, true)` goes the long way round
/// through the top, as the same Swift line does on iOS, and `UIBezierPath:addArc(c, r, 0,
/// math.pi / 2, true)` the short way through the bottom.
extension ScriptSession {
    // MARK: Reading any path

    /// The path of a CGMutablePath or a UIBezierPath at `index` (a `Path` value is read by
    /// `path(at:in:)`, which asks this for the other kinds).
    func graphicsPath(at index: Int32, in lua: Lua) -> Path? {
        switch object(at: index, in: lua) {
        case let mutable as ScriptMutablePath: return mutable.path
        case let bezier as ScriptBezierPath: return bezier.currentPath
        default: return nil
        }
    }

    func pushMutablePath(_ path: Path, on lua: Lua) {
        pushNewHandle(for: ScriptMutablePath(path), as: .mutablePath, named: ScriptMutablePath.typeName, on: lua)
    }

    /// The CGMutablePath at `index`, or an error naming `function`: a method called without
    /// ':' when `index` is 1 and the function is a method, a wrong path otherwise.
    func mutablePath(at index: Int32, in lua: Lua, function: String, isMethod: Bool = true) throws(ScriptFailure) -> ScriptMutablePath {
        if let path = object(at: index, in: lua) as? ScriptMutablePath { return path }
        if isMethod { throw .message("\(function) is a method of CGMutablePath: call it with ':' (path:\(function)(...))") }
        throw .message("\(function): the path must be a CGMutablePath (got \(lua.typeName(at: index)))")
    }

    // MARK: CGMutablePath's methods

    /// A method that edits the path in place and returns it, so calls chain: `read` reads
    /// the arguments and returns the edit. They are read before the edit starts, so the path
    /// may be one of them (`p:addPath(p)` doubles it) and a refused argument leaves it as it was.
    private static func mutating(_ name: String, _ labels: [String],
                                 _ read: @escaping (inout Arguments) throws(ScriptFailure) -> (inout Path) -> Void)
        -> (String, ScriptFunction) {
        (name, { s, lua throws(ScriptFailure) in
            let target = try s.mutablePath(at: 1, in: lua, function: name)
            var args = Arguments(s, lua, function: name, from: 2, labels: labels)
            let edit = try read(&args)
            try args.finish()
            // In place, so adding an element does not copy the path.
            edit(&target.path)
            lua.pushCopy(of: 1)
            return 1
        })
    }

    static let arcCenterLabels = ["center", "radius", "startAngle", "endAngle", "clockwise", "transform"]
    static let arcTangentLabels = ["tangent1End", "tangent2End", "radius", "transform"]

    static let mutablePathMethods: [(String, ScriptFunction)] = [
        mutating("move", ["to", "transform"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), t = try a.optionalAffine("transform")
            return { $0.move(to: t.apply(to)) }
        },
        mutating("addLine", ["to", "transform"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), t = try a.optionalAffine("transform")
            return { $0.addLine(to: t.apply(to)) }
        },
        mutating("addLines", ["between", "transform"]) { a throws(ScriptFailure) in
            let points = try a.points("between"), t = try a.optionalAffine("transform")
            return { $0.addLines(between: points, transform: t) }
        },
        mutating("addCurve", ["to", "control1", "control2", "transform"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), c1 = try a.point("control1"), c2 = try a.point("control2")
            let t = try a.optionalAffine("transform")
            return { $0.addCurve(to: t.apply(to), control1: t.apply(c1), control2: t.apply(c2)) }
        },
        mutating("addQuadCurve", ["to", "control", "transform"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), c = try a.point("control")
            let t = try a.optionalAffine("transform")
            return { $0.addQuadCurve(to: t.apply(to), control: t.apply(c)) }
        },
        ("addArc", { s, lua throws(ScriptFailure) in
            // Two methods share the name; the labels (or, positionally, a second point) choose.
            let target = try s.mutablePath(at: 1, in: lua, function: "addArc")
            var a = Arguments(s, lua, function: "addArc", from: 2, labels: arcCenterLabels + ["tangent1End", "tangent2End"])
            var path = target.path
            if a.isLabelled ? a.has("tangent1End") : ScriptSession.isTangentArc(lua) {
                a = Arguments(s, lua, function: "addArc", from: 2, labels: arcTangentLabels)
                let p1 = try a.point("tangent1End"), p2 = try a.point("tangent2End"), r = try a.finite("radius")
                ScriptSession.addTangentArc(to: &path, p1, p2, radius: r, transform: try a.optionalAffine("transform"))
            } else {
                a = Arguments(s, lua, function: "addArc", from: 2, labels: arcCenterLabels)
                let c = try a.point("center"), r = try a.finite("radius")
                let start = try a.finite("startAngle"), end = try a.finite("endAngle"), clockwise = try a.bool("clockwise")
                ScriptSession.addCGArc(to: &path, center: c, radius: r, startAngle: start, endAngle: end,
                                       clockwise: clockwise, transform: try a.optionalAffine("transform"))
            }
            try a.finish()
            target.path = path
            lua.pushCopy(of: 1)
            return 1
        }),
        mutating("addRelativeArc", ["center", "radius", "startAngle", "delta", "transform"]) { a throws(ScriptFailure) in
            let c = try a.point("center"), r = try a.finite("radius")
            let start = try a.finite("startAngle"), delta = try a.finite("delta"), t = try a.optionalAffine("transform")
            return { $0.addRelativeArc(center: c, radius: r, startAngle: start, delta: delta, transform: t) }
        },
        mutating("addRect", ["rect", "transform"]) { a throws(ScriptFailure) in
            let r = try a.rect("rect"), t = try a.optionalAffine("transform")
            return { $0.addRect(r, transform: t) }
        },
        mutating("addRects", ["rects", "transform"]) { a throws(ScriptFailure) in
            let rects = try a.rects("rects"), t = try a.optionalAffine("transform")
            return { $0.addRects(rects, transform: t) }
        },
        mutating("addEllipse", ["in", "transform"]) { a throws(ScriptFailure) in
            let r = try a.rect("in"), t = try a.optionalAffine("transform")
            return { $0.addEllipse(in: r, transform: t) }
        },
        mutating("addRoundedRect", ["in", "cornerWidth", "cornerHeight", "transform"]) { a throws(ScriptFailure) in
            let r = try a.rect("in"), w = try a.finite("cornerWidth"), h = try a.finite("cornerHeight")
            let t = try a.optionalAffine("transform")
            return { $0.addRoundedRect(in: r, cornerWidth: w, cornerHeight: h, transform: t) }
        },
        mutating("addPath", ["path", "transform"]) { a throws(ScriptFailure) in
            let other = try a.path("path"), t = try a.optionalAffine("transform")
            return { $0.addPath(other, transform: t) }
        },
        mutating("closeSubpath", []) { _ throws(ScriptFailure) in { $0.close() } },
    ]

    /// Positionally, `addArc(p1, p2, r)` (or five numbers) is the tangent form; `addArc(c, r,
    /// a0, a1, clockwise)` (or six arguments starting with two numbers) the centre form.
    private static func isTangentArc(_ lua: Lua) -> Bool {
        if lua.type(at: 3) != LUA_TNUMBER { return true }
        return lua.top == 6 && (2...6).allSatisfy { lua.type(at: $0) == LUA_TNUMBER }
    }

    /// CGMutablePath.addArc(center:…clockwise:transform:) with Core Graphics' `clockwise`
    /// (decreasing angles in a y-down space; see the type's note): UIKit's arc the other way
    /// round, mapped, continuing the current subpath.
    static func addCGArc(to path: inout Path, center: Point, radius: Double, startAngle: Double, endAngle: Double,
                         clockwise: Bool, transform: AffineTransform) {
        let arc = Path.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        join(arc.applying(transform), to: &path)
    }

    /// CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:): built where the
    /// transform has not yet been applied, then mapped, continuing the current subpath.
    static func addTangentArc(to path: inout Path, _ p1: Point, _ p2: Point, radius: Double, transform: AffineTransform) {
        guard !transform.isIdentity else { return path.addArc(tangent1End: p1, tangent2End: p2, radius: radius) }
        let det = transform.a * transform.d - transform.b * transform.c
        guard let current = path.currentPoint, det != 0, det.isFinite else {
            return path.addArc(tangent1End: transform.apply(p1), tangent2End: transform.apply(p2), radius: radius)
        }
        var piece = Path()
        piece.move(to: transform.inverted().apply(current))
        piece.addArc(tangent1End: p1, tangent2End: p2, radius: radius)
        join(piece.applying(transform), to: &path)
    }

    /// Appends `piece` (which starts with a move) to the current subpath: a line joins the
    /// current point to its start unless they coincide; with no current point it starts one.
    private static func join(_ piece: Path, to path: inout Path) {
        guard case .move(let start)? = piece.elements.first else { return path.append(piece) }
        if let current = path.currentPoint {
            if current.distance(to: start) > 1e-9 * max(1, abs(start.x), abs(start.y)) { path.addLine(to: start) }
        } else {
            path.move(to: start)
        }
        for element in piece.elements.dropFirst() {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .quad(let c, let p): path.addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): path.addCurve(to: p, control1: c1, control2: c2)
            case .close: path.close()
            }
        }
    }

    // MARK: What every path answers

    /// CGPath's queries and copies, for `Path` values (CGPath) and CGMutablePaths.
    static let pathQueryMethods: [(String, ScriptFunction)] = [
        ("contains", { s, lua throws(ScriptFailure) in
            let path = try s.receiverPath("contains", lua)
            var a = Arguments(s, lua, function: "contains", from: 2, labels: ["point", "using", "transform"])
            let point = try a.point("point")
            let rule = try a.choice("using", ScriptSession.fillRules, default: .winding)
            let transform = try a.optionalAffine("transform")
            try a.finish()
            lua.push(path.contains(point, evenOdd: rule == .evenOdd, transform: transform))
            return 1
        }),
        ("copy", { s, lua throws(ScriptFailure) in
            let path = try s.receiverPath("copy", lua)
            s.pushBox(.path(try s.copyOfPath(path, lua)), on: lua)
            return 1
        }),
        ("mutableCopy", { s, lua throws(ScriptFailure) in
            let path = try s.receiverPath("mutableCopy", lua)
            var a = Arguments(s, lua, function: "mutableCopy", from: 2, labels: ["using"])
            let transform = try a.optionalAffine("using")
            try a.finish()
            s.pushMutablePath(path.applying(transform), on: lua)
            return 1
        }),
    ]

    static let fillRules: [(String, FillRule)] = [("winding", .winding), ("evenOdd", .evenOdd)]
    static let lineCaps: [(String, LineCap)] = LineCap.allCases.map { ($0.rawValue, $0) }
    static let lineJoins: [(String, LineJoin)] = LineJoin.allCases.map { ($0.rawValue, $0) }

    /// The path a query method was called on, of any kind.
    func receiverPath(_ method: String, _ lua: Lua) throws(ScriptFailure) -> Path {
        guard let path = path(at: 1, in: lua) else {
            throw .message("\(method) is a method: call it with ':' (path:\(method)(...))")
        }
        return path
    }

    /// `copy()`, `copy{strokingWithWidth =, lineCap =, lineJoin =, miterLimit =, transform =}`,
    /// `copy{dashingWithPhase =, lengths =, transform =}` and `copy{using = transform}`.
    private func copyOfPath(_ path: Path, _ lua: Lua) throws(ScriptFailure) -> Path {
        let stroking = ["strokingWithWidth", "lineCap", "lineJoin", "miterLimit", "transform"]
        let dashing = ["dashingWithPhase", "lengths", "transform"]
        var a = Arguments(self, lua, function: "copy", from: 2, labels: stroking + dashing + ["using"])
        let form: [String]
        if a.isLabelled {
            form = a.has("strokingWithWidth") ? stroking : a.has("dashingWithPhase") ? dashing : ["using"]
        } else if lua.top == 1 {
            return path
        } else {
            form = lua.type(at: 2) == LUA_TNUMBER ? stroking : ["using"]
        }
        a = Arguments(self, lua, function: "copy", from: 2, labels: form)
        let copy: Path
        switch form {
        case stroking:
            let width = try a.finite("strokingWithWidth")
            let cap = try a.choice("lineCap", ScriptSession.lineCaps, default: .butt)
            let join = try a.choice("lineJoin", ScriptSession.lineJoins, default: .miter)
            let miter = try a.finite("miterLimit", default: 10)
            let style = StrokeStyle(width: width, cap: cap, join: join, miterLimit: miter)
            copy = path.stroked(style).applying(try a.optionalAffine("transform"))
        case dashing:
            let phase = try a.finite("dashingWithPhase"), lengths = try a.numbers("lengths")
            copy = path.dashed(phase: phase, lengths: lengths).applying(try a.optionalAffine("transform"))
        default:
            copy = path.applying(try a.optionalAffine("using"))
        }
        try a.finish()
        return copy
    }

    /// CGMutablePath's fields: `boundingBox` (control points included; CGRect.null, an
    /// infinite origin and no size, for an empty path), `boundingBoxOfPath` (tight),
    /// `currentPoint` (.zero when empty, as Core Graphics), `isEmpty`, and `cgPath` (a copy).
    func mutablePathField(_ object: ScriptMutablePath, _ key: String, on lua: Lua) throws(ScriptFailure) {
        let path = object.path
        switch key {
        case "boundingBox": pushBox(.rect(path.isEmpty ? ScriptSession.nullRect : path.controlBounds), on: lua)
        case "boundingBoxOfPath": pushBox(.rect(path.boundingBoxOfPath ?? ScriptSession.nullRect), on: lua)
        case "currentPoint": pushBox(.point(path.currentPointOrZero), on: lua)
        case "isEmpty": lua.push(path.isEmpty)
        case "cgPath": pushBox(.path(path), on: lua)
        default:
            throw .message(Suggestion.message("CGMutablePath has no field '\(key)'", for: key,
                                              in: ScriptSession.mutablePathFields + methodNames(at: 1, in: lua)))
        }
    }

    static let mutablePathFields = ["boundingBox", "boundingBoxOfPath", "currentPoint", "isEmpty", "cgPath"]

    /// CGRect.null: what Core Graphics answers for the bounds of nothing.
    static let nullRect = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    // MARK: Making paths

    /// `CGMutablePath()`; `CGMutablePath(path)` copies any path.
    static let mutablePathCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        var a = Arguments(s, lua, function: "CGMutablePath", from: 2, labels: ["path"])
        let path = a.has("path") ? try a.path("path") : Path()
        try a.finish()
        s.pushMutablePath(path, on: lua)
        return 1
    }

    /// `CGPath(rect, transform)`, `CGPath{ellipseIn =, transform =}` and
    /// `CGPath{roundedRect =, cornerWidth =, cornerHeight =, transform =}`: immutable paths.
    static let cgPathCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        let labels = ["rect", "ellipseIn", "roundedRect", "cornerWidth", "cornerHeight", "transform"]
        var a = Arguments(s, lua, function: "CGPath", from: 2, labels: labels)
        var path = Path()
        if a.isLabelled && a.has("ellipseIn") {
            let r = try a.rect("ellipseIn")
            path.addEllipse(in: r, transform: try a.optionalAffine("transform"))
        } else if a.isLabelled && a.has("roundedRect") {
            let r = try a.rect("roundedRect"), w = try a.finite("cornerWidth"), h = try a.finite("cornerHeight")
            path.addRoundedRect(in: r, cornerWidth: w, cornerHeight: h, transform: try a.optionalAffine("transform"))
        } else if a.isLabelled || lua.top > 1 {
            let r = try a.rect("rect")
            path.addRect(r, transform: try a.optionalAffine("transform"))
        }
        try a.finish()
        s.pushBox(.path(path), on: lua)
        return 1
    }
}
