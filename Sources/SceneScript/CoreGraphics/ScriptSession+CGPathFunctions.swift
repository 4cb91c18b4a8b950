import Geometry
import Raster

/// The C functions older Core Graphics code builds paths with: `CGPathCreateMutable()`,
/// `CGPathMoveToPoint(path, nil, x, y)`… Each takes its arguments in C's order, the
/// transform `m` being nil (NULL) or a CGAffineTransform, and does what the method of the
/// same meaning does (so `CGPathAddArc`'s `clockwise` is Core Graphics' too).
extension ScriptSession {
    /// A function editing the CGMutablePath at argument 1 with `m` at argument 2.
    private static func pathFunction(_ name: String, _ labels: [String],
                                     _ edit: @escaping (inout Path, AffineTransform, inout Arguments) throws(ScriptFailure) -> Void)
        -> (String, ScriptFunction) {
        (name, { s, lua throws(ScriptFailure) in
            let target = try s.mutablePath(at: 1, in: lua, function: name, isMethod: false)
            var a = Arguments(s, lua, function: name, from: 2, labels: ["m"] + labels)
            let m = try a.optionalAffine("m")
            var path = target.path
            try edit(&path, m, &a)
            target.path = path
            return 0
        })
    }

    /// A function answering a question about the path at argument 1 (any kind).
    private static func pathQuery(_ name: String, _ answer: @escaping (ScriptSession, Path, Lua) throws(ScriptFailure) -> Void)
        -> (String, ScriptFunction) {
        (name, { s, lua throws(ScriptFailure) in
            guard let path = s.path(at: 1, in: lua) else {
                throw .message("\(name): 'path' must be a path (got \(lua.typeName(at: 1)))")
            }
            try answer(s, path, lua)
            return 1
        })
    }

