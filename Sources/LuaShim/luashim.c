#include "internal.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// MARK: Bookkeeping shared by every thread of a state (it is the allocator's userdata)

/// A chunk compiled from a scene file: its source ("@path") and the name Lua's messages
/// show for it (the path, or "..." and its end when long).
typedef struct {
    char *source;
    char shown[LUA_IDSIZE];
} KSChunk;

typedef struct {
    size_t used;
    /// Bytes the engine keeps for the scene outside Lua, counted against the cap with `used`.
    size_t kept;
    size_t cap;
    /// While Lua code runs, a single allocation may take `used` this far past `cap` before it
    /// fails outright; the hook turns smaller overshoots into an error with a line number.
    size_t hardCap;
    /// True while Lua code runs (inside ks_pcall, outside Swift functions).
    int strict;
    int memoryExceeded;
    long long budget;
    long long spent;
    int budgetExceeded;
    /// Asked now and then whether to stop the run (`ks_setinterruptcheck`).
    ks_InterruptCheck interruptCheck;
    /// Hook runs since `interruptCheck` was last asked.
    int hooksSinceCheck;
    /// Monotonic seconds when the outermost ks_pcall began.
    double runStart;
    int interrupted;
    /// Nesting of ks_pcall: the budget restarts only for the outermost call.
    int depth;
    void *swift;
    /// Whether whole numbers the engine hands Lua stay floats (`ks_setfloatnumbers`).
    int floatNumbers;
    int64_t *freed;
    size_t freedCount, freedCapacity;
    /// The first "ran too long" or "not enough memory" message of the current run.
    char fatal[1024];
    /// The main thread, which lives as long as the state.
    lua_State *main;
    /// The chunks compiled from scene files (see `ks_loadtext`).
    KSChunk *chunks;
    size_t chunkCount, chunkCapacity;
    /// "file:line: " of the scene code running when the allocator last refused memory.
    char refusedWhere[LUA_IDSIZE + 32];
} KSContext;

static KSContext *ks_context(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (KSContext *)ud;
}

static void ks_noterefusal(KSContext *c);

static void *ks_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    KSContext *c = (KSContext *)ud;
    size_t old = ptr ? osize : 0;  // without a block, osize names the kind of object
    if (nsize == 0) {
        free(ptr);
        c->used -= old;
        return NULL;
    }
    if (c->strict && nsize > old && c->used - old + nsize + c->kept > c->hardCap) {
        ks_noterefusal(c);
        return NULL;
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    c->used = c->used - old + nsize;
    return block;
}

lua_State *ks_newstate(size_t memoryCap, long long instructionBudget, void *swiftContext) {
    KSContext *c = calloc(1, sizeof(KSContext));
    if (c == NULL) return NULL;
    c->cap = memoryCap;
    c->hardCap = memoryCap <= SIZE_MAX / 3 * 2 ? memoryCap + memoryCap / 2 : SIZE_MAX;
    c->budget = instructionBudget;
    c->swift = swiftContext;
    lua_State *L = lua_newstate(ks_alloc, c);
    if (L == NULL) {
        free(c);
        return NULL;
    }
    c->main = L;
    lua_setwarnf(L, NULL, NULL);  // warnings (e.g. from finalizers) are not a scene's output
    return L;
}

void ks_close(lua_State *L) {
    KSContext *c = ks_context(L);
    lua_close(L);
    for (size_t i = 0; i < c->chunkCount; i++) free(c->chunks[i].source);
    free(c->chunks);
    free(c->freed);
    free(c);
}

void *ks_swiftcontext(lua_State *L) { return ks_context(L)->swift; }

void ks_setfloatnumbers(lua_State *L, int on) { ks_context(L)->floatNumbers = on; }
int ks_floatnumbers(lua_State *L) { return ks_context(L)->floatNumbers; }

void ks_setinterruptcheck(lua_State *L, ks_InterruptCheck check) { ks_context(L)->interruptCheck = check; }

