import Geometry
import Raster

/// The particles of an emitter layer at a time, computed from nothing but the layer, its
/// cells and that time. Particle i of a cell is born at `beginTime + i / rate` (for a
/// nested cell, after its parent particle's birth, while the parent lives); its random
/// choices come from a generator keyed by (seed, cell, i, and its parent's key); and it
/// moves in closed form. Rendering any time costs the particles that can matter then, so
/// scrubbing backwards costs what playing forwards does.
struct ParticleSimulation {
    struct Result {
        /// In drawing order.
        var particles: [Particle]
        /// True when births were thinned (or a frame cut short) to stay within the cap.
        var isCapped: Bool
    }

    private let plans: [CellPlan]
    private let thinned: Bool
    private let emitter: EmitterGeometry
    private let velocityScale: Double, scaleScale: Double, spinScale: Double
    private let renderMode: EmitterRenderMode
    private let seedKey: UInt64
    private let cap: Int

    init(layer: EmitterLayer, cap: Int = EmitterLayer.maxParticles) {
        var plans = CellPlan.plans(for: layer.emitterCells, layer: layer)
        thinned = CellPlan.thin(&plans, cap: cap)
        self.plans = plans
        self.cap = cap
        emitter = EmitterGeometry(layer: layer)
        velocityScale = CellPlan.finite(layer.velocity)
        scaleScale = CellPlan.finite(layer.scale)
        spinScale = CellPlan.finite(layer.spin)
        renderMode = layer.renderMode
        seedKey = ParticleRandom.mix(UInt64(layer.seed) &+ 0x5EED)
    }

    /// The particles alive at `time`.
    func run(at time: Double) -> Result {
        guard time.isFinite, !plans.isEmpty else { return Result(particles: [], isCapped: false) }
        // Thinning keeps the walk near the cap; this bounds it even when the estimates are off.
        var walk = Walk(budget: 4 * cap + 1000)
        for plan in plans {
            emit(plan, cellKey: ParticleRandom.key(seedKey, UInt64(plan.index)), firstBirth: plan.beginTime,
                 deadline: .infinity, source: nil, at: time, into: &walk)
        }
        var particles = walk.particles
        switch renderMode {
        case .unordered, .additive: break
        case .oldestFirst: particles = stableSorted(particles) { $0.birthTime < $1.birthTime }
        case .oldestLast: particles = stableSorted(particles) { $0.birthTime > $1.birthTime }
        case .backToFront: particles = stableSorted(particles) { $0.z < $1.z }
        }
        // Under a cap lowered by the frame's spent budget, thinning held births back even when
        // none are left to show.
        var capped = walk.cutShort || (thinned && (!particles.isEmpty || cap < EmitterLayer.maxParticles))
        if particles.count > cap {
            // Even the thinned births overshot: keep an evenly spread `cap` of them.
            let count = particles.count
            particles = (0..<cap).map { particles[$0 * count / cap] }
            capped = true
        }
        return Result(particles: particles, isCapped: capped)
    }

    // MARK: Walking births

    private struct Walk {
        var budget: Int
        var particles: [Particle] = []
        var cutShort = false
    }

    /// Makes the particles of `plan` born from `firstBirth` on and before `deadline` (the
    /// parent's death) that can matter at `t`, and, through them, their nested cells'.
    /// `source` is the parent particle's motion and birth time; nil emits from the layer's shape.
    private func emit(_ plan: CellPlan, cellKey: UInt64, firstBirth: Double, deadline: Double,
                      source: (motion: ParticleMotion, birth: Double)?, at t: Double, into walk: inout Walk) {
        let last = min(t, deadline)
        guard last >= firstBirth else { return }
        // Births in (t − window, min(t, deadline)], one index of slack each side for rounding.
        let lo = ((t - plan.window - firstBirth) * plan.rate).rounded(.down)
        let hi = min(((last - firstBirth) * plan.rate).rounded(.down) + 1, (plan.duration * plan.rate).rounded(.up))
        ParticleSimulation.forEachKept(from: lo, through: hi, keep: plan.keep) { i in
            guard walk.budget > 0 else {
                walk.cutShort = true
                return false
            }
            walk.budget -= 1
            let offset = Double(i) / plan.rate
            let birth = firstBirth + offset
            guard birth <= t, birth > t - plan.window, birth < deadline, offset < plan.duration else { return true }
            let key = ParticleRandom.key(cellKey, UInt64(i))
            var random = ParticleRandom(key: key)
            let lifetime = plan.lifetimeMean + plan.lifetimeRange * random.centred()
            guard lifetime > 0 else { return true }
            let motion = self.motion(of: plan.cell, bornAt: birth, from: source, random: &random)
            let age = t - birth
            if age < lifetime {
                walk.particles.append(particle(of: plan.cell, motion: motion, birth: birth, lifetime: lifetime,
                                               age: age, random: &random))
            }
            for child in plan.children {
                emit(child, cellKey: ParticleRandom.key(key, UInt64(child.index)), firstBirth: birth + child.beginTime,
                     deadline: birth + lifetime, source: (motion, birth), at: t, into: &walk)
                if walk.cutShort { return false }
            }
            return true
        }
    }

