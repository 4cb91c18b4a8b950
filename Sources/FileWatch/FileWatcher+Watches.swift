import Glibc

extension FileWatcher {
    /// Adds a watch on every watched file's directory (or, where that is missing, on its nearest
    /// existing ancestor), removes the watches no longer needed, and returns the paths of files
    /// that exist in a directory watched only from now on: they may have been written before the
    /// watch existed.
    func rearm() -> [String] {
        var updated: [Int32: DirectoryWatch] = [:]
        for file in files {
            var directory = file.directory
            var awaited: String?
            while true {
                let descriptor = inotify_add_watch(fileDescriptor, directory, FileWatcher.mask)
                if descriptor >= 0 {
                    if let awaited {
                        updated[descriptor, default: DirectoryWatch()].awaitedDirectories.insert(awaited)
                    } else {
                        updated[descriptor, default: DirectoryWatch()].files[file.name, default: []].append(file.path)
                    }
                    break
                }
                // Only a missing folder is worth waiting for; other errors (permissions, the
                // watch limit) leave the file unwatched rather than failing the whole set.
                guard errno == ENOENT || errno == ENOTDIR, let parent = WatchedFile.parent(of: directory) else { break }
                awaited = parent.name
                directory = parent.directory
            }
        }
        for descriptor in watches.keys where updated[descriptor] == nil {
            inotify_rm_watch(fileDescriptor, descriptor)
        }
        var appeared: [String] = []
        for (descriptor, watch) in updated {
            let before = watches[descriptor]?.files ?? [:]
            for (name, paths) in watch.files where before[name] == nil {
                appeared += paths.filter { access($0, F_OK) == 0 }
            }
        }
        watches = updated
        return appeared.sorted()
    }
}
