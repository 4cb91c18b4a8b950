import CLua
import Geometry
import Layers

/// Paths: `Path.rect(r)`, `Path():moveTo(0, 0):lineTo(10, 10):close()`, `Path.svg("M0 0 L10 10")`
/// and UIBezierPath's names (`UIBezierPath{ovalIn = r}`, `p:addLine{to = pt}`). A path's
/// methods change it in place and return it, so calls chain.
extension ScriptSession {
    static let pathMethods: [(String, ScriptFunction)] = [
        ("moveTo", { s, lua throws(ScriptFailure) in try s.editPath(lua, "moveTo", ["to"]) { p, a throws(ScriptFailure) in p.move(to: try a.point("to")) } }),
        ("move", { s, lua throws(ScriptFailure) in try s.editPath(lua, "move", ["to"]) { p, a throws(ScriptFailure) in p.move(to: try a.point("to")) } }),
        ("lineTo", { s, lua throws(ScriptFailure) in try s.editPath(lua, "lineTo", ["to"]) { p, a throws(ScriptFailure) in p.addLine(to: try a.point("to")) } }),
        ("addLine", { s, lua throws(ScriptFailure) in try s.editPath(lua, "addLine", ["to"]) { p, a throws(ScriptFailure) in p.addLine(to: try a.point("to")) } }),
        ("quadTo", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "quadTo", ["controlPoint", "to"]) { p, a throws(ScriptFailure) in
                let c = try a.point("controlPoint")
                p.addQuadCurve(to: try a.point("to"), control: c)
            }
        }),
        ("addQuadCurve", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "addQuadCurve", ["to", "controlPoint"]) { p, a throws(ScriptFailure) in
                let to = try a.point("to")
                p.addQuadCurve(to: to, control: try a.point("controlPoint"))
            }
        }),
        ("curveTo", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "curveTo", ["controlPoint1", "controlPoint2", "to"]) { p, a throws(ScriptFailure) in
                let c1 = try a.point("controlPoint1"), c2 = try a.point("controlPoint2")
                p.addCurve(to: try a.point("to"), control1: c1, control2: c2)
            }
        }),
        ("addCurve", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "addCurve", ["to", "controlPoint1", "controlPoint2"]) { p, a throws(ScriptFailure) in
                let to = try a.point("to"), c1 = try a.point("controlPoint1")
                p.addCurve(to: to, control1: c1, control2: try a.point("controlPoint2"))
            }
        }),
        ("arc", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "arc", ScriptSession.arcLabels) { p, a throws(ScriptFailure) in try s.addArc(to: &p, a) }
        }),
        ("addArc", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "addArc", ScriptSession.arcLabels) { p, a throws(ScriptFailure) in try s.addArc(to: &p, a) }
        }),
        ("close", { s, lua throws(ScriptFailure) in try s.editPath(lua, "close", []) { p, _ throws(ScriptFailure) in p.close() } }),
        ("append", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "append", ["path"]) { p, a throws(ScriptFailure) in p.append(try a.path("path")) }
        }),
        ("apply", { s, lua throws(ScriptFailure) in
            try s.editPath(lua, "apply", ["transform"]) { p, a throws(ScriptFailure) in p = p.applying(try a.affine("transform")) }
        }),
    ]

    static let arcLabels = ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]

    /// Runs `edit` on the path the method was called on, writes it back, and returns it.
    private func editPath(_ lua: Lua, _ method: String, _ labels: [String],
                          _ edit: (inout Path, inout Arguments) throws(ScriptFailure) -> Void) throws(ScriptFailure) -> Int32 {
        let box = try receiverValue(method, lua)
        let edited = try box.editPath(at: lua.currentSite()) { path throws(ScriptFailure) in
            var args = Arguments(self, lua, function: method, from: 2, labels: labels)
            try edit(&path, &args)
            try args.finish()
        }
        guard edited != nil else { throw wrongReceiver(method) }
        lua.pushCopy(of: 1)
        return 1
    }

    /// `arc(cx, cy, radius, startAngle, endAngle, clockwise)`; clockwise on screen by default.
    private func addArc(to path: inout Path, _ args: Arguments) throws(ScriptFailure) {
        var args = args
        let center = try args.point("withCenter")
        let radius = try args.finite("radius")
        let start = try args.finite("startAngle"), end = try args.finite("endAngle")
        let clockwise = try args.bool("clockwise", default: true)
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    }

    // MARK: Making paths

    /// `Path.rect`, `Path.ovalIn`, `Path.roundedRect`, `Path.svg`, `Path.arc`, and `Path()`.
    static let pathFunctions: [(String, ScriptFunction)] = [
        ("rect", { s, lua throws(ScriptFailure) in try s.makePath(lua, "rect", ["rect"]) { a throws(ScriptFailure) in .rect(try a.rect("rect")) } }),
        ("ovalIn", { s, lua throws(ScriptFailure) in try s.makePath(lua, "ovalIn", ["rect"]) { a throws(ScriptFailure) in .oval(in: try a.rect("rect")) } }),
        ("roundedRect", { s, lua throws(ScriptFailure) in
            try s.makePath(lua, "roundedRect", ["rect", "cornerRadius"]) { a throws(ScriptFailure) in
                let r = try a.rect("rect")
                return .roundedRect(r, cornerRadius: try a.finite("cornerRadius"))
            }
        }),
        ("arc", { s, lua throws(ScriptFailure) in
            try s.makePath(lua, "arc", ScriptSession.arcLabels) { a throws(ScriptFailure) in
                var p = Path()
                try s.addArc(to: &p, a)
                return p
            }
        }),
        ("svg", { s, lua throws(ScriptFailure) in
            try s.makePath(lua, "svg", ["d"]) { a throws(ScriptFailure) in
                let data = try a.string("d")
                do { return try Path(svg: data) } catch let error as SVGPathError {
                    throw .message("Path.svg: \(error.message) at character \(error.offset + 1)")
                } catch { throw .message("Path.svg: \(error)") }
            }
        }),
    ]

    /// `Path()`: an empty path (argument 1 is the `Path` table, being called).
    static let pathCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        s.pushBox(.path(Path()), on: lua)
        return 1
    }

    private func makePath(_ lua: Lua, _ function: String, _ labels: [String],
                          _ make: (inout Arguments) throws(ScriptFailure) -> Path) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Path.\(function)", from: 1, labels: labels)
        let path = try make(&args)
        try args.finish()
        pushBox(.path(path), on: lua)
        return 1
    }
}
