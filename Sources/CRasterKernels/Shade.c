// Shading a layer program: for each row, where it lies in layer space and which of its pixels
// each shape surely covers or misses (in doubles, with a margin of half a pixel and a bit, so
// the runs are never wrong; set up once per draw as lines in the row number), its plain run,
// then the loop for this CPU over the row; and the scalar twin, every pixel in full.
#include "Shade.h"

/// The row geometry a draw shares: first pixel centre of the first row, steps along a row and down.
typedef struct {
    double u0, v0, du, dv, ru, rv;
} KinemaRowGeometry;

/// Puts rectangle `slot` of `table`: [minX, maxX] × [minY, maxY] in layer space, whose runs are
/// all pixels that may lie in it (`outward`) or only those that surely do. Pixel i of row r
/// has its centre at u = u0 + i·du + r·ru (v alike), so each side's pixel index moves linearly
/// with r; an axis the row does not move along (du = 0) is crossed whole or not at all.
static void kinema_put_rect(KinemaRunTable *table, intptr_t slot, const KinemaRowGeometry *g, double minX, double minY,
                            double maxX, double maxY, int outward) {
    table->outward[slot] = outward;
    if (!(minX <= maxX && minY <= maxY)) {
        kinema_put_empty(table, slot);
        return;
    }
    double p0[2] = {g->u0, g->v0}, dp[2] = {g->du, g->dv}, rp[2] = {g->ru, g->rv};
    double lo[2] = {minX, minY}, hi[2] = {maxX, maxY};
    for (int axis = 0; axis < 2; axis++) {
        double a, b, slope, still = 0;
        if (dp[axis] == 0) {
            // p(r) − p0 = r·rp must lie within [lo − p0, hi − p0].
            still = 1;
            a = lo[axis] - p0[axis];
            b = hi[axis] - p0[axis];
            slope = rp[axis];
        } else {
            double x = (lo[axis] - p0[axis]) / dp[axis], y = (hi[axis] - p0[axis]) / dp[axis];
            a = x < y ? x : y;
            b = x < y ? y : x;
            slope = -rp[axis] / dp[axis];
        }
        if (axis == 0) {
            table->loU[slot] = a; table->hiU[slot] = b; table->slopeU[slot] = slope; table->stillU[slot] = still;
        } else {
            table->loV[slot] = a; table->hiV[slot] = b; table->slopeV[slot] = slope; table->stillV[slot] = still;
        }
    }
}

/// floor and ceil of x, a whole number or within [-1, count + 1] (whole numbers in range convert
/// exactly), without the library calls that baseline x86-64 makes of them.
static inline intptr_t kinema_floor(double x) {
    intptr_t t = (intptr_t)x;
    return (double)t > x ? t - 1 : t;
}
static inline intptr_t kinema_ceil(double x) {
    intptr_t t = (intptr_t)x;
    return (double)t < x ? t + 1 : t;
}

/// Narrows [*i0, *i1] to row r's pixels within one axis of a rectangle (`kinema_put_rect`);
/// true when the row misses it altogether (an axis the row does not move along).
static inline int kinema_narrow_axis(double still, double lo, double hi, double slope, double r, double *i0,
                                     double *i1) {
    if (still != 0) {
        double at = r * slope;
        return !(at >= lo && at <= hi);
    }
    double a = lo + r * slope, b = hi + r * slope;
    *i0 = a > *i0 ? a : *i0;
    *i1 = b < *i1 ? b : *i1;
    return 0;
}

void kinema_runs_scalar(const KinemaRunTable *t, double r, intptr_t count, int64_t *starts, int64_t *ends) {
    double top = (double)count + 1;
    for (intptr_t k = 0; k < t->count; k++) {
        double i0 = -1, i1 = (double)count;
        int empty = kinema_narrow_axis(t->stillU[k], t->loU[k], t->hiU[k], t->slopeU[k], r, &i0, &i1) |
                    kinema_narrow_axis(t->stillV[k], t->loV[k], t->hiV[k], t->slopeV[k], r, &i0, &i1);
        empty |= !(i0 <= i1);
        if (empty) {
            starts[k] = ends[k] = 0;
            continue;
        }
        i0 = i0 > -1 ? i0 : -1;
        i0 = i0 < top ? i0 : top;
        i1 = i1 > -1 ? i1 : -1;
        i1 = i1 < top ? i1 : top;
        double a = (double)(t->outward[k] != 0 ? kinema_floor(i0) : kinema_ceil(i0));
        double b = (double)(t->outward[k] != 0 ? kinema_ceil(i1) : kinema_floor(i1)) + 1;
        a = a > 0 ? a : 0;
        a = a < (double)count ? a : (double)count;
        b = b > 0 ? b : 0;
        b = b < (double)count ? b : (double)count;
        b = b > a ? b : a;
        starts[k] = (int64_t)a;
        ends[k] = (int64_t)b;
    }
}