static double ks_monotonicseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

// MARK: Where an error happened

/// Whether `source` is that of a chunk compiled from a scene file.
static int ks_isscenechunk(KSContext *c, const char *source) {
    for (size_t i = 0; i < c->chunkCount; i++)
        if (strcmp(c->chunks[i].source, source) == 0) return 1;
    return 0;
}

/// Writes the name Lua's messages show for the chunk `chunkname` ("@path" or "=name"), as
/// Lua does: whole when it fits in LUA_IDSIZE with its terminator, else a file's path as
/// "..." and its end, and other names cut short.
static void ks_shownname(char shown[LUA_IDSIZE], const char *chunkname) {
    const char *name = chunkname + 1;
    size_t length = strlen(name);
    if (length < LUA_IDSIZE || chunkname[0] != '@') {
        snprintf(shown, LUA_IDSIZE, "%s", name);
    } else {
        memcpy(shown, "...", 3);
        memcpy(shown + 3, name + length - (LUA_IDSIZE - 4), LUA_IDSIZE - 3);  // with the terminator
    }
}

void ks_registerchunk(lua_State *L, const char *chunkname) {
    KSContext *c = ks_context(L);
    if ((chunkname[0] != '@' && chunkname[0] != '=') || ks_isscenechunk(c, chunkname)) return;
    if (c->chunkCount == c->chunkCapacity) {
        size_t capacity = c->chunkCapacity ? c->chunkCapacity * 2 : 8;
        KSChunk *grown = realloc(c->chunks, capacity * sizeof(KSChunk));
        if (grown == NULL) return;  // its errors are then positioned at the code that loaded it
        c->chunks = grown;
        c->chunkCapacity = capacity;
    }
    KSChunk *chunk = &c->chunks[c->chunkCount];
    chunk->source = strdup(chunkname);
    if (chunk->source == NULL) return;
    ks_shownname(chunk->shown, chunkname);
    c->chunkCount++;
}

/// The frame, at `level` or above, of the innermost scene file code with a known line, or
/// failing that of the innermost Lua code with one (a chunk from `load`); 0 when none runs.
/// Reads the stack only, allocating nothing, so the allocator may call it.
static int ks_findframe(lua_State *L, int level, lua_Debug *found) {
    KSContext *c = ks_context(L);
    lua_Debug ar;
    int haveAny = 0;
    for (; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        if (ks_isscenechunk(c, ar.source)) {
            *found = ar;
            return 1;
        }
        if (!haveAny) {
            *found = ar;
            haveAny = 1;
        }
    }
    return haveAny;
}

int ks_scenecode(lua_State *L, lua_Debug *ar) { return ks_findframe(L, 0, ar); }

/// Pushes "file:line: " for the scene code running at `level` or above (see
/// `ks_findframe`), or "" when none runs.
static void ks_where(lua_State *L, int level) {
    lua_Debug ar;
    if (ks_findframe(L, level, &ar)) lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
    else lua_pushliteral(L, "");
}

/// Raises the message on the top of the stack with the position of the scene code running
/// at `level` or above.
static int ks_raiseat(lua_State *L, int level) {
    ks_where(L, level);
    lua_insert(L, -2);
    lua_concat(L, 2);
    return lua_error(L);
}

/// Records where the main thread's scene code is when the allocator refuses memory: Lua
/// raises that error without a message handler, so this is the only moment to see it.
/// The main thread because it is the one sure to be alive; code in a coroutine is placed
/// where the main thread resumed it (`coroutine.wrap`'s function places it in the coroutine).
static void ks_noterefusal(KSContext *c) {
    lua_Debug ar;
    if (ks_findframe(c->main, 0, &ar)) snprintf(c->refusedWhere, sizeof c->refusedWhere, "%s:%d: ", ar.short_src, ar.currentline);
    else c->refusedWhere[0] = '\0';
}

