import CLua
import Layers
import LuaShim

/// Emitter cells as Lua sees them: `EmitterCell{ birthRate = 10, contents = Image("flake.png") }`,
/// their key-value-coded properties, and the `emitterCells` lists of emitter layers and of
/// cells (cells emitting cells).
extension ScriptSession {
    func pushCell(_ cell: EmitterCell, on lua: Lua) {
        pushIdentity(of: cell, as: .emitterCell, named: EmitterCell.typeName, on: lua)
    }

    func cell(at index: Int32, in lua: Lua) -> EmitterCell? { object(at: index, in: lua) as? EmitterCell }

    /// `cell.key`.
    func cellProperty(_ cell: EmitterCell, _ key: String, on lua: Lua) throws(ScriptFailure) {
        if key == "emitterCells" { return pushCells(cell.emitterCells, on: lua) }
        guard let value = cell.value(forKey: key) else { throw unknownProperty(key, of: cell, on: lua) }
        push(value, on: lua) { newValue, _ throws(ScriptFailure) in
            do throws(PropertyError) { try cell.setValue(newValue, forKey: key) } catch { throw .message(error.description) }
        }
    }

    /// `cell.key = value`.
    func setCellProperty(_ cell: EmitterCell, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        if key == "emitterCells" {
            let cells = try self.cells(at: index, on: lua)
            if cells.contains(where: { $0 === cell || ScriptSession.cell(cell, isInside: $0) }) {
                throw .message("an emitter cell cannot emit itself, even through its own emitterCells")
            }
            cell.emitterCells = cells
            return
        }
        guard let kind = EmitterCell.kind(of: key) else { throw unknownProperty(key, of: cell, on: lua) }
        let value = try propertyValue(at: index, kind: kind, key: key, in: lua) { cell.value(forKey: key) }
        try keeping(value, forKey: key, of: cell) { () throws(ScriptFailure) in
            do throws(PropertyError) { try cell.setValue(value, forKey: key) } catch { throw .message(error.description) }
        }
    }

    func pushCells(_ cells: [EmitterCell], on lua: Lua) {
        lua.newTable(arrayCount: Int32(clamping: cells.count))
        for (i, cell) in cells.enumerated() {
            pushCell(cell, on: lua)
            lua.rawSet(-2, index: i + 1)
        }
    }

    /// The cells in the list at `index` (nil is none).
    func cells(at index: Int32, on lua: Lua) throws(ScriptFailure) -> [EmitterCell] {
        if lua.isNil(at: index) { return [] }
        let table = lua.absolute(index)
        guard lua.isTable(at: table) else {
            throw .message("'emitterCells' must be a list of EmitterCell (got \(lua.typeName(at: table)))")
        }
        var result: [EmitterCell] = []
        for i in 0..<lua.length(at: table) {
            lua.rawGet(table, index: i + 1)
            defer { lua.pop() }
            guard let cell = cell(at: -1, in: lua) else {
                throw .message("'emitterCells' must be a list of EmitterCell (item \(i + 1) is \(lua.typeName(at: -1)))")
            }
            result.append(cell)
        }
        return result
    }

    /// True when `cell` is among the cells `outer` emits, at any depth.
    private static func cell(_ cell: EmitterCell, isInside outer: EmitterCell) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = outer.emitterCells
        while let next = pending.popLast() {
            if next === cell { return true }
            if seen.insert(ObjectIdentifier(next)).inserted { pending += next.emitterCells }
        }
        return false
    }
}
