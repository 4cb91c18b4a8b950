import Dispatch
import Foundation

/// The file an export is writing, under a temporary name beside its final one until it is
/// complete, and the encoder writing it: if the export fails, or is interrupted (SIGINT,
/// SIGTERM, SIGHUP), the encoder is stopped and waited for and the temporary file removed,
/// so no half-written file and no encoder process outlive kinema. A complete file is renamed
/// over the final name in one step, so an earlier file of that name stays until then.
final class PartialOutput: @unchecked Sendable {
    /// The name the finished file gets.
    let destination: String
    /// The temporary name it is written under: `.NAME.kinema-PID.part` in the same folder, so
    /// the rename cannot cross file systems.
    let temporary: String

    private let lock = NSLock()
    private var encoder: pid_t?
    private var done = false
    private var sources: [DispatchSourceSignal] = []

    init(destination: String) {
        self.destination = destination
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        temporary = folder + "." + name + ".kinema-\(getpid()).part"
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            // Dispatch hears a signal only while its default action is off.
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler { [weak self] in self?.interrupted(by: signal) }
            source.resume()
            sources.append(source)
        }
    }

    deinit { for source in sources { source.cancel() } }

    /// The encoder process writing the temporary file, to kill if the export is interrupted.
    func setEncoder(_ pid: pid_t?) {
        lock.lock()
        encoder = pid
        lock.unlock()
    }

    /// Moves the finished file to its final name.
    func commit() throws {
        lock.lock()
        defer { lock.unlock() }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            done = true
            throw CommandFailure.environment("cannot move the finished file to \(destination): \(reason)")
        }
        done = true
    }

    /// Removes the temporary file (the encoder must have ended).
    func discard() {
        lock.lock()
        defer { lock.unlock() }
        unlink(temporary)
        done = true
    }

    /// Kills the encoder and waits for it, removes the temporary file and ends kinema as the
    /// signal would have (status 128 + its number).
    private func interrupted(by signal: Int32) {
        lock.lock()
        if !done {
            if let encoder {
                kill(encoder, SIGKILL)
                var status: Int32 = 0
                while waitpid(encoder, &status, 0) < 0 && errno == EINTR {}
            }
            unlink(temporary)
        }
        let message = done ? "\nkinema: interrupted\n" : "\nkinema: interrupted; \(destination) was not written\n"
        _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        _exit(128 + signal)
    }
}