/// Whether `message` starts with "name:line:" for `name`.
static int ks_startswithline(const char *message, const char *name) {
    size_t length = strlen(name);
    if (length == 0 || strncmp(message, name, length) != 0 || message[length] != ':') return 0;
    const char *p = message + length + 1;
    if (!isdigit((unsigned char)*p)) return 0;
    while (isdigit((unsigned char)*p)) p++;
    return *p == ':';
}

/// Whether `message` starts with the position of a line of a scene file, as Lua's messages
/// (the shown name) or Kinema's (the whole path) write it.
static int ks_ispositioned(KSContext *c, const char *message) {
    for (size_t i = 0; i < c->chunkCount; i++) {
        const char *source = c->chunks[i].source;
        if (ks_startswithline(message, c->chunks[i].shown)) return 1;
        if (source[0] == '@' && ks_startswithline(message, source + 1)) return 1;
    }
    return 0;
}

/// Puts the position of the innermost running scene code in front of the string on the
/// top of the stack, unless it starts with a scene file's position already: errors raised
/// with level 0, from C functions (a "C stack overflow"), or in chunks from `load`.
static void ks_position(lua_State *L) {
    KSContext *c = ks_context(L);
    if (ks_ispositioned(c, lua_tostring(L, -1))) return;
    int wasStrict = c->strict;
    c->strict = 0;  // the message itself needs a little memory
    ks_where(L, 0);
    lua_insert(L, -2);
    lua_concat(L, 2);
    c->strict = wasStrict;
}

// MARK: Limits

static void ks_hook(lua_State *L, lua_Debug *ar);

static void ks_sethookinterval(lua_State *L, int interval) {
    lua_sethook(L, ks_hook, LUA_MASKCOUNT, interval);
}

/// Records the first fatal message of a run, positioned at the running Lua code.
static void ks_setfatal(lua_State *L, KSContext *c, const char *message) {
    if (c->fatal[0] != '\0') return;
    int wasStrict = c->strict;
    c->strict = 0;  // the message itself needs a little memory
    ks_where(L, 0);
    lua_pushstring(L, message);
    lua_concat(L, 2);
    size_t length = 0;
    const char *text = lua_tolstring(L, -1, &length);
    if (length >= sizeof c->fatal) length = sizeof c->fatal - 1;
    memcpy(c->fatal, text, length);
    c->fatal[length] = '\0';
    lua_pop(L, 1);
    c->strict = wasStrict;
}

static void ks_notebudgetexceeded(lua_State *L, KSContext *c) {
    if (c->budgetExceeded) return;
    char message[160];
    snprintf(message, sizeof message, "script ran too long (instruction budget of %lld exceeded)", c->budget);
    ks_setfatal(L, c, message);
    c->budgetExceeded = 1;
}

/// Raises the run's fatal message; from now on every instruction fails, so a script's
/// pcall cannot swallow it.
static int ks_raisefatal(lua_State *L, KSContext *c) {
    if (lua_gethookcount(L) != 1) ks_sethookinterval(L, 1);
    lua_pushstring(L, c->fatal);
    return lua_error(L);
}

static void ks_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    KSContext *c = ks_context(L);
    if (c->depth == 0) return;  // no protected call to catch an error
    c->spent += lua_gethookcount(L);
    if (c->spent > c->budget) ks_notebudgetexceeded(L, c);
    if (!c->memoryExceeded && !ks_withincap(L)) {
        char message[160];
        snprintf(message, sizeof message, "not enough memory (the scene's memory cap of %zu MiB was exceeded)", c->cap >> 20);
        ks_setfatal(L, c, message);
        c->memoryExceeded = 1;
    }
    // The check reads a clock, so it is asked every 16 runs (16,000 instructions, tens of µs).
    if (c->interruptCheck != NULL && !c->interrupted && ++c->hooksSinceCheck >= 16) {
        c->hooksSinceCheck = 0;
        char message[512] = "";
        if (c->interruptCheck(c->swift, ks_monotonicseconds() - c->runStart, message, sizeof message)) {
            message[sizeof message - 1] = '\0';
            ks_setfatal(L, c, message);
            c->interrupted = 1;
        }
    }
    if (c->budgetExceeded || c->memoryExceeded || c->interrupted) ks_raisefatal(L, c);
    if (lua_gethookcount(L) != KS_HOOK_INTERVAL) ks_sethookinterval(L, KS_HOOK_INTERVAL);
}

