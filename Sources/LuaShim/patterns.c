// string.find, string.match, string.gmatch and string.gsub for scenes: Lua 5.4's pattern
// functions (reference manual §6.4.1), written from the manual, with a matcher that counts
// its steps. Lua's own matcher backtracks without bound inside one C call, where the
// instruction budget's count hook never runs: `(".-"):rep(6) .. "b"` against 100 000 "a"s
// would take longer than the universe has existed. This one stops with an error instead.

#define _GNU_SOURCE  // memmem
#include "internal.h"

#include <ctype.h>
#include <limits.h>
#include <string.h>

// MARK: Limits

/// Steps one call may take: this many, plus KS_PATTERN_STEPS_PER_BYTE for each byte of the
/// subject. A step is one try of one pattern item at one place in the subject (or one byte
/// that `%b` scans or a back-reference compares). Matching that does not backtrack takes a
/// few steps a byte, and short runs of backtracking (`(%w+)=(%w+)` retrying each word) a few
/// dozen, so every ordinary use fits with room to spare; backtracking that grows faster than
/// the subject (`.-.-.-.-.-.-b` wants about 10^25 steps on 100 000 bytes) stops after a few
/// tens of milliseconds. Steps also count against the instruction budget, one each, so many
/// calls that each stay under this bound still end when the budget does.
#define KS_PATTERN_STEPS 10000000LL
#define KS_PATTERN_STEPS_PER_BYTE 64LL
/// Captures a pattern may have, as Lua's LUA_MAXCAPTURES: "too many captures" past it.
#define KS_MAX_CAPTURES 32
/// Pattern items the matcher may be inside at once (each capture and quantifier that can
/// backtrack holds one), as Lua's MAXCCALLS: "pattern too complex" past it.
#define KS_MAX_DEPTH 200

/// The length of a capture still open, and of a position capture `()`.
#define KS_CAPTURE_OPEN (-1)
#define KS_CAPTURE_POSITION (-2)

// MARK: The matcher

typedef struct {
    lua_State *L;
    const char *subject, *subjectEnd, *patternEnd;
    int depthLeft;
    /// Captures started so far.
    int level;
    struct {
        const char *at;
        ptrdiff_t length;  // or KS_CAPTURE_OPEN, KS_CAPTURE_POSITION
    } capture[KS_MAX_CAPTURES];
    long long steps;
    /// The steps already added to the instruction budget's count.
    long long charged;
    long long callLimit;
    /// The lesser of `callLimit` and what the instruction budget still allows.
    long long limit;
} KSMatcher;

static void ks_updatelimit(KSMatcher *m) {
    long long left = ks_budgetleft(m->L);
    if (left < 0) left = 0;
    m->limit = left < m->callLimit - m->steps ? m->steps + left : m->callLimit;
}

static void ks_matcherinit(KSMatcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->subject = s;
    m->subjectEnd = s + ls;
    m->patternEnd = p + lp;
    m->steps = m->charged = 0;
    long long perByte = (LLONG_MAX - KS_PATTERN_STEPS) / KS_PATTERN_STEPS_PER_BYTE;
    m->callLimit = (long long)ls > perByte ? LLONG_MAX : KS_PATTERN_STEPS + (long long)ls * KS_PATTERN_STEPS_PER_BYTE;
    ks_updatelimit(m);
}

/// Forgets the captures of a failed try, before the next one.
static void ks_restart(KSMatcher *m) {
    m->level = 0;
    m->depthLeft = KS_MAX_DEPTH;
}

/// Adds the steps taken since the last charge to the instruction budget's count.
static void ks_chargesteps(KSMatcher *m) {
    ks_charge(m->L, m->steps - m->charged);
    m->charged = m->steps;
}

static void ks_overrun(KSMatcher *m) {
    ks_chargesteps(m);
    if (m->steps > m->callLimit)
        luaL_error(m->L, "pattern matching took too long (more than %I steps)", (lua_Integer)m->callLimit);
    ks_raisebudgetexceeded(m->L);
}

static inline void ks_steps(KSMatcher *m, long long count) {
    m->steps += count;
    if (m->steps > m->limit) ks_overrun(m);
}

static const char *ks_match(KSMatcher *m, const char *s, const char *p);

