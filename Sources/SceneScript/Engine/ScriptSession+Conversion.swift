import CLua
import Geometry
import Layers
import Raster

/// Reading Lua values as Swift values, in every form SCENE_API.md's "Values" table lists,
/// and pushing Swift values back. Tables are read raw: their metatables are not consulted.
extension ScriptSession {
    // MARK: Boxes

    func box(at index: Int32, in lua: Lua) -> ValueBox? { object(at: index, in: lua) as? ValueBox }

    /// Pushes a fresh box holding `value`.
    func pushBox(_ value: PropertyValue, on lua: Lua,
                 writeBack: ValueBox.WriteBack? = nil) {
        let box = ValueBox(value, writeBack: writeBack, readSite: writeBack == nil ? nil : lua.currentSite())
        pushNewHandle(for: box, as: .value(named: box.typeName), named: box.typeName, on: lua)
    }

    // MARK: Reading

    /// A point from a Point or Size value, `{x, y}`, `{x = , y = }` or `{width = , height = }`.
    func point(at index: Int32, in lua: Lua) -> Point? {
        if let box = box(at: index, in: lua) {
            switch box.value {
            case .point(let p): return p
            case .size(let s): return Point(x: s.width, y: s.height)
            default: return nil
            }
        }
        guard lua.isTable(at: index) else { return nil }
        for keys in [("1", "2"), ("x", "y"), ("width", "height")] {
            if let pair = finitePair(in: index, keys.0, keys.1, lua: lua) { return Point(x: pair.0, y: pair.1) }
        }
        return nil
    }

    /// A size from the same forms as a point.
    func size(at index: Int32, in lua: Lua) -> Size? {
        point(at: index, in: lua).map { Size(width: $0.x, height: $0.y) }
    }

    /// A rect from a Rect value, `{x, y, w, h}`, `{x =, y =, width =, height =}` or `{origin =, size =}`.
    func rect(at index: Int32, in lua: Lua) -> Rect? {
        if let box = box(at: index, in: lua) {
            if case .rect(let r) = box.value { return r }
            return nil
        }
        guard lua.isTable(at: index) else { return nil }
        if let origin = finitePair(in: index, "1", "2", lua: lua), let size = finitePair(in: index, "3", "4", lua: lua) {
            return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
        }
        if let origin = finitePair(in: index, "x", "y", lua: lua),
           let size = finitePair(in: index, "width", "height", lua: lua) {
            return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
        }
        lua.rawGet(index, "origin")
        lua.rawGet(index, "size")
        defer { lua.pop(2) }
        guard let origin = point(at: -2, in: lua), let size = size(at: -1, in: lua) else { return nil }
        return Rect(origin: origin, size: size)
    }

    /// A colour from a Color value or a string (`"#f80"`, `"systemBlue"`); nil for other
    /// values; throws for a string that names no colour.
    func color(at index: Int32, in lua: Lua) throws(ScriptFailure) -> Color? {
        if let box = box(at: index, in: lua) {
            if case .color(let c?) = box.value { return c }
            return nil
        }
        guard let text = lua.string(at: index) else { return nil }
        return try ColorNames.parse(text).get()
    }

    /// A CATransform3D; a CGAffineTransform is taken as CATransform3DMakeAffineTransform of it.
    func transform(at index: Int32, in lua: Lua) -> Transform3D? {
        switch box(at: index, in: lua)?.value {
        case .transform(let t)?: return t
        case .affineTransform(let t)?: return Transform3D(affine: t)
        default: return nil
        }
    }

    /// A CGAffineTransform; a CATransform3D is accepted when it is affine.
    func affineTransform(at index: Int32, in lua: Lua) -> AffineTransform? {
        switch box(at: index, in: lua)?.value {
        case .affineTransform(let t)?: return t
        case .transform(let t)? where t.isAffine: return t.affine
        default: return nil
        }
    }

    func path(at index: Int32, in lua: Lua) -> Path? {
        if case .path(let p?)? = box(at: index, in: lua)?.value { return p }
        return graphicsPath(at: index, in: lua)  // a CGMutablePath or a UIBezierPath
    }

    func image(at index: Int32, in lua: Lua) -> Image? {
        if case .image(let i?)? = box(at: index, in: lua)?.value { return i }
        return nil
    }

    func font(at index: Int32, in lua: Lua) -> Font? {
        if case .font(let f?)? = box(at: index, in: lua)?.value { return f }
        return nil
    }

    /// Two finite numbers stored under `a` and `b` ("1" and "2" mean the array slots).
    private func finitePair(in table: Int32, _ a: String, _ b: String, lua: Lua) -> (Double, Double)? {
        func get(_ key: String) -> Double? {
            if let i = Int(key) { lua.rawGet(table, index: i) } else { lua.rawGet(table, key) }
            defer { lua.pop() }
            return lua.number(at: -1).flatMap { $0.isFinite ? $0 : nil }
        }
        guard let x = get(a), let y = get(b) else { return nil }
        return (x, y)
    }

    /// A list of values read by `element`; nil when the value is not a table or an element
    /// does not convert.
    func list<T>(at index: Int32, in lua: Lua,
                         _ element: (Int32) throws(ScriptFailure) -> T?) throws(ScriptFailure) -> [T]? {
        guard lua.isTable(at: index) else { return nil }
        let t = lua.absolute(index)
        var values: [T] = []
        for i in 0..<lua.length(at: t) {
            lua.rawGet(t, index: i + 1)
            defer { lua.pop() }
            guard let value = try element(lua.top) else { return nil }
            values.append(value)
        }
        return values
    }

