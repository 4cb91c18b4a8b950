import Foundation
import Geometry
import Preview
import SceneScript
import Views

/// Runs fuzz cases in preview sessions and judges them: nothing may crash (a crash ends the
/// test process), every error must be a `SceneError` naming the scene file and a line, and
/// each case must finish within `timeLimit` seconds, add at most `memoryLimit` bytes to what
/// is resident, and leave nothing of its scene alive.
///
/// Cases run in one folder, with a copy of `Assets/` beside its `Scenes/`. A case's file,
/// `Scenes/fuzz-SEED.lua`, is deleted once it passes, so a crash leaves the scene that caused
/// it behind, named by its seed.
struct SceneFuzzer {
    /// What one case did.
    struct Outcome {
        let seed: UInt64
        /// True when the scene file ran to its end without an error.
        let loaded: Bool
        /// Errors the session reported, loading and later (each one also judged).
        let sceneErrors: [SceneError]
        /// Why the case failed, empty when it passed.
        let failures: [String]
        let seconds: Double
    }

    let folder: URL
    let timeLimit: Double
    /// The most one case may add to the process's resident memory at its peak: issue 10 asks
    /// that no case take `kinema` past 256 MB, and the command holds about 45 MB before a
    /// scene loads.
    static let memoryLimit = 200 << 20
    /// The image files scenes may load.
    let assets: [String]

    /// Runs cases in `folder`, which it empties first.
    init(folder: URL, timeLimit: Double) throws {
        let files = FileManager.default
        self.folder = folder
        try? files.removeItem(at: folder)
        try files.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try files.copyItem(at: repository.appendingPathComponent("Assets"), to: folder.appendingPathComponent("Assets"))
        assets = try files.contentsOfDirectory(atPath: folder.appendingPathComponent("Assets").path).sorted()
        self.timeLimit = timeLimit
    }

    /// Makes the case of `seed` and runs it.
    func run(seed: UInt64) throws -> Outcome {
        try run(SceneGenerator.scene(seed: seed, assets: assets))
    }

    func run(_ scene: FuzzScene) throws -> Outcome {
        let path = folder.appendingPathComponent("Scenes/fuzz-\(scene.seed).lua").path
        try scene.source.write(toFile: path, atomically: true, encoding: .utf8)
        let residentBefore = PeakResidentMemory.reset()
        let clock = ContinuousClock()
        let start = clock.now
        var errors: [SceneError] = []
        var loadError: SceneError?
        // The scene's root, watched past the session's end: a session that keeps its scene
        // alive (a reference cycle through the Lua state) would leak a scene on every reload.
        weak var root: View?
        do {
            let session = PreviewSession(scenePath: path, options: SessionOptions(sizeOverride: scene.sizeOverride,
                                                                                  input: scene.input, screenScale: 1))
            loadError = session.reload()
            if let loadError { errors.append(loadError) }
            for t in scene.times {
                session.time = t
                if let error = session.error { errors.append(error) }
                _ = session.renderImage(scale: 1)
                if let error = session.error { errors.append(error) }
                _ = session.probeJSON(layerNames: [])
            }
            errors += session.check(until: scene.checkUntil)
            root = session.root
        }
        let seconds = (clock.now - start) / .seconds(1)
        var failures: [String] = []
        if root != nil { failures.append("seed \(scene.seed): the scene outlived its closed session (a reference cycle)") }
        // Once each: the same error shows at every time after it.
        let unplaced = errors.filter { $0.file != path || $0.line == nil }
        for error in Set(unplaced.map(\.description)).sorted() {
            failures.append("seed \(scene.seed): an error without the scene's file and a line: \(error)")
        }
        if seconds > timeLimit { failures.append("seed \(scene.seed): took \(seconds) s (limit \(timeLimit) s)") }
        if let residentBefore, let peak = PeakResidentMemory.peak, peak - residentBefore > SceneFuzzer.memoryLimit {
            failures.append("seed \(scene.seed): resident memory grew by \((peak - residentBefore) >> 20) MB at its peak "
                            + "(limit \(SceneFuzzer.memoryLimit >> 20) MB)")
        }
        if failures.isEmpty { try? FileManager.default.removeItem(atPath: path) }
        return Outcome(seed: scene.seed, loaded: loadError == nil, sceneErrors: errors, failures: failures, seconds: seconds)
    }
}