/// The end of the single-character item at `p`: a character, `.`, `%x`, or a set `[...]`.
static const char *ks_itemend(KSMatcher *m, const char *p) {
    if (*p == '%') {
        if (p + 1 >= m->patternEnd) {
            luaL_error(m->L, "malformed pattern (ends with '%%')");
            return NULL;
        }
        return p + 2;
    }
    if (*p != '[') return p + 1;
    p++;
    if (p < m->patternEnd && *p == '^') p++;
    // The first member may be ']' itself; '%' takes the next character with it.
    do {
        if (p >= m->patternEnd) {
            luaL_error(m->L, "malformed pattern (missing ']')");
            return NULL;
        }
        if (*p++ == '%' && p < m->patternEnd) p++;
    } while (p >= m->patternEnd || *p != ']');
    return p + 1;
}

/// Whether the byte `c` is in the class `%cl`: a letter names a class (upper case for its
/// complement), anything else stands for itself.
static int ks_inclass(int c, int cl) {
    int in;
    switch (tolower(cl)) {
    case 'a': in = isalpha(c); break;
    case 'c': in = iscntrl(c); break;
    case 'd': in = isdigit(c); break;
    case 'g': in = isgraph(c); break;
    case 'l': in = islower(c); break;
    case 'p': in = ispunct(c); break;
    case 's': in = isspace(c); break;
    case 'u': in = isupper(c); break;
    case 'w': in = isalnum(c); break;
    case 'x': in = isxdigit(c); break;
    case 'z': in = c == 0; break;  // gone from the manual since 5.2, still in Lua 5.4
    default: return cl == c;
    }
    return isupper(cl) ? !in : in != 0;
}

/// Whether the byte `c` is in the set that opens at `p` ('[') and closes at `close` (']').
static int ks_inset(int c, const char *p, const char *close) {
    int complement = 0;
    p++;
    if (*p == '^') {
        complement = 1;
        p++;
    }
    while (p < close) {
        if (*p == '%') {
            if (ks_inclass(c, (unsigned char)p[1])) return !complement;
            p += 2;
        } else if (p[1] == '-' && p + 2 < close) {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return !complement;
            p += 3;
        } else {
            if ((unsigned char)*p == c) return !complement;
            p++;
        }
    }
    return complement;
}

/// Whether the single-character item from `p` to `end` matches the byte at `s`.
static int ks_single(KSMatcher *m, const char *s, const char *p, const char *end) {
    if (s >= m->subjectEnd) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case '%': return ks_inclass(c, (unsigned char)p[1]);
    case '[': return ks_inset(c, p, end - 1);
    default: return (unsigned char)*p == c;
    }
}

/// `*`, and `+` after its first repeat: the most repeats of the item that let the rest match.
static const char *ks_longest(KSMatcher *m, const char *s, const char *item, const char *itemEnd) {
    ptrdiff_t count = 0;
    while (ks_single(m, s + count, item, itemEnd)) {
        ks_steps(m, 1);
        count++;
    }
    for (; count >= 0; count--) {
        ks_steps(m, 1);
        const char *end = ks_match(m, s + count, itemEnd + 1);
        if (end) return end;
    }
    return NULL;
}

/// `-`: the fewest repeats of the item that let the rest match.
static const char *ks_shortest(KSMatcher *m, const char *s, const char *item, const char *itemEnd) {
    for (;;) {
        ks_steps(m, 1);
        const char *end = ks_match(m, s, itemEnd + 1);
        if (end) return end;
        if (!ks_single(m, s, item, itemEnd)) return NULL;
        s++;
    }
}

static const char *ks_opencapture(KSMatcher *m, const char *s, const char *p, ptrdiff_t kind) {
    if (m->level >= KS_MAX_CAPTURES) {
        luaL_error(m->L, "too many captures");
        return NULL;
    }
    m->capture[m->level].at = s;
    m->capture[m->level].length = kind;
    m->level++;
    const char *end = ks_match(m, s, p);
    if (!end) m->level--;
    return end;
}

