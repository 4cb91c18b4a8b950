import CLua
import Raster
import Views

/// The properties and methods of visual effect views and image views that are not
/// key-value coded: `effect` and `contentView`; `animationImages`, `isAnimating`,
/// `startAnimating()` and `stopAnimating()`.
extension ScriptSession {
    /// The keys `effectViewProperty` and `setEffectViewProperty` handle for `view`.
    static func effectViewKeys(of view: View) -> [String] {
        switch view {
        case is VisualEffectView: return ["effect", "contentView"]
        case is ImageView: return ["animationImages", "isAnimating"]
        default: return []
        }
    }

    /// The methods of `view`'s type from this file.
    static func effectViewMethods(of view: View) -> [(String, ScriptFunction)] {
        view is ImageView ? imageAnimationMethods : []
    }

    static let imageAnimationMethods: [(String, ScriptFunction)] = [
        ("startAnimating", { s, lua throws(ScriptFailure) in
            try s.receiver(ImageView.self, "startAnimating", lua).startAnimating(on: s.timeline.host)
            return 0
        }),
        ("stopAnimating", { s, lua throws(ScriptFailure) in
            try s.receiver(ImageView.self, "stopAnimating", lua).stopAnimating(on: s.timeline.host)
            return 0
        }),
    ]

    /// Pushes `view`'s `key` (one of `effectViewKeys(of:)`).
    func effectViewProperty(_ view: View, _ key: String, on lua: Lua) {
        switch (view, key) {
        case (let effectView as VisualEffectView, "effect"): pushEffect(effectView.effect, on: lua)
        case (let effectView as VisualEffectView, "contentView"): pushView(effectView.contentView, on: lua)
        case (let imageView as ImageView, "animationImages"):
            guard let images = imageView.animationImages else { return lua.pushNil() }
            lua.newTable(arrayCount: Int32(clamping: images.count))
            for (i, image) in images.enumerated() {
                pushBox(.image(image), on: lua)
                lua.rawSet(-2, index: i + 1)
            }
        case (let imageView as ImageView, "isAnimating"): lua.push(imageView.isAnimating)
        default: lua.pushNil()
        }
    }

    /// Sets `view`'s `key` (one of `effectViewKeys(of:)`) from the value at `index`.
    func setEffectViewProperty(_ view: View, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch (view, key) {
        case (let effectView as VisualEffectView, "effect"): effectView.effect = try effectValue(at: index, in: lua)
        case (let imageView as ImageView, "animationImages"): imageView.animationImages = try images(at: index, on: lua)
        default: throw .message("'\(key)' is read-only")
        }
    }

    /// A list of images, or nil for none.
    private func images(at index: Int32, on lua: Lua) throws(ScriptFailure) -> [Image]? {
        if lua.isNil(at: index) { return nil }
        guard lua.isTable(at: index) else {
            throw .message("'animationImages' must be a list of images (got \(lua.typeName(at: index)))")
        }
        var images: [Image] = []
        for i in 0..<lua.length(at: index) {
            lua.rawGet(index, index: i + 1)
            defer { lua.pop() }
            guard let image = image(at: -1, in: lua) else {
                throw .message("'animationImages' must be a list of images (item \(i + 1) is \(lua.typeName(at: -1)))")
            }
            images.append(image)
        }
        return images
    }
}
