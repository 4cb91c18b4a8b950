import Geometry
import Views

/// A scroll view's `delegate` table (or class instance): its `scrollViewDidScroll(scrollView)`,
/// `scrollViewWillBeginDragging(scrollView)`,
/// `scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)` (set
/// `targetContentOffset.pointee` to move the target), `scrollViewDidEndDragging(scrollView,
/// willDecelerate)`, `scrollViewDidEndDecelerating(scrollView)` and
/// `scrollViewDidEndScrollingAnimation(scrollView)`, each only if it has it. An error in one
/// is the scene's error, reported at its line; scrolling goes on.
final class ScriptScrollViewDelegate: ScriptTableObject, ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) { tell("scrollViewDidScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { tell("scrollViewWillBeginDragging", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { tell("scrollViewDidEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { tell("scrollViewDidEndScrollingAnimation", scrollView) }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        tell("scrollViewDidEndDragging", scrollView) { lua in
            lua.push(willDecelerate)
            return 1
        }
    }

    /// `targetContentOffset` is a table whose `pointee` is the target, as Swift's
    /// `UnsafeMutablePointer<CGPoint>` reads; a point left there is the new target.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        guard let session, hasMethod("scrollViewWillEndDragging") else { return }
        var target = targetContentOffset
        session.runEntrySoon { [self] s in
            guard let lua = s.host.currentThread else { return nil }
            lua.newTable()
            s.pushBox(.point(target), on: lua)
            lua.rawSet(-2, "pointee")
            let pointer = s.functionReference(at: lua.top, on: lua)
            lua.pop()
            let failure = callMethod("scrollViewWillEndDragging", pushArguments: { lua in
                s.pushView(scrollView, on: lua)
                s.pushBox(.point(velocity), on: lua)
                _ = lua.pushReference(pointer.reference)
                return 3
            })
            _ = lua.pushReference(pointer.reference)
            _ = lua.rawGet(lua.top, "pointee")
            if let moved = s.point(at: lua.top, in: lua) { target = moved }
            lua.pop(2)
            return failure
        }
        targetContentOffset = target
    }

    /// Calls `name(scrollView, ...)` if the delegate has it.
    private func tell(_ name: String, _ scrollView: ScrollView, more: @escaping (Lua) -> Int32 = { _ in 0 }) {
        guard let session, hasMethod(name) else { return }
        session.runEntrySoon { [self] s in
            callMethod(name, pushArguments: { lua in
                s.pushView(scrollView, on: lua)
                return 1 + more(lua)
            })
        }
    }
}
