import Foundation

/// A program started with `posix_spawn`, its standard input a pipe this process writes to (or
/// /dev/null), its standard output captured or discarded, its standard error captured, for
/// `ffmpeg`. Kinema owns every step: the child never inherits the pipe's write end or any
/// other descriptor of ours (all are close-on-exec), it gets the default action for SIGPIPE,
/// SIGINT, SIGTERM and SIGHUP even while this process ignores them, and it is always waited
/// for (`wait()`, `kill()`, `deinit`), so it never lingers as a zombie. It works when kinema
/// itself was started with its standard input, output or error closed: the files and pipe it
/// hands the child are kept above descriptor 2, so none is mistaken for one the child replaces.
final class ChildProcess {
    /// How the child ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status): return "exit status \(status)"
            case .signalled(let signal): return "killed by signal \(signal)" + (ChildProcess.signalNames[signal].map { " (\($0))" } ?? "")
            }
        }
    }

    /// A system call that failed, with `errno`'s text.
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    let pid: pid_t
    let executable: String
    /// The write end of the child's standard input; -1 when the input is /dev/null or closed.
    private var input: Int32 = -1
    /// Unlinked temporary files holding what the child wrote to stderr and stdout.
    private let errors: Int32
    private let output: Int32
    private(set) var termination: Termination?

    /// Starts `executable` (a path, not looked up) with `arguments`, in this process's
    /// environment and folder.
    init(executable: String, arguments: [String], pipeInput: Bool, captureOutput: Bool) throws(Failure) {
        self.executable = executable
        errors = try ChildProcess.temporaryFile()
        var output: Int32 = -1
        var pipeEnds: [Int32] = [-1, -1]
        do throws(Failure) {
            if captureOutput { output = try ChildProcess.temporaryFile() }
            if pipeInput {
                guard pipe(&pipeEnds) == 0 else { throw Failure(call: "pipe", code: errno) }
                for index in pipeEnds.indices { pipeEnds[index] = try ChildProcess.aboveStandardDescriptors(pipeEnds[index]) }
                // A roomier pipe (1 MB, the default limit for users) lets a frame go in while
                // the encoder is busy; if the system refuses, the 64 KB default still works.
                // (F_SETPIPE_SZ, which Swift's Glibc does not export.)
                _ = fcntl(pipeEnds[1], 1031, Int32(1 << 20))
            }
        } catch {
            close(errors)
            if output >= 0 { close(output) }
            for end in pipeEnds where end >= 0 { close(end) }
            throw error
        }
        self.output = output

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipeInput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if output >= 0 {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, errors, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        if pipeInput { close(pipeEnds[0]) }
        guard result == 0 else {
            close(errors)
            if output >= 0 { close(output) }
            if pipeInput { close(pipeEnds[1]) }
            throw Failure(call: "cannot start \(executable)", code: result)
        }
        self.pid = pid
        if pipeInput { input = pipeEnds[1] }
    }

    deinit {
        if termination == nil { kill() }
        if input >= 0 { close(input) }
        close(errors)
        if output >= 0 { close(output) }
    }

    /// Writes all of `bytes` to the child's standard input, waiting while the pipe is full.
    /// Throws (EPIPE) when the child has stopped reading: this process ignores SIGPIPE, so a
    /// child that dies midway is an error here, not the end of kinema.
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard input >= 0 else { throw Failure(call: "write", code: EBADF) }
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(input, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(call: "write", code: errno)
            }
            next += written
            left -= written
        }
    }

    /// Closes the child's standard input: it reads the end of its input.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the child to end (once; later calls return the same).
    @discardableResult
    func wait() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                // Reaped elsewhere (an interrupted export's clean-up); treat it as killed.
                termination = .signalled(SIGKILL)
                return .signalled(SIGKILL)
            }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let ended: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        termination = ended
        return ended
    }

    /// Ends the child at once (SIGKILL) and waits for it.
    func kill() {
        closeInput()
        if termination == nil { Glibc.kill(pid, SIGKILL) }
        wait()
    }

    /// The last `count` non-empty lines the child wrote to stderr (from its last 64 KB).
    func lastErrorLines(_ count: Int) -> [String] {
        let lines = ChildProcess.contents(of: errors, last: 65536).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        return lines.map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.suffix(count).map { $0 }
    }

    /// What the child wrote to stdout (when captured).
    func capturedOutput() -> String { output >= 0 ? ChildProcess.contents(of: output, last: 1 << 22) : "" }

    /// What the child wrote to stderr (its last 4 MB).
    func capturedErrors() -> String { ChildProcess.contents(of: errors, last: 1 << 22) }

    private static func contents(of file: Int32, last limit: Int) -> String {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return "" }
        let start = max(0, size - limit)
        var bytes = [UInt8](repeating: 0, count: size - start)
        let read = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, off_t(start)) }
        return String(decoding: bytes.prefix(max(read, 0)), as: UTF8.self)
    }

    /// A new, already unlinked file in the temporary folder, open for reading and writing.
    private static func temporaryFile() throws(Failure) -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/kinema-child-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { throw Failure(call: "mkstemp", code: errno) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        do throws(Failure) {
            return try aboveStandardDescriptors(file)
        } catch {
            close(file)
            throw error
        }
    }

    /// `descriptor` made close-on-exec and numbered 3 or above. A process started with stdin,
    /// stdout or stderr closed gets 0, 1 or 2 for its next file; handed to the child as is, the
    /// child's own `/dev/null` for that number, or its dup onto another, would replace it.
    /// When it cannot be moved, `descriptor` stays open for the caller to close.
    private static func aboveStandardDescriptors(_ descriptor: Int32) throws(Failure) -> Int32 {
        guard descriptor <= 2 else {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, Int32(3))
        guard moved >= 0 else { throw Failure(call: "fcntl", code: errno) }
        close(descriptor)
        return moved
    }

    private static let signalNames: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
        SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGXFSZ: "SIGXFSZ",
        SIGXCPU: "SIGXCPU",
    ]
}