/// How many rectangles a shape has in the table: the one it may touch, then those it surely
/// covers whole by the margin (a ring's inner shape: its hole).
enum { KINEMA_SOLID_RECTS = KINEMA_SHAPE_SLOTS - 1 };

/// The slot of shape k's first rectangle.
static intptr_t kinema_touch_slot(intptr_t k) { return 2 + KINEMA_SHAPE_SLOTS * k; }

/// Puts shape k's rectangles: the touch one, and the solid ones when it is large enough for a
/// step of sixteen pixels to lie wholly inside (else empty). Returns whether it has them.
static int kinema_put_shape(KinemaRunTable *table, intptr_t k, const KinemaRowGeometry *g, const KinemaShadeShape *s,
                            double margin, double step) {
    intptr_t slot = kinema_touch_slot(k);
    kinema_put_rect(table, slot, g, s->centerX - s->halfWidth - margin, s->centerY - s->halfHeight - margin,
                    s->centerX + s->halfWidth + margin, s->centerY + s->halfHeight + margin, 1);
    double hx = s->halfWidth, hy = s->halfHeight;
    const float *radii = s->radii;
    if (s->isRing) {
        hx = s->innerIsEmpty ? 0 : s->innerHalfWidth;
        hy = s->innerIsEmpty ? 0 : s->innerHalfHeight;
        radii = s->innerRadii;
    }
    if (!(2 * hx > step && 2 * hy > step)) {
        for (int n = 1; n <= KINEMA_SOLID_RECTS; n++) kinema_put_empty(table, slot + n);
        return 0;
    }
    double r = 0;
    for (int n = 0; n < 4; n++) r = radii[n] > r ? radii[n] : r;
    double cx = s->centerX, cy = s->centerY;
    // Rectangles through the points of every corner's quarter circle at three angles: together
    // most of the shape, each a run along a row. At 0°, 45° and 90° for a rectangle with small
    // corners (a band across, the middle, a band down); at 22.5°, 45° and 67.5° when the corners
    // take most of its sides (a circle, whose 0° and 90° bands are empty).
    static const double square[KINEMA_SOLID_RECTS][2] = {{1, 0}, {0.70710678118654752, 0.70710678118654752}, {0, 1}};
    static const double round[KINEMA_SOLID_RECTS][2] = {
        {0.92387953251128674, 0.38268343236508977}, {0.70710678118654752, 0.70710678118654752},
        {0.38268343236508977, 0.92387953251128674}};
    int isRound = r >= 0.9 * (hx < hy ? hx : hy);
    // With aliased sides coverage is whole everywhere but the corner squares (the outline cuts
    // the rest): the 0° rectangle reaches across without end, the 90° one down.
    double reach = !s->isRing && s->aliasedSides && !isRound ? 1e300 : 0;
    for (int n = 0; n < KINEMA_SOLID_RECTS; n++) {
        const double *cs = isRound ? round[n] : square[n];
        double insetX = r * (1 - cs[0]) + margin, insetY = r * (1 - cs[1]) + margin;
        double reachX = n == 0 ? reach : 0, reachY = n == KINEMA_SOLID_RECTS - 1 ? reach : 0;
        kinema_put_rect(table, slot + 1 + n, g, cx - hx + insetX - reachX, cy - hy + insetY - reachY,
                        cx + hx - insetX + reachX, cy + hy - insetY + reachY, 0);
    }
    return 1;
}

/// Joins the run [a0, a1) into [*start, *end): their union when they meet, else the longer.
static inline void kinema_join(intptr_t a0, intptr_t a1, intptr_t *start, intptr_t *end) {
    if (a1 <= a0) return;
    if (*end <= *start) { *start = a0; *end = a1; return; }
    if (a0 <= *end && *start <= a1) {
        *start = a0 < *start ? a0 : *start;
        *end = a1 > *end ? a1 : *end;
    } else if (a1 - a0 > *end - *start) {
        *start = a0;
        *end = a1;
    }
}

