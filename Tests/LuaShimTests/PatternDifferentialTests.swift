import CLua
import LuaShim
import XCTest

/// The bounded pattern functions (patterns.c) are a fast path whose slow twin is Lua's own
/// string library: both run the same cases in one Lua state, and every result and every
/// error message must be the same (argument errors name the function as it is found in
/// the loaded modules, so `bounded.find` is read as `string.find`).
final class PatternDifferentialTests: XCTestCase {
    func testBoundedPatternFunctionsAgreeWithLuas() throws {
        let state = try XCTUnwrap(ks_newstate(64 << 20, 1 << 50, nil))
        defer { ks_close(state) }
        luaL_openlibs(state)
        var source = PatternDifferentialTests.driver
        let loaded = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { ks_loadtext(state, $0.baseAddress, $0.count, "=differential") }
        }
        XCTAssertEqual(loaded, LUA_OK)
        _ = lua_getglobal(state, "string")
        ks_pushpatterns(state)
        let status = ks_pcall(state, 2, 1)
        var length = 0
        let report = ks_tostring(state, -1, &length).map { String(cString: $0) } ?? "no report"
        XCTAssertEqual(status, LUA_OK, report)
        XCTAssertEqual(report, "0 differences\n")
    }

    /// The cases: by hand, every feature of the manual's §6.4.1, the replacement forms, the
    /// `init` and `plain` arguments and the errors; then 20 000 random small patterns and
    /// subjects from a fixed seed, each with every replacement.
    static let driver = #"""
-- Runs each case through Lua's own pattern functions and the bounded ones, and returns
-- how many cases gave different results (and the first few of them).
local stock, bounded = ...
-- Argument errors name the function as found in the loaded modules ('string.find').
package.loaded.bounded = bounded
local function pack(...) return {n = select("#", ...), ...} end

