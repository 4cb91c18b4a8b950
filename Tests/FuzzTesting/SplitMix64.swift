/// Steele, Lea and Flood's SplitMix64: a tiny, fast, seeded generator whose whole state is
/// one 64-bit word, so a seed alone replays a fuzz case on any machine and Swift version
/// (the standard library's generator is neither seedable nor stable across releases).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// Draws are made from `next()` by hand, not with the standard library's `random(in:using:)`,
// whose algorithms may change between Swift releases and with them every seed's scene.
extension SplitMix64 {
    /// A number in 0..<1 with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// An integer in `range` (the modulo's bias is far below what a fuzzer notices).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A number in `range`, rounded to two decimals so the scene reads well.
    public mutating func number(_ range: ClosedRange<Double>) -> Double {
        ((range.lowerBound + unit() * (range.upperBound - range.lowerBound)) * 100).rounded() / 100
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<C: Collection>(_ items: C) -> C.Element {
        items[items.index(items.startIndex, offsetBy: int(0...(items.count - 1)))]
    }
}