void ks_setkeptbytes(lua_State *L, size_t bytes) { ks_context(L)->kept = bytes; }

int ks_withincap(lua_State *L) {
    KSContext *c = ks_context(L);
    if (c->used + c->kept <= c->cap) return 1;
    lua_gc(L, LUA_GCCOLLECT);  // count only what is still reachable
    return c->used + c->kept <= c->cap;
}

long long ks_budgetleft(lua_State *L) {
    KSContext *c = ks_context(L);
    return c->depth == 0 ? LLONG_MAX : c->budget - c->spent;
}

void ks_charge(lua_State *L, long long cost) { ks_context(L)->spent += cost; }

int ks_raisebudgetexceeded(lua_State *L) {
    KSContext *c = ks_context(L);
    ks_notebudgetexceeded(L, c);
    return ks_raisefatal(L, c);
}

// MARK: Running code

/// Hands a chunk's text to Lua's parser one line at a time and counts the lines.
typedef struct {
    const char *next, *end;
    int lines;
} KSLineReader;

static const char *ks_readline(lua_State *L, void *data, size_t *size) {
    (void)L;
    KSLineReader *reader = data;
    if (reader->next >= reader->end) {
        *size = 0;
        return NULL;
    }
    const char *start = reader->next;
    const char *newline = memchr(start, '\n', (size_t)(reader->end - start));
    reader->next = newline ? newline + 1 : reader->end;
    reader->lines++;
    *size = (size_t)(reader->next - start);
    return start;
}

typedef struct {
    KSLineReader reader;
    const char *chunkname;
    int status;
} KSLoad;

static int ks_loadprotected(lua_State *L) {
    KSLoad *load = lua_touserdata(L, 1);
    load->status = lua_load(L, ks_readline, &load->reader, load->chunkname, "t");
    return 1;
}

int ks_loadtext(lua_State *L, const char *text, size_t length, const char *chunkname) {
    ks_registerchunk(L, chunkname);
    KSLoad load = {{text, text + length, 0}, chunkname, LUA_OK};
    // Lua runs the message handler of the protected call running now (a `require`) for
    // some of the parser's errors; it would place them at the code asking for the load.
    lua_pushcfunction(L, ks_loadprotected);
    lua_pushlightuserdata(L, &load);
    int status = lua_pcall(L, 1, 1, 0);
    if (status == LUA_OK) status = load.status;
    if (status != LUA_OK && status != LUA_ERRSYNTAX && lua_type(L, -1) == LUA_TSTRING) {
        // A "C stack overflow" from deep nesting (or a memory error) comes without a line.
        // The parser asks for the next line only once it is past the end of one, so the
        // line it is on is the last one it was handed.
        const char *name = chunkname[0] == '@' || chunkname[0] == '=' ? chunkname + 1 : chunkname;
        lua_pushfstring(L, "%s:%d: ", name, load.reader.lines > 0 ? load.reader.lines : 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return status;
}

/// The message handler of `ks_pcall`: turns any error value into a message string placed
/// at the scene code that raised it (see `ks_position`); once the run has a fatal message,
/// that replaces every other.
static int ks_messagehandler(lua_State *L) {
    KSContext *c = ks_context(L);
    if (c->fatal[0] != '\0') {
        lua_pushstring(L, c->fatal);
        return 1;
    }
    if (lua_type(L, 1) != LUA_TSTRING && !(luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING))
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    ks_position(L);
    return 1;
}

/// The message handler of `require`'s protected call: places a string message as
/// `ks_position` does, while the stack still shows where it was raised, and leaves any
/// other error value as it is, for the script to catch.
static int ks_positionhandler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING && ks_context(L)->fatal[0] == '\0') ks_position(L);
    return 1;
}

