#include "luashim.h"
