/// The strings a scene gave the engine to keep (a text layer's `string`, a label's `text`),
/// by holder and property, so that they count against the memory cap while their holder
/// lives. Holders are held weakly; the strings of those that are gone are dropped when the
/// count looks too high and, to keep the ledger small, whenever it has doubled.
struct KeptStrings {
    private struct Entry {
        weak var holder: AnyObject?
        var bytes: [String: Int] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var entriesAfterLastDrop = 0
    /// The bytes of every string recorded, including those of holders that may be gone.
    private(set) var total = 0

    /// The bytes `holder` keeps under `key`.
    func bytes(forKey key: String, of holder: AnyObject) -> Int {
        guard let entry = entries[ObjectIdentifier(holder)], entry.holder === holder else { return 0 }
        return entry.bytes[key] ?? 0
    }

    /// Records that `holder` keeps `bytes` bytes under `key`, in place of what it kept there.
    mutating func set(_ bytes: Int, forKey key: String, of holder: AnyObject) {
        let id = ObjectIdentifier(holder)
        var entry = entries[id] ?? Entry(holder: holder)
        if entry.holder !== holder {  // an identifier reused after its holder went
            total -= entry.bytes.values.reduce(0, +)
            entry = Entry(holder: holder)
        }
        total += bytes - (entry.bytes[key] ?? 0)
        entry.bytes[key] = bytes
        entries[id] = entry
        if entries.count > 2 * entriesAfterLastDrop + 64 { dropReleased() }
    }

    /// Forgets the strings of holders that are gone.
    mutating func dropReleased() {
        for (id, entry) in entries where entry.holder == nil {
            total -= entry.bytes.values.reduce(0, +)
            entries[id] = nil
        }
        entriesAfterLastDrop = entries.count
    }
}
