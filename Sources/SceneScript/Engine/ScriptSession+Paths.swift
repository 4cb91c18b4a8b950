import CLua
import Geometry
import Layers

/// Paths: `Path.rect(r)`, `Path():moveTo(0, 0):lineTo(10, 10):close()`, `Path.svg("M0 0 L10 10")`
/// and UIBezierPath's names (`UIBezierPath{ovalIn = r}`, `p:addLine{to = pt}`). A path's
/// methods change it in place and return it, so calls chain.
extension ScriptSession {
    static let pathMethods: [(String, ScriptFunction)] = [
        pathMethod("moveTo", ["to"]) { a throws(ScriptFailure) in let to = try a.point("to"); return { $0.move(to: to) } },
        pathMethod("move", ["to"]) { a throws(ScriptFailure) in let to = try a.point("to"); return { $0.move(to: to) } },
        pathMethod("lineTo", ["to"]) { a throws(ScriptFailure) in let to = try a.point("to"); return { $0.addLine(to: to) } },
        pathMethod("addLine", ["to"]) { a throws(ScriptFailure) in let to = try a.point("to"); return { $0.addLine(to: to) } },
        pathMethod("quadTo", ["controlPoint", "to"]) { a throws(ScriptFailure) in
            let c = try a.point("controlPoint"), to = try a.point("to")
            return { $0.addQuadCurve(to: to, control: c) }
        },
        pathMethod("addQuadCurve", ["to", "controlPoint"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), c = try a.point("controlPoint")
            return { $0.addQuadCurve(to: to, control: c) }
        },
        pathMethod("curveTo", ["controlPoint1", "controlPoint2", "to"]) { a throws(ScriptFailure) in
            let c1 = try a.point("controlPoint1"), c2 = try a.point("controlPoint2"), to = try a.point("to")
            return { $0.addCurve(to: to, control1: c1, control2: c2) }
        },
        pathMethod("addCurve", ["to", "controlPoint1", "controlPoint2"]) { a throws(ScriptFailure) in
            let to = try a.point("to"), c1 = try a.point("controlPoint1"), c2 = try a.point("controlPoint2")
            return { $0.addCurve(to: to, control1: c1, control2: c2) }
        },
        pathMethod("arc", ScriptSession.arcLabels) { a throws(ScriptFailure) in try ScriptSession.arc(a) },
        pathMethod("addArc", ScriptSession.arcLabels) { a throws(ScriptFailure) in try ScriptSession.arc(a) },
        pathMethod("close", []) { _ throws(ScriptFailure) in { $0.close() } },
        pathMethod("append", ["path"]) { a throws(ScriptFailure) in let other = try a.path("path"); return { $0.append(other) } },
        pathMethod("apply", ["transform"]) { a throws(ScriptFailure) in
            let t = try a.affine("transform")
            return { $0 = $0.applying(t) }
        },
    ]

    static let arcLabels = ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]

    /// A method of a path value: `read` reads its arguments and returns the edit, which is
    /// then made in place on the path it was called on; the method returns the path. The
    /// arguments are read before the path is taken for editing, so a path may be one of them
    /// (`p:append(p)` doubles it).
    private static func pathMethod(_ method: String, _ labels: [String],
                                   _ read: @escaping (inout Arguments) throws(ScriptFailure) -> (inout Path) -> Void)
        -> (String, ScriptFunction) {
        (method, { s, lua throws(ScriptFailure) in
            let box = try s.receiverValue(method, lua)
            guard case .path(_?) = box.value else { throw s.wrongReceiver(method) }
            var args = Arguments(s, lua, function: method, from: 2, labels: labels)
            let edit = try read(&args)
            try args.finish()
            guard try box.editPath(at: lua.currentSite(), { path throws(ScriptFailure) in edit(&path) }) != nil else {
                throw s.wrongReceiver(method)
            }
            lua.pushCopy(of: 1)
            return 1
        })
    }

    /// `arc(cx, cy, radius, startAngle, endAngle, clockwise)`, clockwise on screen by default:
    /// the edit adding it.
    private static func arc(_ args: Arguments) throws(ScriptFailure) -> (inout Path) -> Void {
        var args = args
        let center = try args.point("withCenter")
        let radius = try args.finite("radius")
        let start = try args.finite("startAngle"), end = try args.finite("endAngle")
        let clockwise = try args.bool("clockwise", default: true)
        return { $0.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise) }
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
                try ScriptSession.arc(a)(&p)
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
