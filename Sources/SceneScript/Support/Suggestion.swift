/// "Did you mean …?" for a misspelt name: the closest of the valid names, when it is close.
/// Public so the previewer's own messages (a probe of a missing layer) suggest the same way.
public enum Suggestion {
    /// The valid name nearest to `name` (ignoring case), if it is within a few edits and
    /// not a wholly different word.
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        // No name is this long: a runaway string is not compared letter by letter.
        guard name.utf8.count <= 256 else { return nil }
        let target = Array(name.lowercased())
        let limit = max(1, (target.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            // The distance is at least the difference in length.
            guard abs(candidate.count - target.count) <= limit else { continue }
            let d = distance(target, Array(candidate.lowercased()))
            if d <= limit, d < target.count, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `message` followed by "; did you mean 'x'?" when a near name exists.
    public static func message(_ message: String, for name: String, in candidates: [String]) -> String {
        guard let near = nearest(to: name, in: candidates) else { return message }
        return "\(message); did you mean '\(near)'?"
    }

    /// The edit distance counting insertions, deletions, substitutions and swaps of two
    /// neighbouring letters (the optimal string alignment distance): "widht" is 1 from "width".
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