typedef void (*KinemaShadeRun)(const KinemaShadeProgram *, const KinemaShadeRow *, uint32_t *);

KinemaKernels kinema_shade_kernels(KinemaKernels kernels) {
#if defined(__x86_64__) || defined(__i386__)
    int avx512 = kinema_kernels_supported(KinemaKernelsAVX512);
    int avx2 = kinema_kernels_supported(KinemaKernelsAVX2) && __builtin_cpu_supports("fma");
    if ((kernels == KinemaKernelsBest || kernels == KinemaKernelsAVX512) && avx512) return KinemaKernelsAVX512;
    if ((kernels == KinemaKernelsBest || kernels == KinemaKernelsAVX512 || kernels == KinemaKernelsAVX2) && avx2)
        return KinemaKernelsAVX2;
#endif
    (void)kernels;
    return KinemaKernelsScalar;
}

/// True when a shape's paint is opaque everywhere: what it covers whole hides what is under it.
static int kinema_is_opaque(const KinemaShadeShape *s) {
    if (s->table) return s->tableIsOpaque;
    if (s->ramp) return s->rampStart[3] == 255.0f && s->rampDelta[3] == 0.0f;
    return (s->color >> 24) == 255;
}

/// Takes the piece [a, b) out of the run [*lo, *hi), keeping the longer side of it.
static inline void kinema_cut(intptr_t a, intptr_t b, intptr_t *lo, intptr_t *hi) {
    if (b <= a || b <= *lo || a >= *hi) return;
    if (a - *lo >= *hi - b) *hi = a; else *lo = b;
}

/// The row's plain run (`KinemaShadeRow.plain0`) and its shape and fade, for a row whose spans
/// are counted from its first drawn pixel: sixteen pixels at least, or none.
static void kinema_plain_run(const KinemaShadeProgram *p, const int opaque[], KinemaShadeRow *row) {
    row->plain0 = row->plain1 = 0;
    intptr_t count = row->count, best = -1, bestLength = 15;
    for (intptr_t k = 0; k < p->count; k++) {
        const KinemaShadeSpan *span = &row->spans[k];
        if (p->shapes[k].isMask || p->shapes[k].isRing) continue;
        intptr_t a = span->solid0 > 0 ? span->solid0 : 0, b = span->solid1 < count ? span->solid1 : count;
        if (b - a > bestLength) { best = k; bestLength = b - a; }
    }
    if (best < 0) return;
    intptr_t lo = row->spans[best].solid0 > 0 ? row->spans[best].solid0 : 0;
    intptr_t hi = row->spans[best].solid1 < count ? row->spans[best].solid1 : count;
    if (p->hasOutline) {
        lo = row->outline0 > lo ? row->outline0 : lo;
        hi = row->outline1 < hi ? row->outline1 : hi;
    }
    // The masks' product as the general formula forms it, each covering whole (coverage 1).
    float mask = 1.0f;
    for (intptr_t k = 0; k < p->count; k++) {
        const KinemaShadeShape *s = &p->shapes[k];
        const KinemaShadeSpan *span = &row->spans[k];
        if (s->isMask) {
            if (s->table || s->ramp) return;
            lo = span->solid0 > lo ? span->solid0 : lo;
            hi = span->solid1 < hi ? span->solid1 : hi;
            mask = mask * (1.0f * ((float)(s->color >> 24) * kinema_inverse255));
        } else if (k != best && !(k < best && opaque[best])) {
            // Another painted shape must not show here: outside it, or in a ring's hole. (Under an
            // opaque shape covering whole, one drops out exactly: 1 − 255/255 is 0 in floats.)
            if (s->isRing && span->solid1 > span->solid0) {
                kinema_cut(span->touch0, span->solid0, &lo, &hi);
                kinema_cut(span->solid1, span->touch1, &lo, &hi);
            } else {
                kinema_cut(span->touch0, span->touch1, &lo, &hi);
            }
        }
    }
    if (hi - lo < 16) return;
    row->plain0 = lo;
    row->plain1 = hi;
    row->plain.shape = best;
    row->plain.fade = p->opacity * mask;
}

