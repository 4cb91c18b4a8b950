import FileWatch
import Foundation
import XCTest

final class FileWatcherTests: XCTestCase {
    private var folder = ""
    private var watcher: FileWatcher!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "filewatch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        watcher = try FileWatcher()
    }

    override func tearDownWithError() throws {
        watcher = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The paths reported by polls over `seconds`, in order (a path reported by two polls appears twice).
    private func changes(within seconds: Double = 0.3) -> [String] {
        var paths: [String] = []
        let end = MonotonicClock.seconds() + seconds
        while MonotonicClock.seconds() < end {
            paths += watcher.poll(timeout: 0.05).map(\.path)
        }
        return paths
    }

    func testWriteIsReportedOnceWithATimestampWhenRead() throws {
        let scene = folder + "/scene.lua"
        try write("a", to: scene)
        watcher.watch([scene])
        XCTAssertEqual(watcher.poll(timeout: 0), [])

        try write("b", to: scene)
        let before = MonotonicClock.seconds()
        let changes = watcher.poll(timeout: 1)
        let after = MonotonicClock.seconds()
        XCTAssertEqual(changes.map(\.path), [scene])
        // Events are queued during the write, so they are read between `before` and `after`.
        XCTAssertGreaterThanOrEqual(changes[0].timestamp, before)
        XCTAssertLessThanOrEqual(changes[0].timestamp, after)
    }

    func testBurstOfEventsForOneFileIsOneChange() throws {
        let scene = folder + "/scene.lua"
        try write("a", to: scene)
        watcher.watch([scene])
        // Truncate-and-write three times, then touch: close-write, create-free and attrib events.
        for text in ["1", "22", "333"] { try write(text, to: scene) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: scene)
        XCTAssertEqual(watcher.poll(timeout: 0).map(\.path), [scene])
        XCTAssertEqual(watcher.poll(timeout: 0), [])
    }

    func testRenameOverTheFileIsReported() throws {
        let scene = folder + "/scene.lua"
        let temporary = folder + "/.scene.lua.swp"
        try write("a", to: scene)
        watcher.watch([scene])
        try write("b", to: temporary)
        XCTAssertEqual(rename(temporary, scene), 0)
        XCTAssertEqual(changes(), [scene])
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), "b")
    }

    func testDeleteAndRecreateAreBothReported() throws {
        let scene = folder + "/scene.lua"
        try write("a", to: scene)
        watcher.watch([scene])
        try FileManager.default.removeItem(atPath: scene)
        XCTAssertEqual(changes(), [scene])
        try write("b", to: scene)
        XCTAssertEqual(changes(), [scene])
    }

    func testFileInASubFolder() throws {
        let sub = folder + "/parts/deeper"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        let part = sub + "/part.lua"
        let scene = folder + "/scene.lua"
        try write("a", to: part)
        try write("a", to: scene)
        watcher.watch([scene, part])
        try write("b", to: part)
        XCTAssertEqual(changes(), [part])
        try write("b", to: scene)
        XCTAssertEqual(changes(), [scene])
    }

    func testUnrelatedFileInTheSameFolderIsNotReported() throws {
        let scene = folder + "/scene.lua"
        try write("a", to: scene)
        watcher.watch([scene])
        try write("x", to: folder + "/other.lua")
        try write("x", to: folder + "/scene.lua.bak")
        try FileManager.default.createDirectory(atPath: folder + "/scene.lua.d", withIntermediateDirectories: false)
        XCTAssertEqual(changes(), [])
    }

    func testMissingFolderIsWatchedUntilItAppears() throws {
        let scene = folder + "/later/inner/scene.lua"
        watcher.watch([scene, "", "/", folder + "/"])
        XCTAssertEqual(watcher.poll(timeout: 0.05), [])
        try FileManager.default.createDirectory(atPath: folder + "/later/inner", withIntermediateDirectories: true)
        try write("a", to: scene)
        // The folder may appear before or after the file; either way the file is reported.
        XCTAssertEqual(Set(changes()), [scene])
        try write("b", to: scene)
        XCTAssertEqual(changes(), [scene])
    }

    func testFolderDeletedAndRecreated() throws {
        let sub = folder + "/sub"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        let scene = sub + "/scene.lua"
        try write("a", to: scene)
        watcher.watch([scene])
        try FileManager.default.removeItem(atPath: sub)
        XCTAssertEqual(Set(changes()), [scene])
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        try write("b", to: scene)
        XCTAssertEqual(Set(changes()), [scene])
        try write("c", to: scene)
        XCTAssertEqual(changes(), [scene])
    }

    func testWatchReplacesTheSetAndRelativePathsAreKeptAsGiven() throws {
        let first = folder + "/first.lua"
        try write("a", to: first)
        try write("a", to: folder + "/second.lua")
        watcher.watch([first])
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        watcher.watch(["second.lua"])
        try write("b", to: first)
        try write("b", to: "second.lua")
        XCTAssertEqual(changes(), ["second.lua"])
    }

    func testNonsenseTimeoutsReturnAtOnce() {
        watcher.watch([folder + "/none.lua"])
        let start = MonotonicClock.seconds()
        XCTAssertEqual(watcher.poll(timeout: -.infinity), [])
        XCTAssertEqual(watcher.poll(timeout: .nan), [])
        XCTAssertEqual(watcher.poll(timeout: -5), [])
        XCTAssertLessThan(MonotonicClock.seconds() - start, 0.5)
        XCTAssertGreaterThanOrEqual(watcher.fileDescriptor, 0)
    }
}