    /// Calls `body` with the kept indices in `lo...hi` (non-negative ones only) until it
    /// returns false. With `keep` below 1 the kept indices are ⌊m / keep⌋ for whole m: evenly
    /// spaced, and the same ones whatever the time, so a thinned particle never flickers.
    static func forEachKept(from lo: Double, through hi: Double, keep: Double, _ body: (Int) -> Bool) {
        let top = min(hi, 1e15)
        let bottom = max(lo, 0)
        guard keep > 0, top >= bottom else { return }
        if keep >= 1 {
            for i in Int(bottom)...Int(top) where !body(i) { return }
            return
        }
        var m = (bottom * keep).rounded(.up)
        while true {
            let i = (m / keep).rounded(.down)
            guard i <= top else { return }
            if i >= bottom, !body(Int(i)) { return }
            m += 1
        }
    }

    // MARK: One particle

    /// Where a particle starts and how it moves: from a point of the emitter's shape (or its
    /// parent's position at its birth), along a direction in the cell's emission cone.
    private func motion(of cell: EmitterCell, bornAt birth: Double, from source: (motion: ParticleMotion, birth: Double)?,
                        random: inout ParticleRandom) -> ParticleMotion {
        let speed = velocityScale * (CellPlan.finite(cell.velocity) + CellPlan.finite(cell.velocityRange) * random.centred())
        let direction = EmitterGeometry.direction(longitude: CellPlan.finite(cell.emissionLongitude),
                                                  latitude: CellPlan.finite(cell.emissionLatitude),
                                                  range: CellPlan.finite(cell.emissionRange), random: &random)
        let start: (x: Double, y: Double, z: Double)
        if let source {
            start = source.motion.position(age: birth - source.birth)
        } else {
            start = emitter.emissionPoint(random: &random)
        }
        return ParticleMotion(x: start.x, y: start.y, z: start.z,
                              vx: speed * direction.x, vy: speed * direction.y, vz: speed * direction.z,
                              ax: CellPlan.finite(cell.xAcceleration), ay: CellPlan.finite(cell.yAcceleration),
                              az: CellPlan.finite(cell.zAcceleration))
    }

    private func particle(of cell: EmitterCell, motion: ParticleMotion, birth: Double, lifetime: Double, age: Double,
                          random: inout ParticleRandom) -> Particle {
        let f = CellPlan.finite
        let scale = scaleScale * (f(cell.scale) + f(cell.scaleRange) * random.centred() + f(cell.scaleSpeed) * age)
        let rotation = spinScale * (f(cell.spin) + f(cell.spinRange) * random.centred()) * age
        let base = cell.color ?? .white
        func channel(_ mean: Double, _ range: Double, _ speed: Double, _ r: Double) -> Double {
            let v = f(mean) + f(range) * r + f(speed) * age
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        let red = random.centred(), green = random.centred(), blue = random.centred(), alpha = random.centred()
        let color = Color(red: channel(base.red, cell.redRange, cell.redSpeed, red),
                          green: channel(base.green, cell.greenRange, cell.greenSpeed, green),
                          blue: channel(base.blue, cell.blueRange, cell.blueSpeed, blue),
                          alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed, alpha))
        let p = motion.position(age: age)
        return Particle(cell: cell, position: Point(x: p.x, y: p.y), z: p.z, birthTime: birth, lifetime: lifetime,
                        age: age, scale: scale.isFinite ? scale : 0, rotation: rotation.isFinite ? rotation : 0,
                        color: color)
    }

    private func stableSorted(_ particles: [Particle], by before: (Particle, Particle) -> Bool) -> [Particle] {
        particles.enumerated().sorted { a, b in
            before(a.element, b.element) || (!before(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }
}
