#ifndef KINEMA_LUASHIM_INTERNAL_H
#define KINEMA_LUASHIM_INTERNAL_H

// What the shim's C files share and Swift does not see.

#include "luashim.h"

/// Instructions the running protected call may still spend (a very large number outside
/// any `ks_pcall`, where nothing counts); zero or less once the budget ran out.
long long ks_budgetleft(lua_State *L);
/// Adds `cost` instructions' worth of work done in C to the budget's count.
void ks_charge(lua_State *L, long long cost);
/// Raises the "script ran too long" error at the running Lua code, as the budget hook does
/// (and, like it, makes every later instruction fail too).
int ks_raisebudgetexceeded(lua_State *L);

#endif
