extension Int {
    /// `value` rounded toward zero and clamped to the integers a Double can hold inside Int's
    /// range (NaN is 0): for numbers from scenes, where `Int(_:)` traps past Int's range.
    @inlinable public init(saturating value: Double) {
        guard !value.isNaN else { self = 0; return }
        // The largest Double below 2^63 (Double(Int.max) rounds up to 2^63, past the range).
        let limit = 9_223_372_036_854_774_784.0
        self.init(Swift.min(Swift.max(value, -limit), limit))
    }
}