    // MARK: Properties

    /// The value at `index` as a value of the property `key`, which holds `kind`. `current`
    /// reads the property's value now (a font given by name keeps the current size).
    func propertyValue(at index: Int32, kind: PropertyKind, key: String, in lua: Lua,
                       current: () -> PropertyValue?) throws(ScriptFailure) -> PropertyValue {
        let index = lua.absolute(index)
        let converted: PropertyValue?
        switch kind {
        case .number:
            converted = lua.number(at: index).flatMap { $0.isNaN ? nil : .number($0) }
        case .bool:
            converted = lua.bool(at: index).map { .bool($0) }
        case .string:
            try checkKeptLength(at: index, key: key, in: lua)
            converted = lua.string(at: index).map { .string($0) }
        case .point:
            converted = point(at: index, in: lua).map { .point($0) }
        case .size:
            converted = size(at: index, in: lua).map { .size($0) }
        case .rect:
            converted = rect(at: index, in: lua).map { .rect($0) }
        case .transform:
            converted = transform(at: index, in: lua).flatMap { $0.isFinite ? .transform($0) : nil }
        case .affineTransform:
            converted = affineTransform(at: index, in: lua).flatMap { $0.isFinite ? .affineTransform($0) : nil }
        case .color(let optional):
            if lua.isNil(at: index) {
                converted = optional ? .color(nil) : nil
            } else {
                converted = try color(at: index, in: lua).map { .color($0) }
            }
        case .path:
            converted = lua.isNil(at: index) ? .path(nil) : path(at: index, in: lua).map { .path($0) }
        case .image:
            converted = lua.isNil(at: index) ? .image(nil) : image(at: index, in: lua).map { .image($0) }
        case .font:
            try checkNameLength(at: index, "'\(key)'", in: lua)
            if let name = lua.string(at: index) {
                // Core Animation's `font` may be a font name; the size stays what it was.
                var size = 17.0
                if case .font(let f?)? = current() { size = f.size }
                converted = .font(Font(family: name, size: size))
            } else {
                converted = font(at: index, in: lua).map { .font($0) }
            }
        case .numbers:
            converted = lua.isNil(at: index) ? .numbers(nil)
                : try list(at: index, in: lua) { i in lua.number(at: i).flatMap { $0.isFinite ? $0 : nil } }.map { .numbers($0) }
        case .colors:
            converted = lua.isNil(at: index) ? .colors(nil)
                : try list(at: index, in: lua) { i throws(ScriptFailure) in try color(at: i, in: lua) }.map { .colors($0) }
        case .name:
            converted = lua.string(at: index).map { .name($0) }
        case .names:
            if let single = lua.string(at: index) {
                converted = .names([single])
            } else {
                converted = try list(at: index, in: lua) { i in lua.string(at: i) }.map { .names($0) }
            }
        }
        guard let converted else { throw .message(refusal(of: index, as: kind, key: key, in: lua)) }
        return converted
    }

    /// Why the value at `index` is not one of the property `key`: what it must be, and what
    /// the script gave, by value where its type alone would not say (a NaN is a number too).
    private func refusal(of index: Int32, as kind: PropertyKind, key: String, in lua: Lua) -> String {
        let wanted = PropertyError.wrongKind(key: key, expected: kind).description
        if lua.typeName(at: index) == "number", let n = lua.number(at: index), !n.isFinite {
            return "\(wanted) (got \(describeNumber(at: index, on: lua)))"
        }
        let notFinite = switch kind {
        case .transform: transform(at: index, in: lua).map { !$0.isFinite } ?? false
        case .affineTransform: affineTransform(at: index, in: lua).map { !$0.isFinite } ?? false
        default: false
        }
        if notFinite { return "\(wanted) with finite entries (got one with an infinite or NaN entry)" }
        return "\(wanted) (got \(lua.typeName(at: index)))"
    }

    /// Pushes a property's value: numbers, booleans and strings as themselves, lists as
    /// tables, everything else as a box that writes changes back through `writeBack`.
    func push(_ value: PropertyValue, on lua: Lua, writeBack: ValueBox.WriteBack?) {
        switch value {
        case .number(let n): lua.push(n)
        case .bool(let b): lua.push(b)
        case .string(let s), .name(let s): lua.push(s)
        case .names(let names): pushList(names, on: lua) { lua.push($0) }
        case .numbers(let numbers):
            if let numbers { pushList(numbers, on: lua) { lua.push($0) } } else { lua.pushNil() }
        case .colors(let colors):
            if let colors { pushList(colors, on: lua) { pushBox(.color($0), on: lua) } } else { lua.pushNil() }
        case .color(nil), .path(nil), .image(nil), .font(nil): lua.pushNil()
        case .color, .image, .font: pushBox(value, on: lua)
        case .point, .size, .rect, .transform, .affineTransform, .path: pushBox(value, on: lua, writeBack: writeBack)
        }
    }

    private func pushList<T>(_ values: [T], on lua: Lua, _ pushElement: (T) -> Void) {
        lua.newTable(arrayCount: Int32(clamping: values.count))
        for (i, value) in values.enumerated() {
            pushElement(value)
            lua.rawSet(-2, index: i + 1)
        }
    }
}
