#ifndef KINEMA_LUASHIM_H
#define KINEMA_LUASHIM_H

// Lua's macros as functions, and every call that may raise a Lua error, for Swift.
//
// Lua reports errors with longjmp, which must never cross a Swift frame. So Swift calls
// only API functions that cannot raise (or whose only failure is memory, which the
// allocator makes lenient while Swift runs), and Lua calls Swift only through
// `ks_pushswiftfunction`'s C trampoline: the Swift function returns KS_RAISE or
// KS_RETHROW instead of raising, and the trampoline raises from C.

#include <stddef.h>
#include <stdint.h>
#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

/// The one Swift function Lua calls: it runs the registered Swift function numbered `entry`
/// and returns the number of results it pushed, or one of the codes below.
typedef int (*ks_SwiftDispatch)(lua_State *L, int entry);

/// The Swift function pushed an error message: the trampoline prefixes the `file:line:`
/// of the calling Lua code and raises it.
#define KS_RAISE (-1)
/// The Swift function left a Lua error value (from a nested protected call) on the top of
/// the stack: the trampoline raises it unchanged.
#define KS_RETHROW (-2)

/// Lua instructions between two runs of the budget hook.
#define KS_HOOK_INTERVAL 1000
/// Instructions charged to the budget for every call into Swift, which does real work.
#define KS_SWIFT_CALL_COST 50

// MARK: States

/// A new state whose allocations are capped at `memoryCap` bytes while Lua code runs and
/// whose protected calls stop after `instructionBudget` instructions. `swiftContext` is
/// handed back by `ks_swiftcontext`. Returns NULL when there is no memory at all.
lua_State *ks_newstate(size_t memoryCap, long long instructionBudget, void *swiftContext);
/// Asks `check` every few thousand instructions, while a protected call runs, whether to
/// stop it: `elapsed` is the real time in seconds since the outermost `ks_pcall` began.
/// Returning nonzero after writing a message into `message` (at most `capacity` bytes,
/// terminated) stops the run with that message at the running line, as a blown budget
/// does. NULL asks nothing. `check` must not raise.
typedef int (*ks_InterruptCheck)(void *swiftContext, double elapsed, char *message, size_t capacity);
void ks_setinterruptcheck(lua_State *L, ks_InterruptCheck check);
/// Closes the state and frees its bookkeeping.
void ks_close(lua_State *L);
/// The pointer given to `ks_newstate`; works from any thread (coroutine) of the state.
void *ks_swiftcontext(lua_State *L);
/// Whether the engine's whole numbers reach Lua as floats (on: a Swift scene, where a
/// `CGFloat` 100 is `100.0`) or as integers (off, the default: Lua prints them `100`).
void ks_setfloatnumbers(lua_State *L, int on);
int ks_floatnumbers(lua_State *L);
/// Sets the bytes the engine keeps for the scene outside Lua (the strings its layers and
/// views hold), which count against the memory cap together with Lua's own allocations.
void ks_setkeptbytes(lua_State *L, size_t bytes);
/// Whether Lua's allocations and the kept bytes together are within the memory cap, after
/// a full collection when they are not at first. Raises no error.
int ks_withincap(lua_State *L);

// MARK: Running code