static const char *ks_closecapture(KSMatcher *m, const char *s, const char *p) {
    int open = m->level - 1;
    while (open >= 0 && m->capture[open].length != KS_CAPTURE_OPEN) open--;
    if (open < 0) {
        luaL_error(m->L, "invalid pattern capture");
        return NULL;
    }
    m->capture[open].length = s - m->capture[open].at;
    const char *end = ks_match(m, s, p);
    if (!end) m->capture[open].length = KS_CAPTURE_OPEN;
    return end;
}

/// `%1`...`%9`: the text of that (finished) capture again.
static const char *ks_backreference(KSMatcher *m, const char *s, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->level || m->capture[index].length == KS_CAPTURE_OPEN) {
        luaL_error(m->L, "invalid capture index %%%d", index + 1);
        return NULL;
    }
    ptrdiff_t length = m->capture[index].length;
    // A position capture has no text, so nothing repeats it.
    if (length < 0 || m->subjectEnd - s < length) return NULL;
    ks_steps(m, length);
    return memcmp(m->capture[index].at, s, (size_t)length) == 0 ? s + length : NULL;
}

/// `%bxy` with `p` at x: from an x to the y that balances it (a y closes before an x opens).
static const char *ks_balanced(KSMatcher *m, const char *s, const char *p) {
    if (m->patternEnd - p < 2) {
        luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
        return NULL;
    }
    if (s >= m->subjectEnd || *s != p[0]) return NULL;
    ptrdiff_t open = 1;
    while (++s < m->subjectEnd) {
        ks_steps(m, 1);
        if (*s == p[1]) {
            if (--open == 0) return s + 1;
        } else if (*s == p[0]) {
            open++;
        }
    }
    return NULL;
}

/// `%f[set]` with `p` at '[': the end of the set when `s` is where the subject goes from a
/// byte outside the set to one inside it (the subject's ends count as '\0'), else NULL.
static const char *ks_frontier(KSMatcher *m, const char *s, const char *p) {
    if (p >= m->patternEnd || *p != '[') {
        luaL_error(m->L, "missing '[' after '%%f' in pattern");
        return NULL;
    }
    const char *end = ks_itemend(m, p);
    int before = s == m->subject ? 0 : (unsigned char)s[-1];
    int here = s < m->subjectEnd ? (unsigned char)*s : 0;
    return !ks_inset(before, p, end - 1) && ks_inset(here, p, end - 1) ? end : NULL;
}

/// Matches the pattern from `p` against the subject from `s`: where the match ends, or NULL.
/// Items that cannot backtrack continue in the loop; the others try the rest of the pattern
/// through a nested call for each choice.
static const char *ks_match(KSMatcher *m, const char *s, const char *p) {
    if (m->depthLeft-- == 0) {
        luaL_error(m->L, "pattern too complex");
        return NULL;
    }
    while (s != NULL && p < m->patternEnd) {
        ks_steps(m, 1);
        switch (*p) {
        case '(':
            if (p + 1 < m->patternEnd && p[1] == ')') s = ks_opencapture(m, s, p + 2, KS_CAPTURE_POSITION);
            else s = ks_opencapture(m, s, p + 1, KS_CAPTURE_OPEN);
            goto done;
        case ')':
            s = ks_closecapture(m, s, p + 1);
            goto done;
        case '$':
            if (p + 1 != m->patternEnd) break;  // a '$' anywhere else is itself
            if (s != m->subjectEnd) s = NULL;
            goto done;
        case '%':
            if (p + 1 >= m->patternEnd) break;
            if (p[1] == 'b') {
                s = ks_balanced(m, s, p + 2);
                p += 4;
                continue;
            }
            if (p[1] == 'f') {
                p = ks_frontier(m, s, p + 2);
                if (p == NULL) s = NULL;
                continue;
            }
            if (isdigit((unsigned char)p[1])) {
                s = ks_backreference(m, s, (unsigned char)p[1]);
                p += 2;
                continue;
            }
            break;
        }
        const char *itemEnd = ks_itemend(m, p);
        int matches = ks_single(m, s, p, itemEnd);
        char quantifier = itemEnd < m->patternEnd ? *itemEnd : '\0';
        if (!matches && (quantifier == '*' || quantifier == '?' || quantifier == '-')) {
            p = itemEnd + 1;  // no repeat is the only choice: nothing to come back to
            continue;
        }
        switch (quantifier) {
        case '?': {
            const char *end = ks_match(m, s + 1, itemEnd + 1);
            if (end) {
                s = end;
                goto done;
            }
            p = itemEnd + 1;
            continue;
        }
        case '+': s = matches ? ks_longest(m, s + 1, p, itemEnd) : NULL; goto done;
        case '*': s = ks_longest(m, s, p, itemEnd); goto done;
        case '-': s = ks_shortest(m, s, p, itemEnd); goto done;
        default:
            if (matches) {
                s++;
                p = itemEnd;
            } else {
                s = NULL;
            }
        }
    }
done:
    m->depthLeft++;
    return s;
}

