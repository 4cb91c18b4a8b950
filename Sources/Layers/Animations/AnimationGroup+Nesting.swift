extension AnimationGroup {
    /// The most levels groups may nest (a group in a group is two). Core Animation has no such
    /// limit; here adding a group copies it and every frame applies it by recursion.
    public static let maxNesting = 64

    /// What is wrong with `animations` as this group's children: `.cycle` when the group is
    /// among them or inside one of them, `.tooDeep` when groups would nest more than
    /// `maxNesting` levels. Each group is looked at once however often it is shared.
    public func problem(adopting animations: [LayerAnimation]) -> TreeEditProblem? {
        var clean: Set<ObjectIdentifier> = []
        for child in animations {
            if let problem = AnimationGroup.problem(in: child, under: [self], clean: &clean) { return problem }
        }
        return nil
    }

    /// The most animations one added animation may hold, counting a group shared in several
    /// places once for each: adding copies every one of them.
    public static let maxAnimations = 10_000

    /// What is wrong with `animation` as a top-level animation: a group inside itself, nesting
    /// past `maxNesting`, or more than `maxAnimations` animations in all (`.tooMany`).
    public static func problem(in animation: LayerAnimation) -> GroupProblem? {
        var clean: Set<ObjectIdentifier> = []
        if let problem = problem(in: animation, under: [], clean: &clean) { return problem == .cycle ? .cycle : .tooDeep }
        var counts: [ObjectIdentifier: Int] = [:]
        return count(animation, counted: &counts) > maxAnimations ? .tooMany : nil
    }

    /// How many animations `animation` holds, itself included, up to just past `maxAnimations`
    /// (bounded recursion: the nesting was checked first).
    private static func count(_ animation: LayerAnimation, counted: inout [ObjectIdentifier: Int]) -> Int {
        guard let group = animation as? AnimationGroup else { return 1 }
        if let known = counted[ObjectIdentifier(group)] { return known }
        var total = 1
        for child in group.animations {
            total = min(total + count(child, counted: &counted), maxAnimations + 1)
        }
        counted[ObjectIdentifier(group)] = total
        return total
    }

    /// Why an animation cannot be added (`problem(in:)`).
    public enum GroupProblem: Equatable, Sendable {
        case cycle, tooDeep, tooMany
    }

    /// Recursion bounded by `maxNesting`; `path` holds the groups above `animation`.
    private static func problem(in animation: LayerAnimation, under path: [AnimationGroup],
                                clean: inout Set<ObjectIdentifier>) -> TreeEditProblem? {
        guard let group = animation as? AnimationGroup, !clean.contains(ObjectIdentifier(group)) else { return nil }
        if path.contains(where: { $0 === group }) { return .cycle }
        guard path.count < maxNesting else { return .tooDeep }
        for child in group.animations {
            if let problem = problem(in: child, under: path + [group], clean: &clean) { return problem }
        }
        clean.insert(ObjectIdentifier(group))
        return nil
    }
}
