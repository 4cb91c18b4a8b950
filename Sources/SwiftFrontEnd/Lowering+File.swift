import SwiftSyntax
import SceneScript

extension Lowering {
    /// The modules a scene may import: the engine's, their submodules, and Foundation's.
    static let importableModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "PlaygroundSupport",
                                                 "CoreFoundation", "Dispatch", "CoreAnimation"]

    /// The Lua every translation starts with, on its first line (so no line moves): Swift's
    /// integer division, remainder and overflow checks, traps, optional unwrapping, string
    /// interpolation and the naming of objects after the variables that hold them.
    static let prelude = [
        "local __s = {}",
        "function __s.trap(m) error(m, 3) end",
        "function __s.idiv(a, b) if b == 0 then __s.trap('Fatal error: Division by zero') end local q = a // b if q < 0 and q * b ~= a then q = q + 1 end return q end",
        "function __s.irem(a, b) if b == 0 then __s.trap('Fatal error: Division by zero in remainder operation') end return math.fmod(a, b) end",
        "function __s.icheck(r) if math.type(r) ~= 'integer' then __s.trap('Fatal error: arithmetic overflow') end return r end",
        "function __s.iadd(a, b) local r = a + b if (a >= 0) == (b >= 0) and (r >= 0) ~= (a >= 0) then __s.trap('Fatal error: arithmetic overflow') end return r end",
        "function __s.isub(a, b) local r = a - b if (a >= 0) ~= (b >= 0) and (r >= 0) ~= (a >= 0) then __s.trap('Fatal error: arithmetic overflow') end return r end",
        "function __s.imul(a, b) if a ~= 0 and (math.abs(a * 1.0 * b) >= 9.2233720368547758e18) then __s.trap('Fatal error: arithmetic overflow') end return a * b end",
        "function __s.int(x) if x ~= x or x >= 9.2233720368547758e18 or x < -9.2233720368547758e18 then __s.trap('Fatal error: Double value cannot be converted to Int') end return math.tointeger(x < 0 and math.ceil(x) or math.floor(x)) end",
        "function __s.unwrap(x) if x == nil then __s.trap('Fatal error: Unexpectedly found nil while unwrapping an Optional value') end return x end",
        "function __s.str(x) if math.type(x) == 'float' then if x == math.floor(x) and math.abs(x) < 1e16 then return string.format('%.1f', x) end for p = 15, 17 do local t = string.format('%.' .. p .. 'g', x) if tonumber(t) == x then return t end end end if x == nil then return 'nil' end "
            + "if type(x) == 'userdata' then local v = __s.strv(x) if v then return v end end local m = getmetatable(x) if m == __s.Set then return 'Set(' .. __s.strc(x.__k, __s.Array) .. ')' end if m ~= nil and (m == __s.Array or m == __s.Dict or m == __s.Tuple) then return __s.strc(x, m) end return tostring(x) end",
        // Core Graphics values and colours as Swift prints them: `(60.0, 45.0)`, `UIExtendedSRGBColorSpace 1 0 0 1`.
        "function __s.strv(x) local n = __s.typename(x) local f = function(v) return __s.str(v + 0.0) end "
            + "if n == 'Point' then return '(' .. f(x.x) .. ', ' .. f(x.y) .. ')' elseif n == 'Size' then return '(' .. f(x.width) .. ', ' .. f(x.height) .. ')' "
            + "elseif n == 'Rect' then return '(' .. f(x.origin.x) .. ', ' .. f(x.origin.y) .. ', ' .. f(x.size.width) .. ', ' .. f(x.size.height) .. ')' "
            + "elseif n == 'CGAffineTransform' or n == 'AffineTransform' then return 'CGAffineTransform(a: ' .. f(x.a) .. ', b: ' .. f(x.b) .. ', c: ' .. f(x.c) .. ', d: ' .. f(x.d) .. ', tx: ' .. f(x.tx) .. ', ty: ' .. f(x.ty) .. ')' "
            + "elseif n == 'Color' then return string.format('UIExtendedSRGBColorSpace %g %g %g %g', x.red, x.green, x.blue, x.alpha) end return nil end",
        // A collection as Swift prints it: `[1, 2]`, `["a": 1]`, `(1, 2)`; strings inside quoted.
        "function __s.stre(x) if type(x) == 'string' then return '\\\"' .. x .. '\\\"' end return __s.str(x) end",
        "function __s.strc(x, m) local s = {} if m == __s.Dict then for i, k in ipairs(x.__k) do s[i] = __s.stre(k) .. ': ' .. __s.stre(x.__v[k]) end return #s == 0 and '[:]' or '[' .. table.concat(s, ', ') .. ']' end "
            + "for i = 1, #x do s[i] = __s.stre(x[i]) if m == __s.Tuple and x.__l and (x.__l[i] or '') ~= '' then s[i] = x.__l[i] .. ': ' .. s[i] end end if m == __s.Tuple then return '(' .. table.concat(s, ', ') .. ')' end return '[' .. table.concat(s, ', ') .. ']' end",
        "function __s.intree(o) local ok, up = pcall(function() return o.superview end) if ok then return up ~= nil end ok, up = pcall(function() return o.superlayer end) return ok and up ~= nil end",
        "function __s.copy(v) if type(v) ~= 'table' then return v end local t = {} for k, x in pairs(v) do t[k] = __s.copy(x) end return setmetatable(t, getmetatable(v)) end",
        "__s.auto = setmetatable({}, { __mode = 'k' })",
        "function __s.rundefers(d) for _, f in ipairs(d) do f() end end",
        "function __s.adopt(c, d) for k, f in pairs(d) do if rawget(c, k) == nil then c[k] = f end end end",
        // Swift's Array: a Lua sequence with Swift's methods and 0-based subscripts.
        "__s.Array = {} __s.ArrayMethods = {}",
        "__s.Array.__index = function(t, k) if k == 'count' then return #t elseif k == 'isEmpty' then return #t == 0 elseif k == 'first' then return t[1] elseif k == 'last' then return t[#t] elseif k == 'indices' then local r = {} for i = 1, #t do r[i] = i - 1 end return __s.array(r) end return __s.ArrayMethods[k] end",
        "function __s.array(t) return setmetatable(t, __s.Array) end",
        "local A = __s.ArrayMethods",
        "function A.append(t, v) t[#t + 1] = v end function A.insert(t, v, i) table.insert(t, i + 1, v) end",
        "function A.removeLast(t) if #t == 0 then __s.trap('Fatal error: Can\\'t remove last element from an empty collection') end return table.remove(t) end",
        "function A.removeFirst(t) if #t == 0 then __s.trap('Fatal error: Can\\'t remove first element from an empty collection') end return table.remove(t, 1) end",
        "function A.remove(t, i) if i < 0 or i >= #t then __s.trap('Fatal error: Index out of range') end return table.remove(t, i + 1) end",
        "function A.removeAll(t) for i = #t, 1, -1 do t[i] = nil end end",
        "function A.contains(t, v) for _, x in ipairs(t) do if x == v then return true end end return false end",
        "function A.firstIndex(t, v) for i, x in ipairs(t) do if x == v then return i - 1 end end return nil end",
        "function A.joined(t, sep) local s = {} for i, x in ipairs(t) do s[i] = __s.str(x) end return table.concat(s, sep or '') end",
        "function A.map(t, f) local r = {} for i, x in ipairs(t) do r[i] = f(x) end return __s.array(r) end",
        "function A.filter(t, f) local r = {} for _, x in ipairs(t) do if f(x) then r[#r + 1] = x end end return __s.array(r) end",
        "function A.forEach(t, f) for _, x in ipairs(t) do f(x) end end",
        "function A.reduce(t, a, f) for _, x in ipairs(t) do a = f(a, x) end return a end",
        "function A.reversed(t) local r = {} for i = #t, 1, -1 do r[#r + 1] = t[i] end return __s.array(r) end",
        "function A.sorted(t, f) local r = {} for i, x in ipairs(t) do r[i] = x end table.sort(r, f) return __s.array(r) end",
        "function A.enumerated(t) return t end",
        // Swift's Dictionary: its keys in insertion order (`__k`), so iterating is repeatable, and its values (`__v`).
        "__s.Dict = {} __s.DictMethods = {}",
        "__s.Dict.__index = function(t, k) if k == 'count' then return #t.__k elseif k == 'isEmpty' then return #t.__k == 0 elseif k == 'keys' then local r = {} for i, x in ipairs(t.__k) do r[i] = x end return __s.array(r) "
            + "elseif k == 'values' then local r = {} for i, x in ipairs(t.__k) do r[i] = t.__v[x] end return __s.array(r) end return __s.DictMethods[k] end",
        "function __s.dput(d, k, v) if v == nil then if d.__v[k] ~= nil then d.__v[k] = nil for i, x in ipairs(d.__k) do if x == k then table.remove(d.__k, i) break end end end return end if d.__v[k] == nil then table.insert(d.__k, k) end d.__v[k] = v end",
        "function __s.dict(keys, values) local d = setmetatable({ __k = {}, __v = {} }, __s.Dict) for i, k in ipairs(keys) do __s.dput(d, k, values[i]) end return d end",
        "local D = __s.DictMethods",
        "function D.removeValue(d, k) local old = d.__v[k] __s.dput(d, k, nil) return old end function D.updateValue(d, v, k) local old = d.__v[k] __s.dput(d, k, v) return old end",
        "function D.removeAll(d) d.__k = {} d.__v = {} end",
        "function D.forEach(d, f) for _, k in ipairs(d.__k) do f(__s.tuple({ k, d.__v[k] }, 'key', 'value')) end end",
        // Swift's tuples: elements 1, 2... and their labels.
        "__s.Tuple = {}",
        "function __s.tuple(t, ...) local labels = { ... } if #labels > 0 then t.__l = labels end for i, label in ipairs(labels) do if label ~= '' then t[label] = t[i] end end return setmetatable(t, __s.Tuple) end",
        // What `for (a, b) in x` takes apart: a dictionary's (key, value) pairs, or x's elements.
        "function __s.elements(x) if getmetatable(x) == __s.Set then return ipairs(x.__k) end return ipairs(x) end",
        "function __s.pairsOf(x) if getmetatable(x) == __s.Dict then local i = 0 return function() i = i + 1 local k = x.__k[i] if k ~= nil then return i, __s.tuple({ k, x.__v[k] }, 'key', 'value') end end end return ipairs(x) end",
        // stride(from:to:by:) and stride(from:through:by:): start + n · step, as Swift counts, and zip.
        "function __s.stride(a, b, s, through) if s == 0 then __s.trap('Fatal error: Stride size must not be zero') end local r, n = {}, 0 while true do local x = a + n * s "
            + "if (s > 0 and (x > b or (not through and x == b))) or (s < 0 and (x < b or (not through and x == b))) then break end n = n + 1 r[n] = x end return __s.array(r) end",
        "function __s.zip(a, b) local r = {} for i = 1, math.min(#a, #b) do r[i] = __s.tuple({ a[i], b[i] }) end return __s.array(r) end",
        // Swift's Set: its members in the order they were added, each once.
        "__s.Set = {} __s.SetMethods = {}",
        "__s.Set.__index = function(t, k) if k == 'count' then return #t.__k elseif k == 'isEmpty' then return #t.__k == 0 end return __s.SetMethods[k] end",
        "function __s.set(items) local s = setmetatable({ __k = {}, __v = {} }, __s.Set) for _, x in ipairs(items or {}) do s:insert(x) end return s end",
        "function __s.SetMethods.insert(s, x) if s.__v[x] then return false end s.__v[x] = true table.insert(s.__k, x) return true end",
        "function __s.SetMethods.contains(s, x) return s.__v[x] == true end",
        "function __s.SetMethods.remove(s, x) if not s.__v[x] then return nil end s.__v[x] = nil for i, y in ipairs(s.__k) do if y == x then table.remove(s.__k, i) break end end return x end",
        "function __s.SetMethods.removeAll(s) s.__k = {} s.__v = {} end",
        // Swift's String: `count`, `isEmpty` and its common methods on Lua's strings.
        "do local S = {} S.uppercased = string.upper S.lowercased = string.lower",
        "function S.hasPrefix(s, p) return s:sub(1, #p) == p end function S.hasSuffix(s, p) return p == '' or s:sub(-#p) == p end",
        "function S.contains(s, p) return s:find(p, 1, true) ~= nil end",
        "function S.replacingOccurrences(s, a, b) if type(a) == 'table' then a, b = a.of, a.with end local r, i = {}, 1 if a == '' then return s end "
            + "while true do local j, k = s:find(a, i, true) if j == nil then break end r[#r + 1] = s:sub(i, j - 1) .. b i = k + 1 end r[#r + 1] = s:sub(i) return table.concat(r) end",
        "function S.components(s, sep) if type(sep) == 'table' then sep = sep.separatedBy end local r, i = {}, 1 while true do local j, k = s:find(sep, i, true) "
            + "if j == nil then break end r[#r + 1] = s:sub(i, j - 1) i = k + 1 end r[#r + 1] = s:sub(i) return __s.array(r) end",
        "function S.trimmingCharacters(s) return (s:gsub('^%s+', ''):gsub('%s+$', '')) end",
        "local m = getmetatable('') if m ~= nil then m.__index = function(s, k) if k == 'count' then return utf8.len(s) or #s elseif k == 'isEmpty' then return #s == 0 "
            + "elseif k == 'first' then return s:match('^[%z\\1-\\127\\194-\\244][\\128-\\191]*') end return S[k] or string[k] end end end",
        // An engine list (`view.subviews`) is a Swift array too: 0-based, its `count` its length.
        "function __s.count(x) if type(x) == 'table' and getmetatable(x) == nil then return #x elseif type(x) == 'string' then return utf8.len(x) or #x end return x.count end",
        "function __s.toarray(x) local r = {} for i, v in __s.elements(x) do r[i] = v end return __s.array(r) end",
        "function __s.repeated(v, n) if n < 0 then __s.trap('Fatal error: Can\\'t construct Array with count < 0') end local r = {} for i = 1, n do r[i] = __s.copy(v) end return __s.array(r) end",
        "function __s.atdefault(t, k, v) local x = __s.at(t, k) if x == nil then return v end return x end",
        "function __s.at(t, i) if getmetatable(t) == __s.Dict then return t.__v[i] end if getmetatable(t) == __s.Array or (type(t) == 'table' and getmetatable(t) == nil and math.type(i) == 'integer') then i = math.tointeger(i) if i == nil or i < 0 or i >= #t then __s.trap('Fatal error: Index out of range') end return t[i + 1] end return t[i] end",
        "function __s.put(t, i, v) if getmetatable(t) == __s.Dict then return __s.dput(t, i, v) end if getmetatable(t) == __s.Array or (type(t) == 'table' and getmetatable(t) == nil and math.type(i) == 'integer') then i = math.tointeger(i) if i == nil or i < 0 or i >= #t then __s.trap('Fatal error: Index out of range') end t[i + 1] = v else t[i] = v end end",
        "function __s.timer(interval, repeats, fn) local t = { isValid = true, timeInterval = interval } function t:invalidate() self.isValid = false end local wait = math.max(interval, 0.0001) local function fire() if not t.isValid then return end fn(t) if repeats and t.isValid then delay(wait, fire) else t.isValid = false end end delay(wait, fire) return t end",
        "__s.dateType = {} __s.dateType.__index = __s.dateType function __s.dateType:timeIntervalSince(o) return self.timeIntervalSinceReferenceDate - o.timeIntervalSinceReferenceDate end",
        "function __s.date(offset) local now = CACurrentMediaTime() + (offset or 0) return setmetatable({ timeIntervalSinceReferenceDate = now, timeIntervalSince1970 = now, timeIntervalSinceNow = 0.0 }, __s.dateType) end",
        "function __s.name(o, n) if type(o) == 'userdata' and pcall(function() return o.name end) and not __s.intree(o) then local cur = o.name if cur == nil or cur == '' or __s.auto[o] == cur then o.name = n __s.auto[o] = n end end return o end",
        // The scene's classes, and extensions waiting for a class a later file makes.
        "__s.classes = __kinema_classes or {} __kinema_classes = __s.classes __s.waiting = __kinema_waiting or {} __kinema_waiting = __s.waiting",
        "function __s.extend(n, f) local c = __s.classes[n] if c then f(c) else __s.waiting[n] = __s.waiting[n] or {} table.insert(__s.waiting[n], f) end end",
        "__s.inits = __kinema_inits or {} __kinema_inits = __s.inits",
        // NotificationCenter.default within the scene: observers by name, a selector's target
        // or a block, told in the order they were added when a notification is posted.
        "Notification = Notification or { Name = {} } NSNotification = Notification",
        "__s.nc = __kinema_nc or { observers = {} } __kinema_nc = __s.nc",
        "function __s.nc:addObserver(a, selector, name, object) if type(a) == 'table' and getmetatable(a) == nil and (a.using or a.animations or a.forName) then "
            + "local token = {} table.insert(self.observers, { token = token, name = a.forName, fn = a.using or a.animations }) return token end "
            + "if type(selector) == 'table' then selector, name = selector.selector, selector.name end table.insert(self.observers, { token = a, name = name, target = a, selector = selector }) end",
        "function __s.nc:removeObserver(o) for i = #self.observers, 1, -1 do if self.observers[i].token == o then table.remove(self.observers, i) end end end",
        "function __s.nc:post(t, object, userInfo) local name = t if type(t) == 'table' then name, object, userInfo = t.name, t.object, t.userInfo end "
            + "local note = { name = name, object = object, userInfo = userInfo } for _, o in ipairs({ table.unpack(self.observers) }) do if o.name == nil or o.name == name then "
            + "if o.fn then o.fn(note) else o.target[o.selector](o.target, note) end end end end",
        // An enum case with associated values: its name (`__case`), its values in order and by label.
        "function __s.case(n, t, ...) t.__case = n for i, label in ipairs({ ... }) do if label ~= '' then t[label] = t[i] end end return t end",
        "function __s.iscase(v, n) return type(v) == 'table' and v.__case == n end",
        // Engine types' extension properties: static getters, and instance ones by name and type.
        "__s.sget = __kinema_sget or {} __kinema_sget = __s.sget __s.xprops = __kinema_xprops or {} __kinema_xprops = __s.xprops",
        "function __s.xdef(n, t, get, set) __s.xprops[n] = __s.xprops[n] or {} table.insert(__s.xprops[n], { t = t, get = get, set = set }) end",
        "function __s.xget(o, n) for _, p in ipairs(__s.xprops[n] or {}) do if __s.isa(o, p.t) then return p.get(o) end end return o[n] end",
        "function __s.xhas(o, n) for _, p in ipairs(__s.xprops[n] or {}) do if __s.isa(o, p.t) then return true end end return false end",
        "function __s.xset(o, n, v) for _, p in ipairs(__s.xprops[n] or {}) do if __s.isa(o, p.t) then if p.set == nil then __s.trap('Cannot assign to property: \\'' .. n .. '\\' is a get-only property') end p.set(o, v) return end end end",
        // Types by the name `tostring` gives their objects, and each one's base.
        "__s.bases = __kinema_bases or {" + engineBases.map { "\($0.key) = '\($0.value)'" }.sorted().joined(separator: ", ") + "} __kinema_bases = __s.bases",
        "function __s.isa(o, t) if o == nil then return false end if t == 'Int' then return math.type(o) == 'integer' elseif t == 'Double' or t == 'CGFloat' or t == 'Float' then return type(o) == 'number' "
            + "elseif t == 'String' then return type(o) == 'string' elseif t == 'Bool' then return type(o) == 'boolean' end local n = __s.typename(o) while n ~= nil do if n == t or (__s.protos[n] and __s.protos[n][t]) then return true end n = __s.bases[n] end return false end",
        // The scene's protocols each type conforms to, for `is` and `as?` with a protocol.
        "__s.protos = __kinema_protos or {} __kinema_protos = __s.protos",
        "function __s.conform(n, list) __s.protos[n] = __s.protos[n] or {} for _, p in ipairs(list) do __s.protos[n][p] = true end end",
        "function __s.typename(o) if type(o) == 'table' then local m = getmetatable(o) return m and rawget(m, '__name') end return (tostring(o):match('^[%w_]+')) end",
        // Operators the scene's types implement, by operator and the type of their first operand.
        "__s.ops = __kinema_ops or {} __kinema_ops = __s.ops",
        "function __s.defop(op, f, t, u) __s.ops[op] = __s.ops[op] or {} table.insert(__s.ops[op], { t = t, u = u, f = f }) end",
        "function __s.op(op, a, b) for _, d in ipairs(__s.ops[op] or {}) do if __s.isa(a, d.t) and (d.u == nil or __s.isa(b, d.u)) then return d.f(a, b) end end "
            // `a += b` whose `+=` the scene implements for other operands: Swift's own `+`.
            + "if #op == 2 and op:sub(2) == '=' and op:find('^[%+%-%*/]') then op = op:sub(1, 1) elseif op == 'prefix-' then return -a end "
            + "if op == '+' then return a + b elseif op == '-' then if b == nil then return -a end return a - b elseif op == '*' then return a * b elseif op == '/' then return a / b "
            + "elseif op == '==' then return a == b elseif op == '!=' then return a ~= b elseif op == '<' then return a < b end __s.trap('Fatal error: no ' .. op .. ' for these values') end",
        "function __s.cast(o, t) if __s.isa(o, t) then return o end return nil end",
        "function __s.forcecast(o, t, w) if __s.isa(o, t) then return o end __s.trap('Could not cast value of type \\'' .. (__s.swiftNames[__s.typename(o)] or __s.typename(o)) .. '\\' to \\'' .. w .. '\\'') end",
        "function __s.declared(n, c, b) __s.bases[n] = b __s.classes[n] = c for _, f in ipairs(__s.waiting[n] or {}) do f(c) end __s.waiting[n] = nil end",
        // The names given so far, shared by the scene's files, so a newcomer can take `#2`.
        "__s.given = __kinema_given or setmetatable({}, { __mode = 'v' }) __kinema_given = __s.given",
        "function __s.join(o) if type(o) ~= 'userdata' or __s.intree(o) then return o end local ok, cur = pcall(function() return o.name end) if not ok then return o end "
            + "if cur ~= nil and cur ~= '' and __s.auto[o] ~= cur then return o end local base = (cur ~= nil and cur ~= '') and cur or (__s.swiftNames[__s.typename(o)] or __s.typename(o)) "
            + "local n, k = base, 1 while true do local holder = __s.given[n] if holder == nil or holder == o or not __s.intree(holder) then break end k = k + 1 n = base .. '#' .. k end "
            + "if n ~= cur then o.name = n __s.auto[o] = n end __s.given[n] = o return o end",
        "__s.swiftNames = {" + swiftTypeNames.map { "\($0.key) = '\($0.value)'" }.sorted().joined(separator: ", ") + "}",
    ].joined(separator: " ")

    /// Each engine type's nearest engine base (`ShapeLayer` → `Layer`), from the registration tables.
    static let engineBases: [String: String] = {
        var bases: [String: String] = [:]
        for type in ScriptCatalogue.kinema.types { if let base = type.base { bases[type.name] = base } }
        return bases
    }()

    /// The Swift name of each engine type by the name `tostring` gives its objects
    /// (`ShapeLayer` → `CAShapeLayer`), from the registration tables' namespace names.
    static let swiftTypeNames: [String: String] = {
        var names: [String: String] = [:]
        for namespace in CatalogueIndex.kinema.namespaces.values where namespace.names.count > 1 {
            guard let swift = namespace.names.first(where: { ["UI", "CA", "CG", "NS"].contains(String($0.prefix(2))) }),
                  swift != namespace.names[0] else { continue }
            names[namespace.names[0]] = swift
        }
        return names
    }()

    /// The most top-level declarations a file keeps as Lua locals (Lua's limit is 200 a
    /// function, and the prelude and loops take some).
    static let mostTopLevelLocals = 150

    /// Lowers one file (its declarations already gathered); the entry file also hosts a view
    /// controller as the root when it sets no live view.
    func lowerFile(_ tree: SourceFileSyntax, isEntry: Bool) throws {
        // Lua gives a function at most 200 locals: a file with more top-level declarations than
        // fit keeps them as globals, as the other files of a scene do.
        let topLevelNames = tree.statements.reduce(0) { count, item in
            if let variable = item.item.as(VariableDeclSyntax.self) { return count + variable.bindings.count }
            return count + (item.item.is(FunctionDeclSyntax.self) || item.item.is(StructDeclSyntax.self) || item.item.is(EnumDeclSyntax.self)
                            || item.item.is(ClassDeclSyntax.self) ? 1 : 0)
        }
        exportsTopLevel = !isEntry || topLevelNames > Lowering.mostTopLevelLocals
        out.write(Lowering.prelude, at: 1)
        for item in tree.statements { try lowerItem(item) }
        // Protocol default implementations declared after a class reach it here too.
        for name in classes.keys.sorted() where declaredHere.contains(name) || isEntry {
            for protocolName in conformances[name] ?? [] where protocols.contains(protocolName) {
                out.append("__s.adopt(\(name), \(Lowering.defaultsTable(protocolName)))")
            }
        }
        if isEntry { try hostViewControllerIfNeeded() }
    }

    /// Without `PlaygroundPage.current.liveView`, a `UIViewController` subclass is the root: the
    /// one `--root` names, else the only one, or the one named `ViewController`.
    func hostViewControllerIfNeeded() throws {
        let controllers = classes.values.filter { isViewController($0) }.map(\.name).sorted()
        if let chosenRoot, !controllers.contains(chosenRoot) {
            throw SwiftSceneError(file: file, line: 1, column: 1, message: "--root: the scene has no UIViewController subclass named '\(chosenRoot)'"
                                  + (controllers.isEmpty ? "" : " (it has \(controllers.joined(separator: ", ")))"))
        }
        guard !setsLiveView else { return }
        let chosen = chosenRoot ?? (controllers.count == 1 ? controllers.first : controllers.first(where: { $0 == "ViewController" }))
        guard let chosen else {
            guard controllers.isEmpty else {
                throw SwiftSceneError(file: file, line: 1, column: 1, message: "the scene has several view controllers ("
                                      + controllers.joined(separator: ", ") + "); choose the root with --root NAME, or name one ViewController")
            }
            return
        }
        // Its view is held by the controller's stored property `view`, and is named so. The
        // window behind it is black, as an app's UIWindow (its backgroundColor nil) shows.
        out.append("do local root = \(chosen)() __s.join(__s.name(root.view, \"view\")) scene.rootViewController = root scene.backgroundColor = 'black' end")
    }

    /// Whether `sceneClass` is a `UIViewController` subclass (through scene classes too).
    func isViewController(_ sceneClass: SceneClass) -> Bool {
        var base = sceneClass.base
        while let next = classes[base] { base = next.base }
        return ["UIViewController", "ViewController"].contains(base)
    }

    /// Notes the methods and properties extensions add to the scene's classes (in any file,
    /// before or after the class), so the class's own code may call them as `setup()`.
    func gatherExtensionMembers(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let typeName = extensionDecl.extendedType.trimmedDescription
            guard var sceneClass = classes[typeName] else {
                for member in extensionDecl.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            if isStatic {
                                engineStatics.insert(typeName + "." + name)
                                if binding.accessorBlock != nil { engineStaticGetters.insert(typeName + "." + name) }
                            } else {
                                engineComputed.insert(name)
                            }
                        }
                    }
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                    engineInits.insert(Lowering.initializerName(typeName, labels: initializer.signature.parameterClause.parameters.map {
                        $0.firstName.text == "_" ? nil : $0.firstName.text
                    }))
                }
                continue
            }
            for member in extensionDecl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { sceneClass.methods.insert(function.name.text) }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { sceneClass.storedProperties.append(name) }
                    }
                }
            }
            classes[sceneClass.name] = sceneClass
        }
    }

    /// An enum's cases with associated values, methods, computed properties and statics.
    static func members(of enumeration: EnumDeclSyntax) -> EnumMembers {
        var members = EnumMembers()
        for member in enumeration.memberBlock.members {
            let isStatic = member.decl.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" } == true
                || member.decl.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" } == true
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    guard let parameters = element.parameterClause?.parameters else { continue }
                    members.payloadCases[element.name.text] = parameters.map { $0.firstName?.text ?? "" }
                    members.payloadTypes[element.name.text] = parameters.map { SwiftType(annotation: $0.type.trimmedDescription) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                if isStatic { members.staticMembers.insert(function.name.text) } else { members.methods.insert(function.name.text) }
                members.resultTypes[function.name.text] = function.signature.returnClause.map { SwiftType(annotation: $0.type.trimmedDescription) }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic { members.staticMembers.insert(name) } else { members.computedProperties.insert(name) }
                    if isStatic, binding.accessorBlock != nil { members.staticComputed.insert(name) }
                    members.resultTypes[name] = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }
                }
            }
        }
        return members
    }

    /// Notes the scene's classes and top-level functions before lowering, so code may use
    /// one declared further down, as Swift allows.
    func gatherDeclarations(_ items: CodeBlockItemListSyntax) throws {
        for item in items {
            if let function = item.item.as(FunctionDeclSyntax.self) {
                functions.insert(function.name.text)
                gatherInout(function)
            }
            if let decl = item.item.as(DeclSyntax.self) { gatherType(decl) }
        }
    }

    /// Notes the operators functions implement, and the declared parameter types of the
    /// scene's functions, methods and initializers, at the top level or in any type or
    /// extension of `items` (types inside types too).
    func gatherSignatures(_ items: CodeBlockItemListSyntax) {
        func types(_ parameters: FunctionParameterListSyntax) -> [SwiftType] {
            parameters.map { SwiftType(annotation: $0.type.trimmedDescription.replacingOccurrences(of: "inout ", with: "")) }
        }
        func visit(_ decl: DeclSyntax, owner: String?) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                if Lowering.isOperatorName(function.name) {
                    overloadedOperators[Lowering.operatorKey(function), default: []].insert(function.signature.returnClause?.type.trimmedDescription ?? "")
                } else {
                    parameterTypes[function.name.text, default: []].append(types(function.signature.parameterClause.parameters))
                }
            }
            if let initializer = decl.as(InitializerDeclSyntax.self), let owner {
                parameterTypes[owner, default: []].append(types(initializer.signature.parameterClause.parameters))
            }
            let named: (String, MemberBlockItemListSyntax)?
            if let type = decl.as(StructDeclSyntax.self) { named = (type.name.text, type.memberBlock.members) }
            else if let type = decl.as(ClassDeclSyntax.self) { named = (type.name.text, type.memberBlock.members) }
            else if let type = decl.as(EnumDeclSyntax.self) { named = (type.name.text, type.memberBlock.members) }
            else if let type = decl.as(ExtensionDeclSyntax.self) { named = (type.extendedType.trimmedDescription, type.memberBlock.members) }
            else { named = nil }
            for member in named?.1 ?? [] { visit(member.decl, owner: named?.0) }
        }
        for item in items { if let decl = item.item.as(DeclSyntax.self) { visit(decl, owner: nil) } }
    }

    /// Notes a function's `inout` parameters.
    func gatherInout(_ function: FunctionDeclSyntax) {
        let positions = function.signature.parameterClause.parameters.enumerated().compactMap { i, parameter in
            parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true ? i : nil
        }
        if !positions.isEmpty { inoutFunctions[function.name.text] = (positions, function.signature.returnClause != nil) }
    }

    /// Notes a type the scene declares, and the types declared inside it (`class Controller {
    /// enum State {...} }`), which are known by their own names.
    func gatherType(_ decl: DeclSyntax) {
        var nested: MemberBlockItemListSyntax?
        if let structure = decl.as(StructDeclSyntax.self) {
            structs.insert(structure.name.text)
            conformances[structure.name.text] = structure.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            var fields: [String: SwiftType] = [:]
            for member in structure.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if variable.modifiers.contains(where: { $0.name.text == "static" }), binding.accessorBlock != nil,
                       let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        structStaticGetters.insert(structure.name.text + "." + field)
                    }
                    guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation else { continue }
                    fields[field] = SwiftType(annotation: annotation.type.trimmedDescription)
                }
            }
            structFieldTypes[structure.name.text] = fields
            if !structure.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) { memberwiseStructs.insert(structure.name.text) }
            nested = structure.memberBlock.members
        }
        if let enumeration = decl.as(EnumDeclSyntax.self) {
            enums.insert(enumeration.name.text)
            enumMembers[enumeration.name.text] = Lowering.members(of: enumeration)
            nested = enumeration.memberBlock.members
        }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) { protocols.insert(protocolDecl.name.text) }
        if let declaration = decl.as(ClassDeclSyntax.self) {
            let base = declaration.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription } ?? "NSObject"
            var sceneClass = SceneClass(name: declaration.name.text, base: base)
            conformances[declaration.name.text] = declaration.inheritanceClause?.inheritedTypes.dropFirst().map { $0.type.trimmedDescription } ?? []
            for member in declaration.memberBlock.members {
                let decl = member.decl
                let isStatic = decl.as(VariableDeclSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false
                    || (decl.as(FunctionDeclSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false)
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if isStatic { sceneClass.staticMembers.insert(name) } else { sceneClass.storedProperties.append(name) }
                    }
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    if isStatic { sceneClass.staticMembers.insert(function.name.text) } else { sceneClass.methods.insert(function.name.text) }
                    gatherInout(function)
                }
            }
            let initializers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                .filter { !($0.optionalMark != nil && $0.signature.parameterClause.parameters.first?.firstName.text == "coder") }
            if initializers.count > 1 { sceneClass.initializers = initializers.map(Lowering.initializerName(of:)) }
            classes[sceneClass.name] = sceneClass
            nested = declaration.memberBlock.members
        }
        for member in nested ?? [] where member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) {
            gatherType(member.decl)
        }
    }
}