/// Compiles text (never a binary chunk) from a scene file as a function on the top of the
/// stack; errors are then placed on lines of this chunk rather than of code it calls (see
/// `ks_pcall`). On failure pushes the message, always with a `file:line:` prefix (the
/// line the parser had reached), and returns the status.
int ks_loadtext(lua_State *L, const char *text, size_t length, const char *chunkname);
/// Names the chunk `chunkname` ("@path" or "=name") as a scene file's before it is
/// compiled, so that messages placed in it (by Kinema, about a file that cannot be read)
/// keep their position. `ks_loadtext` does this too.
void ks_registerchunk(lua_State *L, const char *chunkname);
/// Calls the function below `nargs` arguments, protected, with the memory cap enforced and
/// the instruction budget counting (reset when this is not nested in another `ks_pcall`).
/// On failure leaves one string on the stack: the message, with the `file:line:` prefix of
/// the innermost scene file code running when it was raised (whatever raised it: `error`
/// with a table or level 0, a C function, a chunk from `load`); a blown budget or memory
/// cap always wins over other messages.
int ks_pcall(lua_State *L, int nargs, int nresults);
/// Opens the sandboxed libraries (base without file access, string, table, math, utf8,
/// coroutine), seeds `math.random` with a fixed seed and installs the text-only `load`,
/// the `setmetatable` that refuses `__gc` and the bounded pattern functions
/// (`ks_pushpatterns`); `xpcall`, `coroutine.wrap` and `coroutine.close` run none of the
/// scene's code once the budget or the memory cap ran out. Returns a status; a message on
/// failure.
int ks_opensandbox(lua_State *L);
/// Pushes a table with `find`, `match`, `gmatch` and `gsub` as Lua 5.4 has them (same
/// results, same errors), whose matcher stops with "pattern matching took too long" after
/// a bounded number of steps (see patterns.c) and counts its steps against the
/// instruction budget. For states made by `ks_newstate`.
void ks_pushpatterns(lua_State *L);
/// Fills `ar` (source and current line) for the innermost running code of a scene file
/// (one compiled by `ks_loadtext`), or failing that of any Lua code with a line (a chunk
/// from `load`); returns 0 when no Lua code runs. Errors are placed there too.
int ks_scenecode(lua_State *L, lua_Debug *ar);
/// Pops two functions (usually Swift), a resolver below a loader, and pushes `require(name)`
/// built on them: the resolver turns a module name into its file's path (or raises), the
/// loader compiles that file into a chunk. Modules are cached by path for the life of the
/// state, and cycles are reported with the names as required.
void ks_pushrequire(lua_State *L);
/// Pushes `print(...)`: converts its arguments as `tostring` does, joins them with tabs
/// and passes the line to the function on the top of the stack, which it pops.
void ks_pushprint(lua_State *L);

// MARK: Swift functions

/// Pushes a Lua function that calls `dispatch(L, entry)` through the trampoline: one C
/// function serves every Swift function, told apart by their entry numbers.
void ks_pushswiftfunction(lua_State *L, ks_SwiftDispatch dispatch, int entry);

// MARK: Handles (userdata that name a Swift object)

/// Pushes a new full userdata holding `handle`, with the metatable stored in the registry
/// under `metatable`.
void ks_pushhandle(lua_State *L, int64_t handle, const char *metatable);
/// The handle held by the userdata at `index`, or -1 when it is not a handle.
int64_t ks_tohandle(lua_State *L, int index);
/// Creates (or fetches) the registry metatable `name` for handles: its `__gc` queues the
/// handle for `ks_popfreed`, and `__name`/`__metatable` are set. Leaves it on the stack.
void ks_newhandlemetatable(lua_State *L, const char *name);
/// Takes one handle whose userdata was collected; returns 0 when there is none.
int ks_popfreed(lua_State *L, int64_t *handle);

// MARK: Macros as functions

int ks_registryindex(void);
void ks_pop(lua_State *L, int n);
int ks_isnoneornil(lua_State *L, int index);
void ks_remove(lua_State *L, int index);
/// luaL_ref/luaL_unref on the registry, and reading a reference back.
int ks_ref(lua_State *L);
void ks_unref(lua_State *L, int ref);
int ks_rawgetref(lua_State *L, int ref);
/// The string at `index` only when it is a string: numbers are not converted in place,
/// which would confuse `lua_next`. NULL otherwise.
const char *ks_tostring(lua_State *L, int index, size_t *length);
/// The number at `index` only when it is a number (strings are not converted).
double ks_tonumber(lua_State *L, int index, int *isnum);

#endif