int ks_pcall(lua_State *L, int nargs, int nresults) {
    KSContext *c = ks_context(L);
    if (c->depth == 0) {
        c->spent = 0;
        c->budgetExceeded = 0;
        c->memoryExceeded = 0;
        c->interrupted = 0;
        c->hooksSinceCheck = 0;
        if (c->interruptCheck != NULL) c->runStart = ks_monotonicseconds();
        c->fatal[0] = '\0';
        c->refusedWhere[0] = '\0';
        ks_sethookinterval(L, KS_HOOK_INTERVAL);
    }
    int handler = lua_gettop(L) - nargs;
    lua_pushcfunction(L, ks_messagehandler);
    lua_insert(L, handler);
    int wasStrict = c->strict;
    c->strict = 1;
    c->depth++;
    int status = lua_pcall(L, nargs, nresults, handler);
    c->depth--;
    c->strict = wasStrict;
    lua_remove(L, handler);
    if (status == LUA_OK && c->fatal[0] != '\0') {
        // `coroutine.resume` caught it in a coroutine, and the code after the resume ended
        // before the hook came round again: the run still failed.
        lua_settop(L, handler - 1);
        lua_pushstring(L, c->fatal);
        status = LUA_ERRRUN;
    }
    if (status != LUA_OK) {
        if (c->fatal[0] != '\0') {
            lua_pop(L, 1);
            lua_pushstring(L, c->fatal);
        } else if (status == LUA_ERRMEM) {
            lua_pop(L, 1);
            lua_pushfstring(L, "%snot enough memory (an allocation would take the scene past its memory cap of %I MiB)",
                            c->refusedWhere, (lua_Integer)(c->cap >> 20));
        } else if (lua_type(L, -1) != LUA_TSTRING) {
            lua_pop(L, 1);
            lua_pushliteral(L, "error in error handling");
        }
        if (c->depth == 0) lua_gc(L, LUA_GCCOLLECT);
    }
    return status;
}

// MARK: The sandbox

