import ArgumentParser

/// `--loop`: how many times a looping export (GIF, APNG, WebP) plays: for ever, or a count.
enum PlayCount: Equatable, ExpressibleByArgument {
    case forever
    case times(Int)

    /// The most plays every looping format can store (APNG's and WebP's counts are 16 bits).
    static let most = 65535

    /// `forever` (also `infinite`, and `0`, which is how GIF, APNG and WebP write it), or a
    /// whole number of plays from 1 (play once, no loop) to 65535.
    init?(argument: String) {
        switch argument.lowercased() {
        case "forever", "infinite", "0":
            self = .forever
        default:
            guard let count = Int(argument), (1...PlayCount.most).contains(count) else { return nil }
            self = .times(count)
        }
    }

    /// The count as the files store it: 0 for ever, else the plays.
    var plays: Int {
        switch self {
        case .forever: return 0
        case .times(let count): return count
        }
    }

    static var defaultValueDescription: String { "forever" }
}
