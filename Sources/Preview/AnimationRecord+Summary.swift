import Layers

extension AnimationRecord {
    /// "box.blink opacity": the layer's name, the key and the key path (once when the key is
    /// the key path, as UIKit's blocks make them: "card.opacity").
    var title: String {
        layerName + (key.map { ".\($0)" } ?? "") + (keyPath.flatMap { $0 == key ? nil : " \($0)" } ?? "")
    }

    /// "begin 1 s · 0.5 s × 2 ↺ · fill backwards · ended 3 s · t.lua:7": the timing in a line.
    var timingSummary: String {
        let n = InspectorValueText.number
        var parts = ["begin \(n(begin)) s"]
        var cycle = duration.isFinite ? "\(n(duration)) s" : "driven"
        if repeatCount.isInfinite || repeatDuration.isInfinite {
            cycle += " × ∞"
        } else if repeatCount > 0, repeatCount != 1 {
            cycle += " × \(n(repeatCount))"
        } else if repeatDuration > 0 {
            cycle += " for \(n(repeatDuration)) s"
        }
        if autoreverses { cycle += " ↺" }
        parts.append(cycle)
        if speed != 1 { parts.append("speed \(n(speed))") }
        if let settling = settlingDuration { parts.append("settles \(n(settling)) s") }
        if fillMode != "removed" { parts.append("fill \(fillMode)") }
        if !isRemovedOnCompletion { parts.append("kept") }
        if let stop = stoppedAt { parts.append((finished == true ? "ended " : "removed ") + "\(n(stop)) s") }
        if let origin { parts.append(InspectorTree.shortOrigin(origin)) }
        return parts.joined(separator: " · ")
    }
}

extension Array where Element == AnimationRecord {
    /// The record numbered `index` (its `index`), found by its place: a log's records are
    /// numbered in order, from the first kept.
    func record(numbered index: Int) -> AnimationRecord? {
        guard let first = self.first?.index, indices.contains(index - first) else { return nil }
        return self[index - first]
    }
}