/// `load` that refuses binary chunks: the mode argument is always "t".
static int ks_load(lua_State *L) {
    int n = lua_gettop(L);
    if (n < 3) {
        lua_settop(L, 3);  // an absent environment (argument 4) must stay absent
        n = 3;
    }
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

/// `setmetatable` that refuses `__gc`: finalizers would run at unpredictable moments,
/// against the scene clock's determinism.
static int ks_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "__gc metamethods are not available in scenes");
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// What the script's handler gives `xpcall`; once the run has a fatal message (the budget
/// or the memory cap ran out), that message, without running the handler. Lua runs the
/// handler of an error raised in the budget hook before it unwinds, with hooks still off:
/// a handler that loops would never be stopped.
static int ks_guardedhandler(lua_State *L) {
    KSContext *c = ks_context(L);
    if (c->fatal[0] != '\0') {
        lua_pushstring(L, c->fatal);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int ks_returnall(lua_State *L, int status, lua_KContext context) {
    (void)status;
    (void)context;
    return lua_gettop(L);
}

/// `xpcall` whose message handler is guarded by `ks_guardedhandler`. The call continues
/// in `ks_returnall`, so the function may still yield.
static int ks_xpcall(lua_State *L) {
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, ks_guardedhandler, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, ks_returnall);
    return lua_gettop(L);
}

// A coroutine stopped by the budget hook keeps hooks off (Lua restores them only when it
// unwinds to a protected call, and a coroutine's error unwinds to `lua_resume`), so its
// to-be-closed variables' `__close` functions would run unstoppable when it is closed.
// Once the run has a fatal message no more of the scene's code may run: these skip them.

/// `coroutine.close` (upvalue: Lua's): returns false and the fatal message, closing
/// nothing, once the run has one.
static int ks_coclose(lua_State *L) {
    KSContext *c = ks_context(L);
    if (c->fatal[0] != '\0') {
        lua_pushboolean(L, 0);
        lua_pushstring(L, c->fatal);
        return 2;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// The function `coroutine.wrap` returns (upvalues: the coroutine, Lua's `coroutine.resume`
/// and `coroutine.close`): as Lua's, it resumes the coroutine and returns what it yields or
/// returns, and raises its error after closing it, with this call's position in front of a
/// string; but once the run has a fatal message it raises that without closing anything.
static int ks_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_rotate(L, 1, 2);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    if (lua_toboolean(L, 1)) return lua_gettop(L) - 1;
    KSContext *c = ks_context(L);
    if (c->fatal[0] != '\0') return ks_raisefatal(L, c);
    int status = lua_status(co);
    if (status == LUA_ERRMEM) {
        // Placed where the coroutine ran out, which its frames still show until it is closed,
        // as an allocation refused outside a coroutine is.
        lua_Debug ar;
        if (ks_findframe(co, 0, &ar)) {
            snprintf(c->refusedWhere, sizeof c->refusedWhere, "%s:%d: ", ar.short_src, ar.currentline);
            lua_settop(L, 0);
            lua_pushvalue(L, lua_upvalueindex(3));
            lua_pushvalue(L, lua_upvalueindex(1));
            lua_call(L, 1, 0);
            lua_pushfstring(L, "%snot enough memory (an allocation would take the scene past its memory cap of %I MiB)",
                            c->refusedWhere, (lua_Integer)(c->cap >> 20));
            return lua_error(L);
        }
    }
    if (status != LUA_OK && status != LUA_YIELD) {  // it failed just now, or earlier
        lua_settop(L, 0);
        lua_pushvalue(L, lua_upvalueindex(3));
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_call(L, 1, 2);  // false and the error (or one from a __close)
        if (status != LUA_ERRMEM && lua_type(L, 2) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, 2);
            lua_concat(L, 2);
        }
    }
    lua_settop(L, 2);
    return lua_error(L);
}

/// `coroutine.wrap` (upvalues: Lua's `coroutine.create`, `resume` and `close`).
static int ks_cowrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_call(L, 1, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_pushcclosure(L, ks_wrapped, 3);
    return 1;
}

static void ks_wrapglobal(lua_State *L, const char *name, lua_CFunction wrapper) {
    lua_getglobal(L, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setglobal(L, name);
}

static int ks_opensandbox_protected(lua_State *L) {
    static const luaL_Reg libraries[] = {
        {LUA_GNAME, luaopen_base},
        {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table},
        {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},
        {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL},
    };
    for (const luaL_Reg *lib = libraries; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    static const char *const removed[] = {"dofile", "loadfile", "collectgarbage", "warn", NULL};
    for (const char *const *name = removed; *name; name++) {
        lua_pushnil(L);
        lua_setglobal(L, *name);
    }
    lua_getglobal(L, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    // The pattern functions whose matching is bounded. The string table is also the
    // `__index` of strings' metatable, so ("x"):find(...) gets them too.
    ks_pushpatterns(L);
    static const char *const patternFunctions[] = {"find", "match", "gmatch", "gsub", NULL};
    for (const char *const *name = patternFunctions; *name; name++) {
        lua_getfield(L, -1, *name);
        lua_setfield(L, -3, *name);
    }
    lua_pop(L, 2);
    ks_wrapglobal(L, "load", ks_load);
    ks_wrapglobal(L, "setmetatable", ks_setmetatable);
    ks_wrapglobal(L, "xpcall", ks_xpcall);
    lua_getglobal(L, LUA_COLIBNAME);
    lua_getfield(L, -1, "create");
    lua_getfield(L, -2, "resume");
    lua_getfield(L, -3, "close");
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, ks_coclose, 1);
    lua_setfield(L, -5, "close");
    lua_pushcclosure(L, ks_cowrap, 3);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
    // The same scene draws the same "random" numbers every time it runs.
    lua_getglobal(L, LUA_MATHLIBNAME);
    lua_getfield(L, -1, "randomseed");
    lua_pushinteger(L, 0);
    lua_call(L, 1, 0);
    lua_pop(L, 1);
    return 0;
}

int ks_opensandbox(lua_State *L) {
    lua_pushcfunction(L, ks_opensandbox_protected);
    return lua_pcall(L, 0, 0, 0);
}

// MARK: require

/// Upvalues: 1 the resolver (name → path), 2 the loader (path → chunk), 3 the loaded
/// modules by path, 4 the paths of the modules loading now, 5 their names as required.
static int ks_require(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_call(L, 1, 1);
    const char *path = lua_tostring(L, 2);
    if (path == NULL) return luaL_error(L, "require: the module resolver returned no path");
    if (lua_getfield(L, lua_upvalueindex(3), path) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    int loadingPaths = lua_upvalueindex(4), loadingNames = lua_upvalueindex(5);
    lua_Integer depth = luaL_len(L, loadingPaths);
    for (lua_Integer i = 1; i <= depth; i++) {
        lua_rawgeti(L, loadingPaths, i);
        int same = strcmp(lua_tostring(L, -1), path) == 0;
        lua_pop(L, 1);
        if (!same) continue;
        luaL_Buffer chain;
        luaL_buffinit(L, &chain);
        luaL_addstring(&chain, "require cycle: ");
        for (lua_Integer j = i; j <= depth; j++) {
            lua_rawgeti(L, loadingNames, j);
            luaL_addvalue(&chain);
            luaL_addstring(&chain, " -> ");
        }
        lua_pushvalue(L, 1);
        luaL_addvalue(&chain);
        luaL_pushresult(&chain);
        return ks_raiseat(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 2);
    lua_call(L, 1, 1);  // the module's compiled chunk, at 3
    lua_pushvalue(L, 2);
    lua_rawseti(L, loadingPaths, depth + 1);
    lua_pushvalue(L, 1);
    lua_rawseti(L, loadingNames, depth + 1);
    lua_pushcfunction(L, ks_positionhandler);
    lua_pushvalue(L, 3);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    int status = lua_pcall(L, 2, 1, 4);
    lua_remove(L, 4);
    lua_pushnil(L);
    lua_rawseti(L, loadingPaths, depth + 1);
    lua_pushnil(L);
    lua_rawseti(L, loadingNames, depth + 1);
    if (status != LUA_OK) return lua_error(L);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, lua_upvalueindex(3), path);
    return 1;
}

void ks_pushrequire(lua_State *L) {
    lua_newtable(L);
    lua_newtable(L);
    lua_newtable(L);
    lua_pushcclosure(L, ks_require, 5);
}

// MARK: print

static int ks_print(lua_State *L) {
    int n = lua_gettop(L);
    luaL_Buffer line;
    luaL_buffinit(L, &line);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&line, '\t');
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&line);
    }
    luaL_pushresult(&line);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, -2);
    lua_call(L, 1, 0);
    return 0;
}

