/// A counter-based random generator (SplitMix64): the numbers a particle draws depend only
/// on its key, never on which particles were made before it, so any particle can be made
/// on its own at any time.
struct ParticleRandom {
    private var state: UInt64

    init(key: UInt64) { state = key }

    /// SplitMix64's finaliser: a bijection that spreads every input bit over the output.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The key of item `index` under `parent` (a seed, a cell, a particle).
    static func key(_ parent: UInt64, _ index: UInt64) -> UInt64 {
        mix(parent ^ mix(index &+ 0x9E37_79B9_7F4A_7C15))
    }

    /// The next number, uniform in 0..<1.
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Double(ParticleRandom.mix(state) >> 11) * 0x1p-53
    }

    /// The next number, uniform in −0.5..<0.5: a "range" spreads a mean by this times the range.
    mutating func centred() -> Double { next() - 0.5 }
}
