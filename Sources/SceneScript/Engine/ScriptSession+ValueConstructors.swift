import CLua
import Geometry
import Layers
import Raster

/// Making values: `Point(x, y)`, `CGRect{x =, y =, width =, height =}`, `Color(r, g, b, a)`,
/// `UIColor{red =, green =, blue =, alpha =}`, `CGAffineTransform{rotationAngle =}`, and
/// Core Animation's transform functions with Apple's argument order.
extension ScriptSession {
    // MARK: Points, sizes, rects (argument 1 is the namespace table being called)

    func makePoint(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Point", from: 2, labels: ["x", "y"])
        if !args.isLabelled, lua.top == 2, let p = point(at: 2, in: lua) {
            pushBox(.point(p), on: lua)
            return 1
        }
        let x = try args.finite("x", default: 0), y = try args.finite("y", default: 0)
        try args.finish()
        pushBox(.point(Point(x: x, y: y)), on: lua)
        return 1
    }

    func makeSize(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Size", from: 2, labels: ["width", "height"])
        if !args.isLabelled, lua.top == 2, let s = size(at: 2, in: lua) {
            pushBox(.size(s), on: lua)
            return 1
        }
        let w = try args.finite("width", default: 0), h = try args.finite("height", default: 0)
        try args.finish()
        pushBox(.size(Size(width: w, height: h)), on: lua)
        return 1
    }

    func makeRect(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Rect", from: 2, labels: ["x", "y", "width", "height", "origin", "size"])
        if !args.isLabelled, lua.top == 2, let r = rect(at: 2, in: lua) {
            pushBox(.rect(r), on: lua)
            return 1
        }
        let r: Rect
        if args.isLabelled ? args.has("origin") : (lua.top >= 2 && lua.type(at: 2) != LUA_TNUMBER) {
            let origin = try args.point("origin")
            r = Rect(origin: origin, size: try args.size("size"))
        } else {
            let x = try args.finite("x", default: 0), y = try args.finite("y", default: 0)
            r = Rect(x: x, y: y, width: try args.finite("width", default: 0), height: try args.finite("height", default: 0))
        }
        try args.finish()
        pushBox(.rect(r), on: lua)
        return 1
    }

    // MARK: Colours

    /// `Color(r, g, b, a)`, `Color("#f80")`, or UIColor's labelled initialisers.
    func makeColor(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let labels = ["red", "green", "blue", "alpha", "white", "hue", "saturation", "brightness"]
        var args = Arguments(self, lua, function: "Color", from: 2, labels: labels)
        let color: Color
        if !args.isLabelled, lua.top == 2, let c = try self.color(at: 2, in: lua) {
            color = c
        } else if args.isLabelled, args.has("white") {
            let white = try args.finite("white")
            color = Color(red: white, green: white, blue: white, alpha: try args.finite("alpha", default: 1))
        } else if args.isLabelled, args.has("hue") {
            color = try hsb(&args)
        } else {
            let r = try args.finite("red"), g = try args.finite("green"), b = try args.finite("blue")
            color = Color(red: r, green: g, blue: b, alpha: try args.finite("alpha", default: 1))
        }
        try args.finish()
        pushBox(.color(color), on: lua)
        return 1
    }

    /// `Color.hsb(h, s, b, a)`: UIColor(hue:saturation:brightness:alpha:), hue in 0...1.
    func makeHSBColor(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Color.hsb", from: 1, labels: ["hue", "saturation", "brightness", "alpha"])
        let color = try hsb(&args)
        try args.finish()
        pushBox(.color(color), on: lua)
        return 1
    }

    private func hsb(_ args: inout Arguments) throws(ScriptFailure) -> Color {
        let h = try args.finite("hue"), s = try args.finite("saturation"), b = try args.finite("brightness")
        return ColorNames.hsb(hue: h, saturation: s, brightness: b, alpha: try args.finite("alpha", default: 1))
    }

    // MARK: Transforms

