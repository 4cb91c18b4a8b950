import Layers

/// `kinema probe --animations`: the scene's animations as timing rows, as JSON. One object
/// per animation added (in order): where and under which key, its timing on the scene clock,
/// the UIKit call that made it (`block`: `{"id": 3, "title": "UIView.animate", "origin":
/// "Scenes/X.lua:20"}`, or null), and whether it is running at the probed time.
///
///     {"time": 1.5, "animations": [{"index": 0, "layer": "card", "key": "spin", "keyPath":
///      "transform.rotation.z", "kind": "basic", "origin": "Scenes/X.lua:12", "block": null, "begin": 0,
///      "duration": 1, "repeatCount": 0, ..., "end": 1, "endless": false, "stoppedAt": 1,
///      "finished": true, "running": false}, ...]}
struct AnimationTimingEncoder {
    private let values = ProbeEncoder()

    func encode(time: Double, records: [AnimationRecord]) -> String {
        let rows = records.map { row($0, at: time) }
        return "{\"time\": \(values.number(time)), \"animations\": [" + rows.joined(separator: ",\n ") + "]}"
    }

    private func row(_ r: AnimationRecord, at time: Double) -> String {
        let running = time >= r.begin && time < (r.stoppedAt ?? r.end)
        var fields: [(String, String)] = [
            ("index", String(r.index)), ("layer", values.string(r.layerName)), ("key", optional(r.key)),
            ("keyPath", optional(r.keyPath)), ("kind", values.string(r.kind)), ("origin", optional(r.origin)),
            ("block", r.block.map { "{\"id\": \($0.id), \"title\": \(values.string($0.title)), \"origin\": \(optional($0.origin))}" } ?? "null"),
            ("begin", values.number(r.begin)), ("duration", values.number(r.duration)),
            ("repeatCount", values.number(r.repeatCount)), ("repeatDuration", values.number(r.repeatDuration)),
            ("autoreverses", String(r.autoreverses)), ("speed", values.number(r.speed)), ("fillMode", values.string(r.fillMode)),
            ("isRemovedOnCompletion", String(r.isRemovedOnCompletion)), ("activeDuration", values.number(r.activeDuration)),
            ("end", values.number(r.end)), ("endless", String(!r.activeDuration.isFinite)),
        ]
        if let settling = r.settlingDuration { fields.append(("settlingDuration", values.number(settling))) }
        fields += [("stoppedAt", r.stoppedAt.map(values.number) ?? "null"), ("finished", r.finished.map { String($0) } ?? "null"),
                   ("running", String(running))]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func optional(_ s: String?) -> String { s.map(values.string) ?? "null" }
}
