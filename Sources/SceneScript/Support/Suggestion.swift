/// "Did you mean …?" for a misspelt name: the closest of the valid names, when it is close.
enum Suggestion {
    /// The valid name nearest to `name` (ignoring case), if it is within a few edits.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let d = distance(target, Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `message` followed by "; did you mean 'x'?" when a near name exists.
    static func message(_ message: String, for name: String, in candidates: [String]) -> String {
        guard let near = nearest(to: name, in: candidates) else { return message }
        return "\(message); did you mean '\(near)'?"
    }

    /// The Levenshtein distance (insertions, deletions and substitutions).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