    static let cgPathFunctions: [(String, ScriptFunction)] = [
        ("CGPathCreateMutable", { s, lua throws(ScriptFailure) in
            s.pushMutablePath(Path(), on: lua)
            return 1
        }),
        pathQuery("CGPathCreateMutableCopy") { s, p, lua throws(ScriptFailure) in s.pushMutablePath(p, on: lua) },
        pathQuery("CGPathCreateCopy") { s, p, lua throws(ScriptFailure) in s.pushBox(.path(p), on: lua) },
        pathQuery("CGPathGetBoundingBox") { s, p, lua throws(ScriptFailure) in
            s.pushBox(.rect(p.isEmpty ? ScriptSession.nullRect : p.controlBounds), on: lua)
        },
        pathQuery("CGPathGetPathBoundingBox") { s, p, lua throws(ScriptFailure) in
            s.pushBox(.rect(p.boundingBoxOfPath ?? ScriptSession.nullRect), on: lua)
        },
        pathQuery("CGPathGetCurrentPoint") { s, p, lua throws(ScriptFailure) in s.pushBox(.point(p.currentPointOrZero), on: lua) },
        pathQuery("CGPathIsEmpty") { _, p, lua throws(ScriptFailure) in lua.push(p.isEmpty) },
        pathQuery("CGPathContainsPoint") { s, p, lua throws(ScriptFailure) in
            var a = Arguments(s, lua, function: "CGPathContainsPoint", from: 2, labels: ["m", "point", "eoFill"])
            let m = try a.optionalAffine("m"), point = try a.point("point"), eoFill = try a.bool("eoFill", default: false)
            lua.push(p.contains(point, evenOdd: eoFill, transform: m))
        },
        ("CGPathCreateWithRect", { s, lua throws(ScriptFailure) in
            var a = Arguments(s, lua, function: "CGPathCreateWithRect", labels: ["rect", "transform"])
            var p = Path()
            let r = try a.rect("rect")
            p.addRect(r, transform: try a.optionalAffine("transform"))
            s.pushBox(.path(p), on: lua)
            return 1
        }),
        ("CGPathCreateWithEllipseInRect", { s, lua throws(ScriptFailure) in
            var a = Arguments(s, lua, function: "CGPathCreateWithEllipseInRect", labels: ["rect", "transform"])
            var p = Path()
            let r = try a.rect("rect")
            p.addEllipse(in: r, transform: try a.optionalAffine("transform"))
            s.pushBox(.path(p), on: lua)
            return 1
        }),
        pathFunction("CGPathMoveToPoint", ["x", "y"]) { p, m, a throws(ScriptFailure) in
            p.move(to: m.apply(Point(x: try a.finite("x"), y: try a.finite("y"))))
        },
        pathFunction("CGPathAddLineToPoint", ["x", "y"]) { p, m, a throws(ScriptFailure) in
            p.addLine(to: m.apply(Point(x: try a.finite("x"), y: try a.finite("y"))))
        },
        pathFunction("CGPathAddCurveToPoint", ["cp1x", "cp1y", "cp2x", "cp2y", "x", "y"]) { p, m, a throws(ScriptFailure) in
            let c1 = Point(x: try a.finite("cp1x"), y: try a.finite("cp1y"))
            let c2 = Point(x: try a.finite("cp2x"), y: try a.finite("cp2y"))
            let to = Point(x: try a.finite("x"), y: try a.finite("y"))
            p.addCurve(to: m.apply(to), control1: m.apply(c1), control2: m.apply(c2))
        },
        pathFunction("CGPathAddQuadCurveToPoint", ["cpx", "cpy", "x", "y"]) { p, m, a throws(ScriptFailure) in
            let c = Point(x: try a.finite("cpx"), y: try a.finite("cpy"))
            let to = Point(x: try a.finite("x"), y: try a.finite("y"))
            p.addQuadCurve(to: m.apply(to), control: m.apply(c))
        },
        pathFunction("CGPathAddArc", ["x", "y", "radius", "startAngle", "endAngle", "clockwise"]) { p, m, a throws(ScriptFailure) in
            let c = Point(x: try a.finite("x"), y: try a.finite("y")), r = try a.finite("radius")
            let start = try a.finite("startAngle"), end = try a.finite("endAngle"), clockwise = try a.bool("clockwise")
            ScriptSession.addCGArc(to: &p, center: c, radius: r, startAngle: start, endAngle: end, clockwise: clockwise, transform: m)
        },
        pathFunction("CGPathAddArcToPoint", ["x1", "y1", "x2", "y2", "radius"]) { p, m, a throws(ScriptFailure) in
            let p1 = Point(x: try a.finite("x1"), y: try a.finite("y1")), p2 = Point(x: try a.finite("x2"), y: try a.finite("y2"))
            ScriptSession.addTangentArc(to: &p, p1, p2, radius: try a.finite("radius"), transform: m)
        },
        pathFunction("CGPathAddRelativeArc", ["x", "y", "radius", "startAngle", "delta"]) { p, m, a throws(ScriptFailure) in
            let c = Point(x: try a.finite("x"), y: try a.finite("y")), r = try a.finite("radius")
            p.addRelativeArc(center: c, radius: r, startAngle: try a.finite("startAngle"), delta: try a.finite("delta"), transform: m)
        },
        pathFunction("CGPathAddRect", ["rect"]) { p, m, a throws(ScriptFailure) in p.addRect(try a.rect("rect"), transform: m) },
        pathFunction("CGPathAddRects", ["rects", "count"]) { p, m, a throws(ScriptFailure) in
            let rects = try a.rects("rects")
            let count = Int(saturating: try a.finite("count", default: Double(rects.count)))
            p.addRects(Array(rects.prefix(max(0, count))), transform: m)
        },
        pathFunction("CGPathAddLines", ["points", "count"]) { p, m, a throws(ScriptFailure) in
            let points = try a.points("points")
            let count = Int(saturating: try a.finite("count", default: Double(points.count)))
            p.addLines(between: Array(points.prefix(max(0, count))), transform: m)
        },
        pathFunction("CGPathAddEllipseInRect", ["rect"]) { p, m, a throws(ScriptFailure) in
            p.addEllipse(in: try a.rect("rect"), transform: m)
        },
        pathFunction("CGPathAddRoundedRect", ["rect", "cornerWidth", "cornerHeight"]) { p, m, a throws(ScriptFailure) in
            let r = try a.rect("rect"), w = try a.finite("cornerWidth"), h = try a.finite("cornerHeight")
            p.addRoundedRect(in: r, cornerWidth: w, cornerHeight: h, transform: m)
        },
        pathFunction("CGPathAddPath", ["path2"]) { p, m, a throws(ScriptFailure) in p.addPath(try a.path("path2"), transform: m) },
        ("CGPathCloseSubpath", { s, lua throws(ScriptFailure) in
            try s.mutablePath(at: 1, in: lua, function: "CGPathCloseSubpath", isMethod: false).path.close()
            return 0
        }),
        // Reference counting is Lua's; these are what code written before ARC calls.
        ("CGPathRelease", { _, _ throws(ScriptFailure) in 0 }),
        ("CGPathRetain", { _, lua throws(ScriptFailure) in
            lua.pushCopy(of: 1)
            return 1
        }),
    ]
}
