/// A small cache that forgets the least recently used entry once it holds `capacity` of them.
/// Lookups are O(capacity) in the worst case, which is fine for the tens of entries it holds.
struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    private var values: [Key: Value] = [:]
    /// Keys, least recently used first.
    private var order: [Key] = []

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { values.count }
    var allValues: Dictionary<Key, Value>.Values { values.values }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let value = values[key] else { return nil }
        touch(key)
        return value
    }

    /// Stores `value` and returns what had to be forgotten to make room (for the caller to free).
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> [Value] {
        var evicted: [Value] = []
        if let old = values.updateValue(value, forKey: key) {
            evicted.append(old)
            touch(key)
        } else {
            order.append(key)
        }
        while order.count > capacity {
            if let old = values.removeValue(forKey: order.removeFirst()) { evicted.append(old) }
        }
        return evicted
    }

    private mutating func touch(_ key: Key) {
        if let index = order.lastIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
