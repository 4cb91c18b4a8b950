import Raster

/// The blurred pictures of a compositor's backdrops, kept from frame to frame: a backdrop
/// whose own draw and whose every draw beneath (within its reach) are unchanged shows the
/// same blur, so a change drawn over a backdrop costs only its own pixels.
final class BackdropCache {
    /// One backdrop's blurred, tinted grid and where it lies in device pixels.
    struct Entry {
        let key: Int
        let grid: PixelBuffer
        let originX: Int, originY: Int
        let cell: Int
    }

    private var entries: [Int: Entry] = [:]
    /// How many backdrops of this frame there are.
    private var count = 0
    /// How many grids have been blurred afresh.
    private(set) var blurs = 0

    /// `nodes` with their backdrops numbered in drawing order and keyed by a digest of what
    /// decides their pictures: their own signature, the frame's size and background, and
    /// the signature of every draw before them that reaches into what they read.
    func keyed(_ nodes: [RenderNode], background: Color, viewport: IntRect) -> [RenderNode] {
        guard nodes.contains(where: \.containsBackdrop) else {
            count = 0
            return nodes
        }
        var earlier: [(signature: DrawSignature, bounds: IntRect)] = []
        var next = 0
        func walk(_ nodes: [RenderNode]) -> [RenderNode] {
            nodes.map { node in
                switch node {
                case .bitmap(_, _, let signature), .shaded(_, let signature):
                    earlier.append((signature, node.bounds))
                    return node
                case .group(var group):
                    earlier.append((group.signature, group.bounds))
                    // A mask's draws decide the group's pixels too.
                    earlier += FrameRecord.items(of: group.mask ?? []).map { ($0.signature, group.bounds) }
                    group.children = walk(group.children)
                    return .group(group)
                case .tints(let draw):
                    earlier += draw.items
                    return node
                case .backdrop(var draw, let signature):
                    var digest = Hasher()
                    digest.combine(signature)
                    digest.combine(background)
                    digest.combine(viewport)
                    for item in earlier where !item.bounds.intersection(draw.reach).isEmpty { digest.combine(item.signature) }
                    draw.id = next
                    draw.key = digest.finalize()
                    next += 1
                    earlier.append((signature, draw.bounds))
                    return .backdrop(draw, signature: signature)
                }
            }
        }
        let out = walk(nodes)
        count = next
        return out
    }

    /// The reach of every backdrop among `nodes` (numbered by `keyed`) with no kept picture.
    func staleReaches(of nodes: [RenderNode]) -> [IntRect] {
        nodes.flatMap { node -> [IntRect] in
            switch node {
            case .bitmap, .shaded, .tints: return []
            case .backdrop(let draw, _): return entry(for: draw) == nil ? [draw.reach] : []
            case .group(let group): return staleReaches(of: group.children)
            }
        }
    }

    /// The kept picture of `draw`, if it is still the one to show.
    func entry(for draw: BackdropDraw) -> Entry? {
        entries[draw.id].flatMap { $0.key == draw.key ? $0 : nil }
    }

    /// Keeps a freshly blurred picture for `draw`.
    func store(_ entry: Entry, for draw: BackdropDraw) {
        entries[draw.id] = entry
        blurs += 1
    }

    /// Drops pictures of backdrops the frame no longer has.
    func endFrame() { entries = entries.filter { $0.key < count } }

    func removeAll() { entries.removeAll() }
}
