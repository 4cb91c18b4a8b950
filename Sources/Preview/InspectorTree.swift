import Layers
import Views

/// The inspector's list of the scene's layers and views: one row per layer in drawing order
/// (a layer, its mask, then its sublayers), indented by depth, each naming its type (the
/// view's for a view's layer), its name and the scene line that made it.
struct InspectorTree: Equatable {
    struct Row: Equatable {
        let path: LayerPath
        let depth: Int
        /// "UIView 'card'", "CAShapeLayer", "mask CALayer".
        let title: String
        /// Where the scene made it (`file:line`, the file's name alone), or nil.
        let origin: String?
    }

    let rows: [Row]

    /// The most rows listed: past it a tree of thousands is cut, with `isCut` set.
    static let maximumRows = 5_000
    let isCut: Bool

    init(root: Layer) {
        var rows: [Row] = []
        var isCut = false
        func visit(_ layer: Layer, _ steps: [Int], isMask: Bool) {
            guard rows.count < InspectorTree.maximumRows else {
                isCut = true
                return
            }
            let name = layer.name.map { " '\($0)'" } ?? ""
            rows.append(Row(path: LayerPath(steps), depth: steps.count, title: (isMask ? "mask " : "") + InspectorTree.typeName(of: layer) + name,
                            origin: layer.creationOrigin.map(InspectorTree.shortOrigin)))
            if let mask = layer.mask { visit(mask, steps + [LayerPath.mask], isMask: true) }
            for (i, sublayer) in layer.sublayers.enumerated() { visit(sublayer, steps + [i], isMask: false) }
        }
        visit(root, [], isMask: false)
        self.rows = rows
        self.isCut = isCut
    }

    /// The name Swift code knows the layer by: its view's class for a view's layer
    /// (`UILabel`, or the scene's own `BellView`), else its layer class (`CAShapeLayer`,
    /// `PulseLayer`).
    static func typeName(of layer: Layer) -> String {
        if let view = layer.delegate as? View {
            return view.overrides?.sceneClassName ?? "UI" + type(of: view).typeName
        }
        return layer.overrides?.sceneClassName ?? "CA" + type(of: layer).typeName
    }

    /// "Scenes/Welcome.lua:12" as "Welcome.lua:12": the folder is the same for every row.
    static func shortOrigin(_ origin: String) -> String {
        String(origin.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(origin))
    }
}
