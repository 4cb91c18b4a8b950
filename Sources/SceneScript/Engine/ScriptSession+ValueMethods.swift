import Geometry
import Layers
import Raster

/// The methods of values, with Swift's names and argument labels: `rect:insetBy(10, 10)`
/// or `rect:insetBy{dx = 10, dy = 10}`, `t:rotated{by = math.pi}`, `path:addLine{to = p}`.
extension ScriptSession {
    /// Methods by value type name (the metatables' names).
    static let valueMethods: [String: [(String, ScriptFunction)]] = [
        "Point": [
            ("applying", { s, lua throws(ScriptFailure) in try s.pointApplying(lua) }),
        ],
        "Rect": [
            ("insetBy", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "insetBy") }),
            ("offsetBy", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "offsetBy") }),
            ("contains", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "contains") }),
            ("intersects", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "intersects") }),
            ("union", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "union") }),
            ("intersection", { s, lua throws(ScriptFailure) in try s.rectMethod(lua, "intersection") }),
        ],
        "Color": [
            ("withAlphaComponent", { s, lua throws(ScriptFailure) in try s.colorWithAlpha(lua) }),
        ] + ScriptSession.colorDrawingMethods,
        "AffineTransform": [
            ("concatenating", { s, lua throws(ScriptFailure) in try s.affineMethod(lua, "concatenating") }),
            ("rotated", { s, lua throws(ScriptFailure) in try s.affineMethod(lua, "rotated") }),
            ("scaledBy", { s, lua throws(ScriptFailure) in try s.affineMethod(lua, "scaledBy") }),
            ("translatedBy", { s, lua throws(ScriptFailure) in try s.affineMethod(lua, "translatedBy") }),
            ("inverted", { s, lua throws(ScriptFailure) in try s.affineMethod(lua, "inverted") }),
        ],
        "Path": ScriptSession.pathMethods + ScriptSession.pathQueryMethods,
        "Image": ScriptSession.imageDrawingMethods + [
            ("withTintColor", { s, lua throws(ScriptFailure) in try s.imageWithTint(lua) }),
        ],
        "Font": [
            ("withSize", { s, lua throws(ScriptFailure) in try s.fontWithSize(lua) }),
        ],
    ]

    /// The value a method was called on, or an error that shows how to call it.
    func receiverValue(_ method: String, _ lua: Lua) throws(ScriptFailure) -> ValueBox {
        guard let box = box(at: 1, in: lua) else {
            throw .message("\(method) is a method: call it with ':' (value:\(method)(...))")
        }
        return box
    }

    func wrongReceiver(_ method: String) -> ScriptFailure {
        .message("\(method) was called on a value of another type")
    }

    private func pointApplying(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard case .point(let p) = try receiverValue("applying", lua).value else { throw wrongReceiver("applying") }
        var args = Arguments(self, lua, function: "applying", from: 2, labels: ["t"])
        let t = try args.affine("t")
        try args.finish()
        pushBox(.point(t.apply(p)), on: lua)
        return 1
    }

    private func rectMethod(_ lua: Lua, _ method: String) throws(ScriptFailure) -> Int32 {
        guard case .rect(let r) = try receiverValue(method, lua).value else { throw wrongReceiver(method) }
        switch method {
        case "insetBy", "offsetBy":
            var args = Arguments(self, lua, function: method, from: 2, labels: ["dx", "dy"])
            let dx = try args.finite("dx"), dy = try args.finite("dy")
            try args.finish()
            pushBox(.rect(method == "insetBy" ? r.insetBy(dx: dx, dy: dy) : r.offsetBy(dx: dx, dy: dy)), on: lua)
        case "contains":
            if let other = rect(at: 2, in: lua) {
                lua.push(other.isEmpty ? r.contains(other.origin) : r.intersection(other) == other.standardized)
            } else {
                var args = Arguments(self, lua, function: method, from: 2, labels: ["point"])
                let p = try args.point("point")
                try args.finish()
                lua.push(r.contains(p))
            }
        default:
            var args = Arguments(self, lua, function: method, from: 2, labels: ["rect"])
            let other = try args.rect("rect")
            try args.finish()
            switch method {
            case "intersects": lua.push(r.intersects(other))
            case "union": pushBox(.rect(r.union(other)), on: lua)
            default: pushBox(.rect(r.intersection(other)), on: lua)
            }
        }
        return 1
    }

    /// `image:withTintColor(color, renderingMode)`: the image as a stencil filled with `color`
    /// (any rendering mode: Kinema's images are drawn as they are, never re-tinted later).
    private func imageWithTint(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard case .image(let image?) = try receiverValue("withTintColor", lua).value else { throw wrongReceiver("withTintColor") }
        var args = Arguments(self, lua, function: "withTintColor", from: 2, labels: ["color", "renderingMode"])
        let color = try args.color("color")
        if args.has("renderingMode") { _ = try args.string("renderingMode") }
        try args.finish()
        pushBox(.image(image.tinted(with: color)), on: lua)
        return 1
    }

    private func colorWithAlpha(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard case .color(let c?) = try receiverValue("withAlphaComponent", lua).value else { throw wrongReceiver("withAlphaComponent") }
        var args = Arguments(self, lua, function: "withAlphaComponent", from: 2, labels: ["alpha"])
        let alpha = try args.finite("alpha")
        try args.finish()
        pushBox(.color(Color(red: c.red, green: c.green, blue: c.blue, alpha: alpha)), on: lua)
        return 1
    }

    private func affineMethod(_ lua: Lua, _ method: String) throws(ScriptFailure) -> Int32 {
        guard case .affineTransform(let t) = try receiverValue(method, lua).value else { throw wrongReceiver(method) }
        let result: AffineTransform
        switch method {
        case "concatenating":
            var args = Arguments(self, lua, function: method, from: 2, labels: ["t2"])
            result = t.concatenating(try args.affine("t2"))
            try args.finish()
        case "rotated":
            var args = Arguments(self, lua, function: method, from: 2, labels: ["by"])
            result = t.rotated(by: try args.finite("by"))
            try args.finish()
        case "scaledBy", "translatedBy":
            var args = Arguments(self, lua, function: method, from: 2, labels: ["x", "y"])
            let x = try args.finite("x"), y = try args.finite("y")
            try args.finish()
            result = method == "scaledBy" ? t.scaledBy(x: x, y: y) : t.translatedBy(x: x, y: y)
        default:
            result = t.inverted()
        }
        pushBox(.affineTransform(result), on: lua)
        return 1
    }

    private func fontWithSize(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard case .font(let f?) = try receiverValue("withSize", lua).value else { throw wrongReceiver("withSize") }
        var args = Arguments(self, lua, function: "withSize", from: 2, labels: ["fontSize"])
        let size = try args.finite("fontSize")
        try args.finish()
        pushBox(.font(Font(family: f.family, size: size, style: f.style)), on: lua)
        return 1
    }
}