// MARK: Results

/// Pushes capture `i`: its text or position, or the whole match `s`...`e` when the pattern
/// has no captures and `i` is 0.
static void ks_pushcapture(KSMatcher *m, int i, const char *s, const char *e) {
    if (i >= m->level) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(m->L, s, (size_t)(e - s));
        return;
    }
    ptrdiff_t length = m->capture[i].length;
    if (length == KS_CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == KS_CAPTURE_POSITION) lua_pushinteger(m->L, m->capture[i].at - m->subject + 1);
    else lua_pushlstring(m->L, m->capture[i].at, (size_t)length);
}

/// Pushes every capture, or the whole match when there are none and `s` is not NULL.
static int ks_pushcaptures(KSMatcher *m, const char *s, const char *e) {
    int count = m->level == 0 && s != NULL ? 1 : m->level;
    luaL_checkstack(m->L, count, "too many captures");
    for (int i = 0; i < count; i++) ks_pushcapture(m, i, s, e);
    return count;
}

// MARK: The functions

/// The 0-based offset of the 1-based position `init` (negative: from the end) in a subject
/// of `length` bytes; positions before the start are the start.
static size_t ks_offset(lua_Integer init, size_t length) {
    if (init > 0) return (size_t)init - 1;
    if (init == 0 || init < -(lua_Integer)length) return 0;
    return length - (size_t)(-init);
}

/// True when the pattern has none of the characters that make it more than plain text.
static int ks_isplain(const char *p, size_t length) {
    for (size_t i = 0; i < length; i++) {
        switch (p[i]) {
        case '^': case '$': case '*': case '+': case '?': case '.': case '(': case '[': case '%': case '-':
            return 0;
        }
    }
    return 1;
}

static int ks_findormatch(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t start = ks_offset(luaL_optinteger(L, 3, 1), ls);
    if (start > ls) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || ks_isplain(p, lp))) {
        // memmem takes linear time, so plain searches need no steps counted.
        const char *at = memmem(s + start, ls - start, p, lp);
        if (at == NULL) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, at - s + 1);
        lua_pushinteger(L, (lua_Integer)(at - s + lp));
        return 2;
    }
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    KSMatcher m;
    ks_matcherinit(&m, L, s, ls, p, lp);
    for (const char *from = s + start;; from++) {
        ks_restart(&m);
        const char *end = ks_match(&m, from, p);
        if (end != NULL) {
            ks_chargesteps(&m);
            if (!find) return ks_pushcaptures(&m, from, end);
            lua_pushinteger(L, from - s + 1);
            lua_pushinteger(L, end - s);
            return 2 + ks_pushcaptures(&m, NULL, NULL);
        }
        if (anchored || from >= m.subjectEnd) break;
    }
    ks_chargesteps(&m);
    luaL_pushfail(L);
    return 1;
}

static int ks_find(lua_State *L) { return ks_findormatch(L, 1); }
static int ks_strmatch(lua_State *L) { return ks_findormatch(L, 0); }

/// Where a `gmatch` iterator goes on from, and where its last match ended (SIZE_MAX before
/// the first): an empty match right there would repeat it, so it does not count.
typedef struct {
    size_t from;
    size_t lastEnd;
} KSGmatchState;

