import Geometry
import Layers
import Raster

/// Writes the presentation values of layers as the JSON `kinema probe` prints (CLI.md).
struct ProbeEncoder {
    /// The layers a probe lists, in tree order: a layer, then its mask (a mask has no
    /// superlayer, so it is listed right after the layer it masks) with the mask's own
    /// sublayers, then the layer's sublayers, each the same way.
    static func layers(of root: Layer) -> [Layer] {
        var out: [Layer] = []
        func visit(_ layer: Layer) {
            out.append(layer)
            if let mask = layer.mask { visit(mask) }
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        visit(root)
        return out
    }

    /// The names a probe can find under `root`, in its order, each once.
    static func names(under root: Layer) -> [String] {
        var seen: Set<String> = []
        return layers(of: root).compactMap { layer in
            guard let name = layer.name, !name.isEmpty, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// JSON for the layers of `root`'s tree (masks included) in probe order: the named ones,
    /// or only those in `names` when it is not empty.
    func encode(time: Double, size: Size, root: Layer, names: [String]) -> String {
        let wanted = Set(names)
        let layers = ProbeEncoder.layers(of: root).filter { layer in
            guard let name = layer.name, !name.isEmpty else { return false }
            return wanted.isEmpty || wanted.contains(name)
        }
        let entries = layers.map(encodeLayer)
        return "{\"time\": \(number(time)), \"size\": [\(number(size.width)), \(number(size.height))],\n \"layers\": ["
            + entries.joined(separator: ",\n  ") + "]}"
    }

    private func encodeLayer(_ layer: Layer) -> String {
        let type = Swift.type(of: layer).typeName
        var fields = ["\"name\": \(string(layer.name ?? ""))", "\"type\": \(string(type))"]
        // The properties the layer type's table marks as probed, in table order.
        for key in Swift.type(of: layer).propertyTable.probedKeys {
            if let value = layer.value(forKey: key) { fields.append("\(string(key)): \(json(value))") }
        }
        // Custom properties (a scene class's `properties`), by name.
        for key in layer.customProperties.keys.sorted() where layer.hasCustomProperty(key) {
            if let value = layer.value(forKey: key) { fields.append("\(string(key)): \(json(value))") }
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    func json(_ value: PropertyValue) -> String {
        switch value {
        case .number(let n): return number(n)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s), .name(let s): return string(s)
        case .point(let p): return "[\(number(p.x)), \(number(p.y))]"
        case .size(let s): return "[\(number(s.width)), \(number(s.height))]"
        case .rect(let r): return "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
        case .color(let c): return c.map(color) ?? "null"
        case .transform(let t): return "[" + t.fields.map(number).joined(separator: ",") + "]"
        case .affineTransform(let t): return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ",") + "]"
        case .path(let p): return p.map { string($0.svgData) } ?? "null"
        case .numbers(let n): return n.map { "[" + $0.map(number).joined(separator: ", ") + "]" } ?? "null"
        case .colors(let c): return c.map { "[" + $0.map(color).joined(separator: ", ") + "]" } ?? "null"
        case .image(let i): return i.map { string($0.name) } ?? "null"
        case .font(let f): return f.map { string($0.description) } ?? "null"
        case .names(let n): return "[" + n.map(string).joined(separator: ", ") + "]"
        }
    }

    private func color(_ c: Color) -> String {
        "[\(number(c.red)), \(number(c.green)), \(number(c.blue)), \(number(c.alpha))]"
    }

    /// Integers print without a fraction; NaN and infinities, which JSON lacks, print as null.
    func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
