import Foundation

/// Finds programs as `execvp` does: in the folders of `PATH`, the first regular file that may
/// be executed.
enum ExecutableSearch {
    /// Where `PATH` points when it is not set at all, as for execvp.
    static let defaultPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    /// The path of the program `name` on `environment`'s PATH, or nil.
    static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? defaultPath).split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return folders.map { $0 + "/" + name }.first(where: isExecutableFile)
    }

    /// Whether `path` is a regular file this process may execute.
    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
