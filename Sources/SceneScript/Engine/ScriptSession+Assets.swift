import Layers
import Media
import Raster

/// Images and fonts: `Image("cloud.png")` / `UIImage{named = "cloud"}` from the `Assets/`
/// folder next to the scene or next to its folder, and `Font(...)` / `UIFont` requests,
/// which the text renderer resolves through fontconfig.
extension ScriptSession {
    /// Extensions tried, in order, for a name without one (as UIImage(named:) does).
    static let imageExtensions = [".png", "@2x.png", "@3x.png", ".jpg", ".jpeg", ".svg"]

    func makeImage(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Image", from: 2, labels: ["named", "systemName"])
        if args.isLabelled, args.has("systemName") {
            let symbol = try args.string("systemName")
            try args.finish()
            pushBox(.image(try image(systemName: symbol)), on: lua)
            return 1
        }
        let name = try args.string("named")
        try args.finish()
        pushBox(.image(try image(named: name)), on: lua)
        return 1
    }

    /// `UIImage(systemName: "bell.fill")`: Kinema ships no SF Symbols, so a symbol is the
    /// asset of its name (`Assets/bell.fill.svg`), its dots part of the name.
    func image(systemName symbol: String) throws(ScriptFailure) -> Image {
        do {
            return try image(named: symbol + ".svg")
        } catch {
            do { return try image(named: symbol + ".png") } catch {}
            throw .message("no image for the SF Symbol '\(symbol)': Kinema has no SF Symbols; put \(symbol).svg or \(symbol).png in Assets/")
        }
    }

    /// The image `name` from the assets folders, loaded once per scene load.
    func image(named name: String) throws(ScriptFailure) -> Image {
        if let cached = imageCache[name] { return cached }
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("..") else {
            throw .message("'\(name)' is not an image name; images are named by their file in Assets/")
        }
        // A scene that is a folder (a playground, a folder of Swift files) has its own Assets/
        // (a playground's Resources/ too), searched first.
        let own = FileSystem.isFolder(scenePath) ? [FileSystem.join(scenePath, "Assets"), FileSystem.join(scenePath, "Resources")] : []
        let folders = own + [FileSystem.join(sceneDirectory, "Assets"), FileSystem.join(FileSystem.parent(of: sceneDirectory), "Assets")]
        let hasExtension = FileSystem.fileName(of: name).contains(".")
        let candidates = hasExtension ? [name] : ScriptSession.imageExtensions.map { name + $0 }
        for folder in folders {
            for candidate in candidates {
                let path = FileSystem.join(folder, candidate)
                guard FileSystem.isRegularFile(path) else { continue }
                watchedPaths.insert(path)
                // A symbolic link may lead anywhere: the file it names must be inside an assets folder.
                guard let file = FileSystem.resolved(path),
                      folders.contains(where: { FileSystem.resolved($0).map { file.hasPrefix($0 + "/") } ?? false }) else {
                    throw .message("image '\(name)' is a link to a file outside the Assets/ folders")
                }
                let image = try loadImage(path, name: candidate)
                imageCache[name] = image
                return image
            }
        }
        // Watch where it should be, so adding it reloads the scene.
        for folder in folders { watchedPaths.insert(FileSystem.join(folder, candidates[0])) }
        throw .message("cannot find image '\(name)' in Assets/")
    }

    private func loadImage(_ path: String, name: String) throws(ScriptFailure) -> Image {
        let isSVG = name.lowercased().hasSuffix(".svg")
        // "name@2x.png" holds 2 pixels per point, as UIImage reads it.
        var scale = 1.0
        for factor in 2...3 where name.contains("@\(factor)x.") { scale = Double(factor) }
        do {
            if isSVG {
                return Image(pixels: try ImageFile.load(path: path, scale: imageScale), scale: imageScale, name: name)
            }
            return Image(pixels: try ImageFile.load(path: path), scale: scale, name: name)
        } catch {
            throw .message("\(error)")
        }
    }

    // MARK: Fonts

    /// UIFont.Weight's names; a weight becomes the font's style.
    static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// `Font("DejaVu Sans", 17, "bold")` or `Font{family =, size =, style =}`.
    func makeFont(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "Font", from: 2, labels: ["family", "size", "style"])
        let family = try args.string("family")
        let size = try fontSize(&args, "size")
        let style = try args.string("style", default: "regular")
        try args.finish()
        pushBox(.font(Font(family: family, size: size, style: style)), on: lua)
        return 1
    }

    /// `UIFont{name =, size =}`.
    func makeUIFont(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "UIFont", from: 2, labels: ["name", "size"])
        let name = try args.name("name")
        let size = try fontSize(&args, "size")
        try args.finish()
        pushBox(.font(Font(family: name, size: size)), on: lua)
        return 1
    }

    static let systemFontFunctions: [(String, ScriptFunction)] = [
        ("systemFont", { s, lua throws(ScriptFailure) in try s.systemFont(lua, "systemFont", style: nil) }),
        ("boldSystemFont", { s, lua throws(ScriptFailure) in try s.systemFont(lua, "boldSystemFont", style: "bold") }),
        ("italicSystemFont", { s, lua throws(ScriptFailure) in try s.systemFont(lua, "italicSystemFont", style: "italic") }),
    ]

    /// `UIFont.systemFont{ofSize =, weight =}` and its bold and italic siblings.
    private func systemFont(_ lua: Lua, _ function: String, style fixedStyle: String?) throws(ScriptFailure) -> Int32 {
        var args = Arguments(self, lua, function: "UIFont.\(function)", from: 1,
                             labels: fixedStyle == nil ? ["ofSize", "weight"] : ["ofSize"])
        let size = try fontSize(&args, "ofSize")
        var style = fixedStyle ?? "regular"
        if fixedStyle == nil, args.isLabelled ? args.has("weight") : args.remaining > 0 {
            let weight = try args.string("weight")
            guard ScriptSession.fontWeights.contains(weight) else {
                throw .message("'\(weight)' is not a font weight; use one of "
                    + ScriptSession.fontWeights.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            style = weight.lowercased()
        }
        try args.finish()
        pushBox(.font(.system(size: size, style: style)), on: lua)
        return 1
    }

    private func fontSize(_ args: inout Arguments, _ label: String) throws(ScriptFailure) -> Double {
        let size = try args.finite(label)
        guard size > 0, size <= 10000 else { throw .message("\(args.function): '\(label)' must be between 0 and 10000 points") }
        return size
    }
}