/// The iterator `gmatch` returns. Upvalues: the subject, the pattern, the state.
static int ks_gmatchnext(lua_State *L) {
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    KSGmatchState *state = lua_touserdata(L, lua_upvalueindex(3));
    KSMatcher m;
    ks_matcherinit(&m, L, s, ls, p, lp);
    for (size_t at = state->from; at <= ls; at++) {
        ks_restart(&m);
        const char *end = ks_match(&m, s + at, p);
        if (end != NULL && (size_t)(end - s) != state->lastEnd) {
            state->from = state->lastEnd = (size_t)(end - s);
            ks_chargesteps(&m);
            return ks_pushcaptures(&m, s + at, end);
        }
    }
    state->from = ls + 1;
    ks_chargesteps(&m);
    return 0;
}

/// `gmatch(s, pattern, init)`. A '^' is an ordinary character here, as in Lua 5.4: an
/// anchor would stop the iteration.
static int ks_gmatch(lua_State *L) {
    size_t ls;
    luaL_checklstring(L, 1, &ls);
    luaL_checkstring(L, 2);
    size_t start = ks_offset(luaL_optinteger(L, 3, 1), ls);
    lua_settop(L, 2);
    KSGmatchState *state = lua_newuserdatauv(L, sizeof *state, 0);
    state->from = start > ls ? ls + 1 : start;
    state->lastEnd = SIZE_MAX;
    lua_pushcclosure(L, ks_gmatchnext, 3);
    return 1;
}

/// Adds the replacement string (argument 3) for the match `s`...`e`, with `%0`...`%9` and `%%`.
static void ks_addexpansion(KSMatcher *m, luaL_Buffer *b, const char *s, const char *e) {
    lua_State *L = m->L;
    size_t length;
    const char *r = lua_tolstring(L, 3, &length);
    const char *end = r + length;
    while (r < end) {
        const char *escape = memchr(r, '%', (size_t)(end - r));
        if (escape == NULL) {
            luaL_addlstring(b, r, (size_t)(end - r));
            return;
        }
        luaL_addlstring(b, r, (size_t)(escape - r));
        r = escape + 1;
        int c = r < end ? (unsigned char)*r : '\0';
        r++;
        if (c == '%') {
            luaL_addchar(b, '%');
        } else if (c == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit(c)) {
            ks_pushcapture(m, c - '1', s, e);
            luaL_tolstring(L, -1, NULL);  // a position capture is a number
            lua_remove(L, -2);
            luaL_addvalue(b);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", '%');
        }
    }
}

/// Adds what replaces the match `s`...`e`: the expanded string, or what the table or the
/// function (argument 3) gives for the captures; false or nil keeps the match.
static void ks_addreplacement(KSMatcher *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = m->L;
    if (kind == LUA_TSTRING) {
        ks_addexpansion(m, b, s, e);
        return;
    }
    ks_chargesteps(m);  // Lua code may run now, counting against the budget itself
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int count = ks_pushcaptures(m, s, e);
        lua_call(L, count, 1);
    } else {
        ks_pushcapture(m, 0, s, e);
        lua_gettable(L, 3);
    }
    ks_updatelimit(m);
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
    } else if (!lua_isstring(L, -1)) {
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    } else {
        luaL_addvalue(b);
    }
}

static int ks_gsub(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                     "string/function/table");
    if (kind == LUA_TNUMBER) {
        lua_tolstring(L, 3, NULL);  // a number replaces as its text
        kind = LUA_TSTRING;
    }
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    KSMatcher m;
    ks_matcherinit(&m, L, s, ls, p, lp);
    const char *at = s, *lastEnd = NULL;
    lua_Integer count = 0;
    while (count < most) {
        ks_restart(&m);
        const char *end = ks_match(&m, at, p);
        if (end != NULL && end != lastEnd) {
            count++;
            ks_addreplacement(&m, &b, at, end, kind);
            at = lastEnd = end;
        } else if (at < m.subjectEnd) {
            luaL_addchar(&b, *at++);
        } else {
            break;
        }
        if (anchored) break;
    }
    ks_chargesteps(&m);
    luaL_addlstring(&b, at, (size_t)(m.subjectEnd - at));
    luaL_pushresult(&b);
    lua_pushinteger(L, count);
    return 2;
}

void ks_pushpatterns(lua_State *L) {
    static const luaL_Reg functions[] = {
        {"find", ks_find},
        {"match", ks_strmatch},
        {"gmatch", ks_gmatch},
        {"gsub", ks_gsub},
        {NULL, NULL},
    };
    luaL_newlib(L, functions);
}
