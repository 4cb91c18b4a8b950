/// Changes gathered during one poll: one entry per path, keeping the first event's time.
struct ChangeList {
    private(set) var list: [FileChange] = []
    private var indices: [String: Int] = [:]

    mutating func add(_ path: String, at time: Double) {
        if let index = indices[path] {
            list[index].timestamp = min(list[index].timestamp, time)
        } else {
            indices[path] = list.count
            list.append(FileChange(path: path, timestamp: time))
        }
    }
}