-- What a call gives, as text: its results (type and value) or its error.
local function outcome(f, ...)
  local r = pack(pcall(f, ...))
  local parts = {}
  for i = 2, r.n do
    local v = r[i]
    parts[#parts + 1] = type(v) == "string" and string.format("%q", v) or (math.type(v) or type(v)) .. ":" .. tostring(v)
  end
  local text = (r[1] and "ok " or "error ") .. table.concat(parts, ", ")
  return r[1] and text or stock.gsub(text, "'bounded%.", "'string.")
end

-- Every iteration of gmatch (at most 200), each with all its captures.
local function iterate(gmatch)
  return function(...)
    local out, it = {}, gmatch(...)
    for _ = 1, 200 do
      local r = pack(it())
      if r[1] == nil then break end
      local parts = {}
      for i = 1, r.n do parts[i] = (math.type(r[i]) or type(r[i])) .. ":" .. tostring(r[i]) end
      out[#out + 1] = "[" .. table.concat(parts, ",") .. "]"
    end
    return table.concat(out)
  end
end

-- Replacements for gsub: the same for both sides, deterministic, covering every kind.
local function replacements()
  local calls = {}
  return {
    "<%0>", "%1-%1", "%%", "x", "%2", "%a", "", "%", 7, 2.5,
    {a = "A", b = false, ["1"] = "one", [1] = "pos1", [3] = 3, ab = {}},
    function(...) return "(" .. table.concat({...}, ",") .. ")" end,
    function(c) if c == "a" then return nil elseif c == "b" then return false end return #tostring(c) end,
    function() return {} end,
  }
end

local failures = {}
local function compare(name, f, g, ...)
  local want, got = outcome(f, ...), outcome(g, ...)
  if want ~= got then
    local args = pack(...)
    for i = 1, args.n do args[i] = type(args[i]) == "string" and string.format("%q", args[i]) or tostring(args[i]) end
    failures[#failures + 1] = name .. "(" .. table.concat(args, ", ", 1, args.n) .. "): stock " .. want .. ", bounded " .. got
  end
end

local function check(subject, pattern, init, extra)
  compare("find", stock.find, bounded.find, subject, pattern, init, extra)
  compare("match", stock.match, bounded.match, subject, pattern, init)
  compare("gmatch", iterate(stock.gmatch), iterate(bounded.gmatch), subject, pattern, init)
  for _, r in ipairs(replacements()) do
    compare("gsub", stock.gsub, bounded.gsub, subject, pattern, r, init)
  end
end

-- Cases by hand: every feature of §6.4.1, the replacement forms, init and plain, errors.
local cases = {
  -- single characters, classes and their complements
  {"hello world", "o"}, {"hello", "."}, {"a.b", "%."}, {"a+b", "+"}, {"a+b", "a+b"},
  {"Ab1 _,\t\n\0\127é", "%a+"}, {"Ab1 _,\t\n", "%A+"}, {"x\1\31\127y", "%c+"}, {"x\1y", "%C+"},
  {"ab123cd", "%d+"}, {"ab123", "%D+"}, {"a b\tc", "%g+"}, {" \t", "%G+"}, {"abCD", "%l+"}, {"abCD", "%L+"},
  {"a,b.c!", "%p+"}, {"a,b", "%P+"}, {"a \t\n\v\f\rb", "%s+"}, {"a b", "%S+"}, {"abCD", "%u+"}, {"abCD", "%U+"},
  {"a_1 b", "%w+"}, {"a_1", "%W+"}, {"0x1fG", "%x+"}, {"fG", "%X+"}, {"a\0b", "%z"}, {"a\0b", "%Z+"},
  {"a\0b", "\0"}, {"a\0b", "[\0]"}, {"a\0b\0", "b\0"}, {"é", "\195"},
  -- sets
  {"hello", "[aeiou]+"}, {"hello", "[^aeiou]+"}, {"a-b", "[a-]"}, {"-", "[a-]"}, {"]", "[]]"}, {"a]", "[^]]"},
  {"%", "[%%]"}, {"x5_", "[%d_]+"}, {"aZ", "[a-z]"}, {"abz", "[b-y]"}, {"a^", "[%^]"}, {"a^", "[a^]+"},
  {"ab-", "[%a-]+"}, {"a]b", "[%]]"}, {"[", "[[]"}, {"a", "[z-a]"}, {"-x", "[-x]+"},
  -- quantifiers
  {"aaab", "a*"}, {"aaab", "a*b"}, {"b", "a*b"}, {"aaab", "a+"}, {"b", "a+"}, {"aaab", "a-b"}, {"aaab", "a-"},
  {"ab", "a?b"}, {"b", "a?b"}, {"aab", "a?a?a?b"}, {"<a><b>", "<.->"}, {"<a><b>", "<.*>"}, {"x = 10", "(%w+)%s*=%s*(%w+)"},
  {"a*", "a*%*"}, {"aaa", "a-a"}, {"aaa", "^a-$"}, {"-", "-"}, {"a-", "a-"}, {"??", "?"}, {"*x", "*x"},
  -- anchors
  {"abc", "^a"}, {"abc", "^b"}, {"abc", "c$"}, {"abc", "b$"}, {"a$c", "a$c"}, {"a$", "(a$)"}, {"", "^$"},
  {"abc", "^"}, {"abc", "$"}, {"^a^a", "^a"}, {"^a", "^^a"}, {"ab", "^(a)"},
  -- captures, position captures
  {"hello world", "(o)(r)"}, {"key=val", "(%w+)=(%w+)"}, {"abc", "()b()"}, {"abc", "()"}, {"abc", "(()b)"},
  {"abc", "((a)(b))"}, {"abc", "(a"}, {"abc", "a)"}, {"abc", "(a))"}, {"abc", "(()"}, {"abc", ")"},
  {"abc", string.rep("(", 32) .. "a" .. string.rep(")", 32)}, {"abc", string.rep("(", 31) .. "a" .. string.rep(")", 31)},
  -- %b and %f
  {"x(a(b)c)y", "%b()"}, {"x(a(b)c", "%b()"}, {"'a'b'", "%b''"}, {"[[x]]", "%b[]"}, {"abc", "%b"}, {"abc", "%ba"},
  {"THE (quick) fox", "%f[%a]%a+"}, {"THE (quick) fox", "%f[%A]"}, {"hello", "%f[%l]"}, {"ab", "%f[%z]"},
  {"abc", "%f"}, {"abc", "%fa"}, {"abc", "%f[a"}, {"aXb", "%f[%u]."},
  -- back-references
  {"abab", "(ab)%1"}, {"aa bb cd", "(%a)%1"}, {"abc", "%1"}, {"abc", "(a)%2"}, {"abc", "(a%1)"}, {"abc", "%0"},
  {"aaa", "()%1"}, {"'x' \"y\"", "([\"'])(.-)%1"}, {"abab", "(a)(b)%2"},
  -- malformed
  {"abc", "a%"}, {"abc", "[a"}, {"abc", "[%"}, {"abc", "[a%"}, {"abc", "[]"}, {"abc", "[^]"}, {"xbc", "x["},
  {"abc", "x["}, {"abc", "%g%"},
  -- depth
  {string.rep("a", 300), string.rep("a?", 300)}, {string.rep("a", 100), string.rep("a?", 100)},
  {string.rep("a", 250), string.rep("a*", 250)}, {string.rep("a", 100), string.rep("(a)", 20)},
  -- empty matches, gsub and gmatch after a match
  {"abc", ""}, {"abc", "%w*"}, {"hello world", "o*"}, {"abc", "x*"}, {"", ""}, {"", "a*"}, {"", "."},
  -- arguments
  {"abc", "b", 1.0}, {"abc", "b", 1.5}, {"abc", "b", "2"}, {"abc", "b", "x"}, {123, 2}, {"abc", nil}, {nil, "a"},
  {"abc", {}}, {12.5, "%."}, {"a.b", ".", 1, true}, {"a+b", "+", 1, 1}, {"a+b", "a+", 1, false}, {"abc", "b", nil, true},
}
for _, c in ipairs(cases) do
  local subject, pattern, init, plain = c[1], c[2], c[3], c[4]
  check(subject, pattern, init, plain)
  for i = -6, 6 do check(subject, pattern, i, plain) end
  check(subject, pattern, 100)
  check(subject, pattern, math.mininteger)
  check(subject, pattern, math.maxinteger)
end
-- gsub's argument 3 and 4 and their order of checking
for _, r in ipairs({nil, true, 1, "x"}) do
  for _, n in ipairs({"x", 1.5, 0, -1, 1, 2, 100}) do
    compare("gsub", stock.gsub, bounded.gsub, "abc", "%w", r, n)
  end
end
compare("gsub", stock.gsub, bounded.gsub, "abc", "%w")
compare("gmatch", stock.gmatch, bounded.gmatch, "abc")
compare("find", stock.find, bounded.find)
compare("match", stock.match, bounded.match, "abc")

-- Random small patterns and subjects from a fixed seed.
math.randomseed(20240610)
local atoms = {
  "a", "b", "c", ".", "%a", "%d", "%s", "%w", "%p", "%x", "%l", "%u", "%c", "%g", "%A", "%D", "%S", "%W", "%z",
  "[ab]", "[^a]", "[a-c]", "[%d_]", "[]]", "[^]a]", "[a-]", "%.", "%%", "%(", "(", ")", "()", "%b()", "%bab",
  "%f[%w]", "%f[%W]", "%f[a]", "%1", "%2", "^", "$", "-", "[", "%", "]", "(a)", "(.)", "(%a+)", "\0",
}
local quantifiers = {"", "", "", "*", "+", "-", "?"}
local letters = {"a", "b", "c", "(", ")", ".", " ", "1", "A", "_", "\0", "%", "-", "]", "é"}
local function randomPattern()
  local parts = {}
  if math.random(6) == 1 then parts[1] = "^" end
  for _ = 1, math.random(0, 6) do
    parts[#parts + 1] = atoms[math.random(#atoms)] .. quantifiers[math.random(#quantifiers)]
  end
  if math.random(6) == 1 then parts[#parts + 1] = "$" end
  return table.concat(parts)
end
local function randomSubject()
  local parts = {}
  for i = 1, math.random(0, 10) do parts[i] = letters[math.random(#letters)] end
  return table.concat(parts)
end
for _ = 1, 20000 do
  local init = math.random(4) == 1 and math.random(-12, 12) or nil
  check(randomSubject(), randomPattern(), init, math.random(8) == 1)
end

return #failures .. " differences\n" .. table.concat(failures, "\n", 1, math.min(#failures, 40))
"""#
}
