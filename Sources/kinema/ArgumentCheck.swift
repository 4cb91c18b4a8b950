import ArgumentParser

/// Checks of numeric options, throwing ArgumentParser's usage error (exit status 2) with the option's name.
enum ArgumentCheck {
    static func finite(_ value: Double, _ option: String) throws {
        guard value.isFinite else { throw ValidationError("\(option) must be a finite number, not \(value)") }
    }

    static func notNegative(_ value: Double, _ option: String) throws {
        guard value.isFinite, value >= 0 else {
            throw ValidationError("\(option) must be a finite number, 0 or more, not \(value)")
        }
    }

    static func positive(_ value: Double, _ option: String, atMost limit: Double) throws {
        guard value > 0, value <= limit else {
            throw ValidationError("\(option) must be more than 0 and at most \(limit), not \(value)")
        }
    }

    static func range(_ value: Int, _ option: String, _ range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ValidationError("\(option) must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
    }
}