    /// `CGAffineTransform{rotationAngle =}`, `{scaleX =, y =}`, `{translationX =, y =}`,
    /// `(a, b, c, d, tx, ty)`, or the identity with no arguments.
    func makeAffineTransform(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let labels = ["rotationAngle", "scaleX", "translationX", "y", "a", "b", "c", "d", "tx", "ty"]
        var args = Arguments(self, lua, function: "CGAffineTransform", from: 2, labels: labels)
        let t: AffineTransform
        if args.isLabelled, args.has("rotationAngle") {
            t = AffineTransform(rotationAngle: try args.finite("rotationAngle"))
        } else if args.isLabelled, args.has("scaleX") {
            let sx = try args.finite("scaleX")
            t = AffineTransform(scaleX: sx, y: try args.finite("y"))
        } else if args.isLabelled, args.has("translationX") {
            let tx = try args.finite("translationX")
            t = AffineTransform(translationX: tx, y: try args.finite("y"))
        } else if args.isLabelled || args.remaining > 0 {
            var m: [Double] = []
            for label in ["a", "b", "c", "d", "tx", "ty"] { m.append(try args.finite(label)) }
            t = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        } else {
            t = .identity
        }
        try args.finish()
        pushBox(.affineTransform(t), on: lua)
        return 1
    }

    /// Reads `labels` in order as finite numbers (the C functions' positional arguments).
    func numbers(_ lua: Lua, _ function: String, from first: Int32, _ labels: [String]) throws(ScriptFailure) -> [Double] {
        var args = Arguments(self, lua, function: function, from: first, labels: [])
        var values: [Double] = []
        for label in labels { values.append(try args.finite(label)) }
        return values
    }

    /// The first `count` arguments as CATransform3Ds.
    func transforms(_ lua: Lua, _ function: String, count: Int) throws(ScriptFailure) -> [Transform3D] {
        var result: [Transform3D] = []
        for i in Int32(1)...Int32(count) {
            guard let t = transform(at: i, in: lua) else {
                throw .message("\(function): argument \(i) must be a CATransform3D (got \(lua.typeName(at: i)))")
            }
            result.append(t)
        }
        return result
    }

    /// The first `count` arguments as CGAffineTransforms.
    func affineTransforms(_ lua: Lua, _ function: String, count: Int) throws(ScriptFailure) -> [AffineTransform] {
        var result: [AffineTransform] = []
        for i in Int32(1)...Int32(count) {
            guard let t = affineTransform(at: i, in: lua) else {
                throw .message("\(function): argument \(i) must be a CGAffineTransform (got \(lua.typeName(at: i)))")
            }
            result.append(t)
        }
        return result
    }

    /// Pushes a value and returns the result count, for one-line global functions.
    func result(_ value: PropertyValue, _ lua: Lua) -> Int32 {
        pushBox(value, on: lua)
        return 1
    }

