import Glibc

extension FileWatcher {
    /// One event as the kernel reported it.
    struct Event {
        var descriptor: Int32
        var mask: UInt32
        var name: String

        func has(_ flags: Int32) -> Bool { mask & UInt32(flags) != 0 }
    }

    /// Reads every queued event, calling `body` with each and the time its batch was read.
    func readEvents(_ body: (Event, Double) -> Void) {
        // Room for many events; the kernel never splits one across reads.
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            let time = MonotonicClock.seconds()
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + headerSize <= count {
                    let header = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + headerSize
                    let nameEnd = min(nameStart + Int(header.len), count)
                    let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    body(Event(descriptor: header.wd, mask: header.mask, name: name), time)
                    offset = nameEnd
                }
            }
        }
    }

    /// Records the changes `event` means for watched files; returns true when the watches must
    /// be re-armed (a watched directory went away, or an awaited one appeared).
    func handle(_ event: Event, into changes: inout ChangeList, at time: Double) -> Bool {
        if event.has(IN_Q_OVERFLOW) {
            // Events were lost: anything may have changed.
            for file in files { changes.add(file.path, at: time) }
            return true
        }
        guard let watch = watches[event.descriptor] else { return false }
        if event.has(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) {
            for paths in watch.files.values { for path in paths { changes.add(path, at: time) } }
            return true
        }
        for path in watch.files[event.name] ?? [] { changes.add(path, at: time) }
        return event.has(IN_CREATE | IN_MOVED_TO) && watch.awaitedDirectories.contains(event.name)
    }
}
