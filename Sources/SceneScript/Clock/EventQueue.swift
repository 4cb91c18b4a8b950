/// Events waiting for their time, earliest first and, among equal times, in the order they
/// were added: a binary heap on (time, order), so a long timer chain costs log n per event.
struct EventQueue {
    struct Event {
        let time: Double
        let order: Int
        /// "file:line: " of the scene code that scheduled it, when known.
        let origin: String?
        let action: () -> Void

        func precedes(_ other: Event) -> Bool {
            time != other.time ? time < other.time : order < other.order
        }
    }

    private var heap: [Event] = []
    private var nextOrder = 0

    var isEmpty: Bool { heap.isEmpty }
    /// The time of the next event, if any.
    var nextTime: Double? { heap.first?.time }

    /// Adds `action` to run at `time`, after every event already queued for that time.
    mutating func insert(at time: Double, origin: String?, _ action: @escaping () -> Void) {
        heap.append(Event(time: time, order: nextOrder, origin: origin, action: action))
        nextOrder += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest event.
    mutating func removeFirst() -> Event? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Drops every event due at or before `time`.
    mutating func removeAll(through time: Double) {
        while let next = nextTime, next <= time { _ = removeFirst() }
    }

    mutating func removeAll() { heap.removeAll() }
}