void ks_pushprint(lua_State *L) {
    lua_pushcclosure(L, ks_print, 1);
}

// MARK: Swift functions

static int ks_trampoline(lua_State *L) {
    KSContext *c = ks_context(L);
    ks_SwiftDispatch dispatch = *(ks_SwiftDispatch *)lua_touserdata(L, lua_upvalueindex(1));
    int entry = (int)lua_tointeger(L, lua_upvalueindex(2));
    int wasStrict = c->strict;
    c->strict = 0;  // an allocation failure would raise through Swift
    c->spent += KS_SWIFT_CALL_COST;
    int results = dispatch(L, entry);
    c->strict = wasStrict;
    if (results == KS_RAISE) return ks_raiseat(L, 1);
    if (results == KS_RETHROW) return lua_error(L);
    if (wasStrict && !ks_withincap(L)) {
        lua_pushfstring(L, "not enough memory (the scene's memory cap of %I MiB was exceeded)", (lua_Integer)(c->cap >> 20));
        return ks_raiseat(L, 1);
    }
    return results;
}

void ks_pushswiftfunction(lua_State *L, ks_SwiftDispatch dispatch, int entry) {
    ks_SwiftDispatch *slot = lua_newuserdatauv(L, sizeof dispatch, 0);
    *slot = dispatch;
    lua_pushinteger(L, entry);
    lua_pushcclosure(L, ks_trampoline, 2);
}

