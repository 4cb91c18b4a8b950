/// Why a tree edit cannot put a layer where it was asked to go.
public enum TreeEditProblem: Equatable, Sendable {
    /// The layer would be under itself: it is the new parent, or one of the layers above it.
    case cycle
    /// The tree would have more than `Layer.maxTreeDepth` levels.
    case tooDeep
}

extension Layer {
    /// The most levels a layer tree may have, sublayers and masks alike (the deepest layer is
    /// under 255 others). Core Animation has no such limit; here everything that walks a tree
    /// (presentation, layout, drawing) recurses on the machine stack, and a deeper tree from a
    /// runaway script would overflow it. Real interfaces are a few dozen levels deep.
    public static let maxTreeDepth = 256

    /// What a layer draws under: its superlayer, or for a mask the layer it masks.
    var drawnUnder: Layer? { superlayer ?? maskedLayer }

    /// True when `ancestor` is above this layer: its superlayer or the layer it masks, theirs,
    /// and so on.
    public func isUnder(_ ancestor: Layer) -> Bool {
        var node = drawnUnder
        while let n = node {
            if n === ancestor { return true }
            node = n.drawnUnder
        }
        return false
    }

    /// What is wrong with putting `layer` under this one, as a sublayer or as its mask, or nil
    /// when it may go there.
    public func problem(placing layer: Layer) -> TreeEditProblem? {
        if layer === self || isUnder(layer) { return .cycle }
        var level = 1
        var node = drawnUnder
        while let n = node {
            level += 1
            node = n.drawnUnder
        }
        return level + layer.levels(upTo: Layer.maxTreeDepth - level + 1) > Layer.maxTreeDepth ? .tooDeep : nil
    }

    /// How many levels this layer's subtree has, masks included (1 for a lone layer), counted
    /// without recursion up to `limit` (a deeper subtree says `limit`).
    func levels(upTo limit: Int) -> Int {
        var deepest = 0
        var pending: [(layer: Layer, level: Int)] = [(self, 1)]
        while let (layer, level) = pending.popLast() {
            deepest = max(deepest, level)
            if deepest >= limit { return limit }
            for sublayer in layer.sublayers { pending.append((sublayer, level + 1)) }
            if let mask = layer.mask { pending.append((mask, level + 1)) }
        }
        return deepest
    }
}
