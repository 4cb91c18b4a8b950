import Foundation
import XCTest

/// Property-based fuzzing of the scene API: random scenes made from the engine's registration
/// tables (`SceneFuzz/SceneGenerator`) are opened, played, scrubbed, drawn and probed, and
/// none may crash, hang or report an error without its line.
///
/// The test suite runs a short, fixed stretch of seeds. `scripts/fuzz-scenes` runs a long
/// one: `KINEMA_FUZZ_SCENES` cases from seed `KINEMA_FUZZ_SEED`, each allowed
/// `KINEMA_FUZZ_SECONDS`, in the folder `KINEMA_FUZZ_DIR` (by default one of this process's
/// own in the temporary directory, left behind with the scene when a case fails or crashes);
/// a single case (`KINEMA_FUZZ_SCENES=1`) prints its scene and errors.
final class SceneFuzzTests: XCTestCase {
    func testRandomScenesNeverCrashHangOrLoseTheLineOfAnError() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["KINEMA_FUZZ_SCENES"].flatMap { UInt64($0) } ?? 200
        let first = environment["KINEMA_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
        let folder = environment["KINEMA_FUZZ_DIR"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-scene-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        let fuzzer = try SceneFuzzer(folder: folder, timeLimit: environment["KINEMA_FUZZ_SECONDS"].flatMap { Double($0) } ?? 5)
        var failed = false
        var loaded = 0, errored = 0
        var slowest = (seconds: 0.0, seed: first)
        for seed in first..<(first + count) {
            let outcome = try fuzzer.run(seed: seed)
            if outcome.loaded { loaded += 1 }
            if !outcome.sceneErrors.isEmpty { errored += 1 }
            if outcome.seconds > slowest.seconds { slowest = (outcome.seconds, seed) }
            for failure in outcome.failures {
                XCTFail(failure)
                failed = true
            }
            if count == 1 { show(seed: seed, outcome, fuzzer) }
            if count >= 1000, (seed - first + 1) % 500 == 0 { print("scene fuzz: \(seed - first + 1) of \(count) scenes run") }
        }
        print("scene fuzz: \(count) scenes from seed \(first): \(loaded) loaded cleanly, \(errored) ended with a "
              + "scene error (loading or later); slowest \(String(format: "%.2f", slowest.seconds)) s (seed \(slowest.seed))")
        if failed { print("scene fuzz: the scenes that failed are in \(folder.path)/Scenes") } else { try? FileManager.default.removeItem(at: folder) }
    }

    /// Prints one case's scene and what it reported, for replaying a seed.
    private func show(seed: UInt64, _ outcome: SceneFuzzer.Outcome, _ fuzzer: SceneFuzzer) {
        let scene = SceneGenerator.scene(seed: seed, assets: fuzzer.assets)
        print(scene.source)
        print("size \(scene.sizeOverride.map { "\($0.width)x\($0.height)" } ?? "the scene's"), times \(scene.times), "
              + "\(scene.input.count) input events, check until \(scene.checkUntil.map { "\($0)" } ?? "the end")")
        for error in outcome.sceneErrors { print("error: \(error)") }
        print(String(format: "%.3f s", outcome.seconds))
    }
}