// MARK: Handles

#define KS_HANDLE_MAGIC 0x4b696e656d61ULL  // "Kinema"

typedef struct {
    uint64_t magic;
    int64_t handle;
} KSHandle;

void ks_pushhandle(lua_State *L, int64_t handle, const char *metatable) {
    KSHandle *h = lua_newuserdatauv(L, sizeof(KSHandle), 0);
    h->magic = KS_HANDLE_MAGIC;
    h->handle = handle;
    luaL_setmetatable(L, metatable);
}

int64_t ks_tohandle(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA || lua_rawlen(L, index) != sizeof(KSHandle)) return -1;
    KSHandle *h = lua_touserdata(L, index);
    return h->magic == KS_HANDLE_MAGIC ? h->handle : -1;
}

/// `__gc` of handles: queues the handle; Swift lets go of the object at a safe moment.
static int ks_collecthandle(lua_State *L) {
    KSContext *c = ks_context(L);
    int64_t handle = ks_tohandle(L, 1);
    if (handle < 0) return 0;
    if (c->freedCount == c->freedCapacity) {
        size_t capacity = c->freedCapacity ? c->freedCapacity * 2 : 64;
        int64_t *grown = realloc(c->freed, capacity * sizeof(int64_t));
        if (grown == NULL) return 0;  // the Swift object then lives until the state closes
        c->freed = grown;
        c->freedCapacity = capacity;
    }
    c->freed[c->freedCount++] = handle;
    return 0;
}

void ks_newhandlemetatable(lua_State *L, const char *name) {
    if (!luaL_newmetatable(L, name)) return;
    lua_pushcfunction(L, ks_collecthandle);
    lua_setfield(L, -2, "__gc");
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__metatable");
}

int ks_popfreed(lua_State *L, int64_t *handle) {
    KSContext *c = ks_context(L);
    if (c->freedCount == 0) return 0;
    *handle = c->freed[--c->freedCount];
    return 1;
}

// MARK: Macros as functions

int ks_registryindex(void) { return LUA_REGISTRYINDEX; }
void ks_pop(lua_State *L, int n) { lua_pop(L, n); }
int ks_isnoneornil(lua_State *L, int index) { return lua_isnoneornil(L, index); }
const char *ks_tostring(lua_State *L, int index, size_t *length) {
    return lua_type(L, index) == LUA_TSTRING ? lua_tolstring(L, index, length) : NULL;
}
double ks_tonumber(lua_State *L, int index, int *isnum) {
    if (lua_type(L, index) != LUA_TNUMBER) {
        *isnum = 0;
        return 0;
    }
    return lua_tonumberx(L, index, isnum);
}
void ks_remove(lua_State *L, int index) { lua_remove(L, index); }
int ks_ref(lua_State *L) { return luaL_ref(L, LUA_REGISTRYINDEX); }
void ks_unref(lua_State *L, int ref) { luaL_unref(L, LUA_REGISTRYINDEX, ref); }
int ks_rawgetref(lua_State *L, int ref) { return lua_rawgeti(L, LUA_REGISTRYINDEX, ref); }
