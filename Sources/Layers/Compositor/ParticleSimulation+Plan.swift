/// One cell's numbers made safe to compute with (no NaN, no infinities, layer multipliers
/// applied), and how many of its particles a frame can need, which decides the thinning.
struct CellPlan {
    let cell: EmitterCell
    /// Its place among its siblings: part of every random key below it.
    let index: Int
    /// Births per second.
    let rate: Double
    let lifetimeMean: Double
    let lifetimeRange: Double
    /// The longest any of its particles lives.
    let maxLifetime: Double
    let beginTime: Double
    /// Seconds it emits for; infinity when it never stops.
    let duration: Double
    /// Seconds before `t` in which a birth can still matter at `t`: the particle's own
    /// lifetime plus the longest reach of the cells it emits.
    let window: Double
    /// A generous count of the particles a frame walks through, before thinning.
    var estimate = 0.0
    /// The fraction of births kept (1 keeps all): evenly spaced, so thinning looks even.
    var keep = 1.0
    var children: [CellPlan]

    /// Values beyond this are clamped: they are far past anything drawable already.
    static let limit = 1e12
    /// Cells nest at most this deep (a cell may even list itself).
    static let maxDepth = 8

    static func finite(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }

    /// The plans of `cells` and their nested cells; `path` holds the cells above, so a cell
    /// that contains itself stops there.
    static func plans(for cells: [EmitterCell], layer: EmitterLayer, path: [EmitterCell] = []) -> [CellPlan] {
        guard path.count < maxDepth else { return [] }
        let rateScale = max(finite(layer.birthRate), 0), lifeScale = max(finite(layer.lifetime), 0)
        return cells.enumerated().compactMap { index, cell in
            guard cell.isEnabled, !path.contains(where: { $0 === cell }) else { return nil }
            let rate = min(max(finite(cell.birthRate), 0) * rateScale, limit)
            let mean = finite(cell.lifetime) * lifeScale, range = abs(finite(cell.lifetimeRange)) * lifeScale
            let maxLifetime = min(mean + range / 2, limit)
            guard rate > 0, maxLifetime > 0 else { return nil }
            let children = plans(for: cell.emitterCells, layer: layer, path: path + [cell])
            let begin = path.isEmpty ? finite(cell.beginTime) : max(finite(cell.beginTime), 0)
            let duration = cell.duration > 0 ? cell.duration : .infinity  // NaN compares false: for ever
            return CellPlan(cell: cell, index: index, rate: rate, lifetimeMean: mean, lifetimeRange: range,
                            maxLifetime: maxLifetime, beginTime: begin, duration: duration,
                            window: min(maxLifetime + (children.map(\.window).max() ?? 0), limit), children: children)
        }
    }

    // MARK: Thinning

    /// Sets every plan's estimate and keep fraction so the particles walked in a frame stay
    /// near `cap`: cells that need few keep all of theirs, and the rest share what is left
    /// equally (a rocket cell keeps its rockets while its sparks are thinned). Returns true
    /// when anything is thinned.
    static func thin(_ plans: inout [CellPlan], cap: Int) -> Bool {
        estimate(&plans, parentCount: nil, parentLifetime: .infinity)
        var all: [Double] = []
        collect(plans) { all.append($0.estimate) }
        let total = all.reduce(0, +)
        guard total > Double(cap) else { return false }
        // Water-filling: the smallest estimates are met in full while they fit an equal share.
        var budget = Double(cap), remaining = Double(all.count)
        var share: [Double] = []
        for e in all.sorted() {
            let given = min(e, budget / remaining)
            share.append(given)
            budget -= given
            remaining -= 1
        }
        let level = share.last ?? 0  // every estimate above this gets exactly this much
        assignKeep(&plans, level: level, parentKeep: 1)
        return true
    }

    private static func estimate(_ plans: inout [CellPlan], parentCount: Double?, parentLifetime: Double) {
        for i in plans.indices {
            let p = plans[i]
            let perSource: Double
            if parentCount == nil {
                perSource = min(p.rate * p.window, p.rate * p.duration) + 1
            } else {
                // Births of one parent that can matter: within the parent's life and this cell's reach.
                perSource = min(p.rate * min(p.window, parentLifetime), p.rate * p.duration) + 1
            }
            plans[i].estimate = min((parentCount ?? 1) * perSource, 1e30)
            estimate(&plans[i].children, parentCount: plans[i].estimate, parentLifetime: p.maxLifetime)
        }
    }

    private static func collect(_ plans: [CellPlan], _ body: (CellPlan) -> Void) {
        for p in plans {
            body(p)
            collect(p.children, body)
        }
    }

    private static func assignKeep(_ plans: inout [CellPlan], level: Double, parentKeep: Double) {
        for i in plans.indices {
            let wanted = min(plans[i].estimate, level)
            // Thinning the parents already thins the children by `parentKeep`.
            let keep = plans[i].estimate > 0 ? min(1, wanted / (plans[i].estimate * parentKeep)) : 1
            plans[i].keep = keep
            assignKeep(&plans[i].children, level: level, parentKeep: parentKeep * keep)
        }
    }
}