void kinema_shade_rows(KinemaKernels kernels, const KinemaShadeProgram *p, uint32_t *pixels, intptr_t stride,
                       intptr_t y0, intptr_t y1, intptr_t x0, intptr_t x1) {
    if (x1 <= x0 || y1 <= y0 || p->count <= 0 || p->count > KINEMA_SHADE_MAX_SHAPES || !(p->pixelsPerPoint > 0)) return;
    KinemaShadeRun run = kinema_shade_run_scalar;
    KinemaRunsOfRow runs = kinema_runs_scalar;
    switch (kinema_shade_kernels(kernels)) {
#if defined(__x86_64__) || defined(__i386__)
    case KinemaKernelsAVX512: run = kinema_shade_run_avx512; runs = kinema_runs_avx512; break;
    case KinemaKernelsAVX2: run = kinema_shade_run_avx2; runs = kinema_runs_avx2; break;
#endif
    default: break;
    }
    const double *m = p->toLayer;
    KinemaRowGeometry g = {m[0] * ((double)x0 + 0.5) + m[2] * ((double)y0 + 0.5) + m[4],
                           m[1] * ((double)x0 + 0.5) + m[3] * ((double)y0 + 0.5) + m[5], m[0], m[1], m[2], m[3]};
    intptr_t count = x1 - x0;
    // Half a pixel and a bit, in points: a centre this far outside a shape has coverage 0 (½ − d
    // clamped), this far inside, 1 (the float arithmetic of the loops is well within the bit).
    double margin = 0.5 / p->pixelsPerPoint + 0.01, step = 16 / p->pixelsPerPoint;
    // Every rectangle whose runs a row needs, worked out for all rows at once: the outline (outer
    // and inner by the margin), then each shape's four (`kinema_put_shape`).
    KinemaRunTable table;
    table.count = (kinema_touch_slot(p->count) + 7) / 8 * 8;
    for (intptr_t k = kinema_touch_slot(p->count); k < table.count; k++) kinema_put_empty(&table, k);
    if (p->hasOutline) {
        kinema_put_rect(&table, 0, &g, p->outline[0] - margin, p->outline[1] - margin, p->outline[2] + margin,
                        p->outline[3] + margin, 1);
        kinema_put_rect(&table, 1, &g, p->outline[0] + margin, p->outline[1] + margin, p->outline[2] - margin,
                        p->outline[3] - margin, 0);
    } else {
        kinema_put_empty(&table, 0);
        kinema_put_empty(&table, 1);
    }
    int opaque[KINEMA_SHADE_MAX_SHAPES], solid[KINEMA_SHADE_MAX_SHAPES];
    // Each gradient's position at pixel i of row r is t00 + i·dt + r·dtRow (rows counted from
    // y0, pixels from x0); the others have none.
    double t00[KINEMA_SHADE_MAX_SHAPES], dt[KINEMA_SHADE_MAX_SHAPES], dtRow[KINEMA_SHADE_MAX_SHAPES];
    KinemaShadeRow prepared;
    for (intptr_t k = 0; k < p->count; k++) {
        const KinemaShadeShape *s = &p->shapes[k];
        solid[k] = kinema_put_shape(&table, k, &g, s, margin, step);
        opaque[k] = kinema_is_opaque(s);
        t00[k] = s->gradientX * g.u0 + s->gradientY * g.v0 + s->gradientOffset;
        dt[k] = s->gradientX * g.du + s->gradientY * g.dv;
        dtRow[k] = s->gradientX * g.ru + s->gradientY * g.rv;
        prepared.dt[k] = (float)dt[k];
        prepared.t0[k] = 0;
    }
    int64_t starts[KINEMA_RUN_SLOTS], ends[KINEMA_RUN_SLOTS];

    for (intptr_t y = y0; y < y1; y++) {
        double r = (double)(y - y0);
        uint32_t *row = pixels + y * stride;
        runs(&table, r, count, starts, ends);
        // The row's part that can be drawn: within the outline, some painted shape and every mask.
        intptr_t first = 0, last = count;
        prepared.outline0 = prepared.outline1 = 0;
        if (p->hasOutline) {
            first = (intptr_t)starts[0];
            last = (intptr_t)ends[0];
            prepared.outline0 = (intptr_t)starts[1];
            prepared.outline1 = (intptr_t)ends[1];
        }
        intptr_t paintFirst = count, paintLast = 0;
        for (intptr_t k = 0; k < p->count; k++) {
            KinemaShadeSpan *span = &prepared.spans[k];
            intptr_t slot = kinema_touch_slot(k);
            span->touch0 = (intptr_t)starts[slot];
            span->touch1 = (intptr_t)ends[slot];
            span->solid0 = span->solid1 = 0;
            if (solid[k] && span->touch1 > span->touch0) {
                for (int n = 1; n <= KINEMA_SOLID_RECTS; n++) kinema_join((intptr_t)starts[slot + n], (intptr_t)ends[slot + n], &span->solid0, &span->solid1);
            }
            if (p->shapes[k].isMask) {
                if (span->touch0 > first) first = span->touch0;
                if (span->touch1 < last) last = span->touch1;
            } else if (span->touch1 > span->touch0) {
                if (span->touch0 < paintFirst) paintFirst = span->touch0;
                if (span->touch1 > paintLast) paintLast = span->touch1;
            }
        }
        if (paintFirst > first) first = paintFirst;
        if (paintLast < last) last = paintLast;
        if (last <= first) continue;
        for (intptr_t k = 0; k < p->count; k++) {
            KinemaShadeSpan *span = &prepared.spans[k];
            // From the row's first drawn pixel on.
            span->touch0 -= first; span->touch1 -= first;
            span->solid0 -= first; span->solid1 -= first;
        }
        prepared.outline0 -= first;
        prepared.outline1 -= first;
        double u = g.u0 + g.du * (double)first + g.ru * r, v = g.v0 + g.dv * (double)first + g.rv * r;
        prepared.u = (float)u;
        prepared.v = (float)v;
        prepared.du = (float)g.du;
        prepared.dv = (float)g.dv;
        prepared.count = last - first;
        for (intptr_t k = 0; k < p->count; k++)
            if (p->shapes[k].table || p->shapes[k].ramp) prepared.t0[k] = (float)(t00[k] + dt[k] * (double)first + dtRow[k] * r);
        kinema_plain_run(p, opaque, &prepared);
        // The next row is drawn over about the same pixels: its lines start coming now (rows are
        // a frame's width apart, too far for the hardware to foresee where a card's next row begins).
        if (y + 1 < y1)
            for (intptr_t x = x0 + first; x < x0 + last + 16; x += 16) __builtin_prefetch(row + stride + x, 1);
        run(p, &prepared, row + x0 + first);
    }
}