    static let globalFunctions: [(String, ScriptFunction)] = [
        ("CATransform3DMakeTranslation", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CATransform3DMakeTranslation", from: 1, ["tx", "ty", "tz"])
            return s.result(.transform(.translation(v[0], v[1], v[2])), lua)
        }),
        ("CATransform3DMakeScale", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CATransform3DMakeScale", from: 1, ["sx", "sy", "sz"])
            return s.result(.transform(.scale(v[0], v[1], v[2])), lua)
        }),
        ("CATransform3DMakeRotation", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CATransform3DMakeRotation", from: 1, ["angle", "x", "y", "z"])
            return s.result(.transform(.rotation(v[0], v[1], v[2], v[3])), lua)
        }),
        ("CATransform3DTranslate", { s, lua throws(ScriptFailure) in
            let t = try s.transforms(lua, "CATransform3DTranslate", count: 1)
            let v = try s.numbers(lua, "CATransform3DTranslate", from: 2, ["tx", "ty", "tz"])
            return s.result(.transform(t[0].translated(v[0], v[1], v[2])), lua)
        }),
        ("CATransform3DScale", { s, lua throws(ScriptFailure) in
            let t = try s.transforms(lua, "CATransform3DScale", count: 1)
            let v = try s.numbers(lua, "CATransform3DScale", from: 2, ["sx", "sy", "sz"])
            return s.result(.transform(t[0].scaled(v[0], v[1], v[2])), lua)
        }),
        ("CATransform3DRotate", { s, lua throws(ScriptFailure) in
            let t = try s.transforms(lua, "CATransform3DRotate", count: 1)
            let v = try s.numbers(lua, "CATransform3DRotate", from: 2, ["angle", "x", "y", "z"])
            return s.result(.transform(t[0].rotated(v[0], v[1], v[2], v[3])), lua)
        }),
        ("CATransform3DConcat", { s, lua throws(ScriptFailure) in
            let t = try s.transforms(lua, "CATransform3DConcat", count: 2)
            return s.result(.transform(.concat(t[0], t[1])), lua)
        }),
        ("CATransform3DInvert", { s, lua throws(ScriptFailure) in
            s.result(.transform(try s.transforms(lua, "CATransform3DInvert", count: 1)[0].inverted()), lua)
        }),
        ("CATransform3DIsIdentity", { s, lua throws(ScriptFailure) in
            lua.push(try s.transforms(lua, "CATransform3DIsIdentity", count: 1)[0].isIdentity)
            return 1
        }),
        ("CATransform3DIsAffine", { s, lua throws(ScriptFailure) in
            lua.push(try s.transforms(lua, "CATransform3DIsAffine", count: 1)[0].isAffine)
            return 1
        }),
        ("CATransform3DEqualToTransform", { s, lua throws(ScriptFailure) in
            let t = try s.transforms(lua, "CATransform3DEqualToTransform", count: 2)
            lua.push(t[0] == t[1])
            return 1
        }),
        ("CATransform3DMakeAffineTransform", { s, lua throws(ScriptFailure) in
            s.result(.transform(Transform3D(affine: try s.affineTransforms(lua, "CATransform3DMakeAffineTransform", count: 1)[0])), lua)
        }),
        ("CATransform3DGetAffineTransform", { s, lua throws(ScriptFailure) in
            s.result(.affineTransform(try s.transforms(lua, "CATransform3DGetAffineTransform", count: 1)[0].affine), lua)
        }),
        ("CGAffineTransformMakeRotation", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGAffineTransformMakeRotation", from: 1, ["angle"])
            return s.result(.affineTransform(AffineTransform(rotationAngle: v[0])), lua)
        }),
        ("CGAffineTransformMakeScale", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGAffineTransformMakeScale", from: 1, ["sx", "sy"])
            return s.result(.affineTransform(AffineTransform(scaleX: v[0], y: v[1])), lua)
        }),
        ("CGAffineTransformMakeTranslation", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGAffineTransformMakeTranslation", from: 1, ["tx", "ty"])
            return s.result(.affineTransform(AffineTransform(translationX: v[0], y: v[1])), lua)
        }),
        ("CGAffineTransformConcat", { s, lua throws(ScriptFailure) in
            let t = try s.affineTransforms(lua, "CGAffineTransformConcat", count: 2)
            return s.result(.affineTransform(t[0].concatenating(t[1])), lua)
        }),
        ("CGAffineTransformInvert", { s, lua throws(ScriptFailure) in
            s.result(.affineTransform(try s.affineTransforms(lua, "CGAffineTransformInvert", count: 1)[0].inverted()), lua)
        }),
        ("CGPointMake", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGPointMake", from: 1, ["x", "y"])
            return s.result(.point(Point(x: v[0], y: v[1])), lua)
        }),
        ("CGSizeMake", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGSizeMake", from: 1, ["width", "height"])
            return s.result(.size(Size(width: v[0], height: v[1])), lua)
        }),
        ("CGRectMake", { s, lua throws(ScriptFailure) in
            let v = try s.numbers(lua, "CGRectMake", from: 1, ["x", "y", "width", "height"])
            return s.result(.rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3])), lua)
        }),
    ]
}
