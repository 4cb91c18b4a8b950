import Geometry
import Layers
import Raster

/// The fields of values: `p.x`, `rect.origin`, `rect.midX`, `t.m34`, `color.alpha`…
/// Writing a field changes the box and writes it back to where it was read from.
extension ScriptSession {
    static let transformFields: [String: WritableKeyPath<Transform3D, Double>] = [
        "m11": \.m11, "m12": \.m12, "m13": \.m13, "m14": \.m14, "m21": \.m21, "m22": \.m22, "m23": \.m23, "m24": \.m24,
        "m31": \.m31, "m32": \.m32, "m33": \.m33, "m34": \.m34, "m41": \.m41, "m42": \.m42, "m43": \.m43, "m44": \.m44,
    ]
    static let affineFields: [String: WritableKeyPath<AffineTransform, Double>] = [
        "a": \.a, "b": \.b, "c": \.c, "d": \.d, "tx": \.tx, "ty": \.ty,
    ]
    static let rectReadOnlyFields = ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "isEmpty"]
    /// The fields `valueField` reads, by value type name (the metatables' names).
    static let valueFieldNames: [String: [String]] = [
        "Point": ["x", "y"],
        "Size": ["width", "height"],
        "Rect": ["origin", "size"] + rectReadOnlyFields,
        "Color": ["red", "green", "blue", "alpha", "cgColor"],
        "Transform3D": transformFields.keys.sorted() + ["isIdentity"],
        "AffineTransform": affineFields.keys.sorted() + ["isIdentity"],
        "Path": ["bounds", "boundingBox", "boundingBoxOfPath", "isEmpty", "currentPoint", "cgPath"],
        "Image": ["size", "scale", "name", "cgImage"],
        "Font": ["pointSize", "familyName", "fontName", "style"],
    ]

    // MARK: Reading

    func valueField(_ box: ValueBox, _ key: String, on lua: Lua) throws(ScriptFailure) {
        switch (box.value, key) {
        case (.point(let p), "x"): lua.push(p.x)
        case (.point(let p), "y"): lua.push(p.y)
        case (.size(let s), "width"): lua.push(s.width)
        case (.size(let s), "height"): lua.push(s.height)
        case (.rect(let r), "origin"):
            pushBox(.point(r.origin), on: lua, writeBack: rectPart(of: box, "origin") { r, v in
                guard case .point(let p) = v else { return false }
                r.origin = p
                return true
            })
        case (.rect(let r), "size"):
            pushBox(.size(r.size), on: lua, writeBack: rectPart(of: box, "size") { r, v in
                guard case .size(let s) = v else { return false }
                r.size = s
                return true
            })
        case (.rect(let r), "width"): lua.push(r.width)
        case (.rect(let r), "height"): lua.push(r.height)
        case (.rect(let r), "minX"): lua.push(r.minX)
        case (.rect(let r), "midX"): lua.push(r.midX)
        case (.rect(let r), "maxX"): lua.push(r.maxX)
        case (.rect(let r), "minY"): lua.push(r.minY)
        case (.rect(let r), "midY"): lua.push(r.midY)
        case (.rect(let r), "maxY"): lua.push(r.maxY)
        case (.rect(let r), "isEmpty"): lua.push(r.isEmpty)
        case (.color(let c?), "red"): lua.push(c.red)
        case (.color(let c?), "green"): lua.push(c.green)
        case (.color(let c?), "blue"): lua.push(c.blue)
        case (.color(let c?), "alpha"): lua.push(c.alpha)
        case (.color, "cgColor"), (.path, "cgPath"), (.image, "cgImage"):
            lua.pushCopy(of: 1)  // Core Graphics' twin of the value is the value itself
        case (.transform(let t), _) where ScriptSession.transformFields[key] != nil:
            lua.push(t[keyPath: ScriptSession.transformFields[key]!])
        case (.transform(let t), "isIdentity"): lua.push(t.isIdentity)
        case (.affineTransform(let t), _) where ScriptSession.affineFields[key] != nil:
            lua.push(t[keyPath: ScriptSession.affineFields[key]!])
        case (.affineTransform(let t), "isIdentity"): lua.push(t.isIdentity)
        case (.path(let p?), "bounds"), (.path(let p?), "boundingBox"):  // CGPath.boundingBox: control points included
            pushBox(.rect(p.controlBounds), on: lua)
        case (.path(let p?), "boundingBoxOfPath"): pushBox(.rect(p.boundingBoxOfPath ?? ScriptSession.nullRect), on: lua)
        case (.path(let p?), "isEmpty"): lua.push(p.isEmpty)
        case (.path(let p?), "currentPoint"):
            if let point = p.currentPoint { pushBox(.point(point), on: lua) } else { lua.pushNil() }
        case (.image(let i?), "size"): pushBox(.size(Size(width: i.pointSize.width, height: i.pointSize.height)), on: lua)
        case (.image(let i?), "scale"): lua.push(i.scale)
        case (.image(let i?), "name"): lua.push(i.name)
        case (.font(let f?), "pointSize"): lua.push(f.size)
        case (.font(let f?), "familyName"): lua.push(f.family)
        case (.font(let f?), "fontName"): lua.push(f.style == "regular" ? f.family : "\(f.family) \(f.style)")
        case (.font(let f?), "style"): lua.push(f.style)
        default: throw unknownField(key, of: box, on: lua)
        }
    }

    /// The write-back of a rect's `origin` or `size`: it stores the part into the rect box,
    /// which writes the whole rect back to its owner.
    private func rectPart(of box: ValueBox, _ field: String, _ store: @escaping (inout Rect, PropertyValue) -> Bool)
        -> ValueBox.WriteBack {
        { newPart, site throws(ScriptFailure) in
            guard case .rect(var r) = box.value, store(&r, newPart) else { throw .message("'\(field)' cannot hold that value") }
            try box.update(.rect(r), at: site)
        }
    }

    // MARK: Writing

    func setValueField(_ box: ValueBox, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        let site = lua.currentSite()
        func finite() throws(ScriptFailure) -> Double {
            guard let n = lua.number(at: index), n.isFinite else {
                throw .message("'\(key)' must be a finite number (got \(describeNumber(at: index, on: lua)))")
            }
            return n
        }
        switch (box.value, key) {
        case (.point(var p), "x"): p.x = try finite(); try box.update(.point(p), at: site)
        case (.point(var p), "y"): p.y = try finite(); try box.update(.point(p), at: site)
        case (.size(var s), "width"): s.width = try finite(); try box.update(.size(s), at: site)
        case (.size(var s), "height"): s.height = try finite(); try box.update(.size(s), at: site)
        case (.rect(var r), "origin"):
            guard let p = point(at: index, in: lua) else { throw .message("'origin' must be a point (got \(lua.typeName(at: index)))") }
            r.origin = p
            try box.update(.rect(r), at: site)
        case (.rect(var r), "size"):
            guard let s = size(at: index, in: lua) else { throw .message("'size' must be a size (got \(lua.typeName(at: index)))") }
            r.size = s
            try box.update(.rect(r), at: site)
        case (.rect, _) where ScriptSession.rectReadOnlyFields.contains(key):
            throw .message("'\(key)' is read-only; change the rect's origin or size")
        case (.transform(var t), _) where ScriptSession.transformFields[key] != nil:
            t[keyPath: ScriptSession.transformFields[key]!] = try finite()
            try box.update(.transform(t), at: site)
        case (.affineTransform(var t), _) where ScriptSession.affineFields[key] != nil:
            t[keyPath: ScriptSession.affineFields[key]!] = try finite()
            try box.update(.affineTransform(t), at: site)
        case (.color, _), (.image, _), (.font, _), (.path, _):
            throw .message("\(box.typeName) values cannot be changed field by field; make a new one")
        default:
            throw unknownField(key, of: box, on: lua)
        }
    }

    private func unknownField(_ key: String, of box: ValueBox, on lua: Lua) -> ScriptFailure {
        let names = methodNames(at: 1, in: lua) + (ScriptSession.valueFieldNames[box.typeName] ?? [])
        return .message(Suggestion.message("\(box.typeName) has no field '\(key)'", for: key, in: names))
    }
}