void kinema_shade_run_scalar(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst) {
    float ppp = p->pixelsPerPoint;
    for (intptr_t i = 0; i < row->count; i++) {
        float u = row->u + (float)i * row->du, v = row->v + (float)i * row->dv;
        if (p->hasOutline && !(u >= p->outline[0] && u < p->outline[2] && v >= p->outline[1] && v < p->outline[3])) continue;
        float acc[4] = {0, 0, 0, 0}, mask = 1.0f;
        for (intptr_t k = 0; k < p->count; k++) {
            const KinemaShadeShape *s = &p->shapes[k];
            float cov = kinema_shade_coverage(s, u, v, ppp);
            float color[4];
            kinema_shade_color(s, kinema_shade_t(row, k, i), color);
            if (s->isMask) {
                mask = mask * (cov * (color[3] * kinema_inverse255));
                continue;
            }
            float src[4];
            for (int c = 0; c < 4; c++) src[c] = color[c] * cov;
            float keep = 1.0f - src[3] * kinema_inverse255;
            for (int c = 0; c < 4; c++) acc[c] = src[c] + acc[c] * keep;
        }
        float fade = p->opacity * mask;
        float src[4];
        for (int c = 0; c < 4; c++) src[c] = acc[c] * fade;
        float keep = 1.0f - src[3] * kinema_inverse255;
        uint32_t d = dst[i], out = 0;
        for (int c = 0; c < 4; c++) {
            // Rounded to the nearest level, halves to even (the CPU's rounding, as the vector
            // loop's conversion), within 0…255.
            long byte = lrintf(fmaf((float)((d >> (8 * c)) & 0xFF), keep, src[c]));
            byte = byte < 0 ? 0 : (byte > 255 ? 255 : byte);
            out |= (uint32_t)byte << (8 * c);
        }
        dst[i] = out;
    }
}
