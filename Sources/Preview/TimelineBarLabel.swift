/// The timeline bar's text: `1.25 s / 4.00 s`, and under it, when there is something to
/// say, the speed when it is not 1× and "paused": `0.25×  paused`.
public struct TimelineBarLabel: Equatable, Sendable {
    /// One or two lines.
    public let text: String
    /// How many characters wide the label's box should be: its widest line, with the time
    /// given as many digits as the longer of time and duration, so the track keeps its
    /// length while the time counts up.
    public let columns: Int

    /// `isEndless` shows the duration as ∞ (a scene that runs for ever); `isLooping` says
    /// "looping" under the time.
    public init(time: Double, duration: Double, speed: Double, isPaused: Bool, isLooping: Bool = false, isEndless: Bool = false) {
        let timeLine = "\(TimelineBarLabel.seconds(time)) s / " + (isEndless ? "∞" : "\(TimelineBarLabel.seconds(duration)) s")
        let speedText = TimelineBarLabel.speed(speed)
        let status = [speedText == "1×" ? nil : speedText, isLooping ? "looping" : nil, isPaused ? "paused" : nil]
            .compactMap { $0 }.joined(separator: "  ")
        text = status.isEmpty ? timeLine : timeLine + "\n" + status
        let widest = TimelineBarLabel.seconds(max(TimelineBarLabel.sanitized(time), TimelineBarLabel.sanitized(duration)))
        columns = max(2 * widest.count + 7, status.count)
    }

    /// The largest number of seconds shown; later times show this.
    static let largestShown = 9_999_999.99

    /// `t` with two decimals ("1.25"); NaN and negative times show 0.00, huge ones `largestShown`.
    public static func seconds(_ t: Double) -> String {
        let hundredths = Int((sanitized(t) * 100).rounded())
        return "\(hundredths / 100).\(twoDigits(hundredths % 100))"
    }

    /// The speed as the Simulator writes it: "0.25×", "0.5×", "2×" (at most two decimals).
    public static func speed(_ s: Double) -> String {
        let hundredths = Int((sanitized(s) * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)×" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)×" }
        return "\(whole).\(twoDigits(fraction))×"
    }

    private static func sanitized(_ value: Double) -> Double {
        value >= 0 ? min(value, largestShown) : 0
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
