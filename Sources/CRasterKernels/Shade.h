#ifndef KINEMA_SHADE_INTERNAL_H
#define KINEMA_SHADE_INTERNAL_H
// The shading kernels' shared pieces: where a row starts and steps in layer space, the runs of
// pixels each shape surely covers or misses, and one pixel shaded in full (the scalar twin).
// Every float operation is spelled the same in the scalar and vector loops, and nothing is
// contracted into fused multiply-adds (the fused ones are spelled out: fmaf and _mm512_fmadd_ps
// round alike), so the two agree bit for bit.

#include "CRasterKernels.h"
#include <math.h>

#pragma clang fp contract(off)

/// The pixels i of a row (counted from its first drawn pixel, half-open, possibly reaching past
/// either end) a shape may touch, and the ones it surely covers whole (a ring: surely misses; a
/// mask: surely covers); the solid run may be left empty.
typedef struct {
    intptr_t touch0, touch1, solid0, solid1;
} KinemaShadeSpan;

/// A row's plain run: the shape that alone shows there, covering it whole, and the fade of the
/// opacity and the masks, which cover it whole too.
typedef struct {
    intptr_t shape;
    float fade;
} KinemaShadePlain;

/// A row to shade: its first pixel's centre in layer space and the step per pixel, in the
/// floats the loops use (pixel i is at (u + i·du, v + i·dv)), each shape's gradient position
/// (t0 + i·dt before clamping), and each shape's runs.
typedef struct {
    float u, v, du, dv;
    float t0[KINEMA_SHADE_MAX_SHAPES], dt[KINEMA_SHADE_MAX_SHAPES];
    intptr_t count;
    /// The pixels surely inside the outline (none without one), which need not be tested.
    intptr_t outline0, outline1;
    KinemaShadeSpan spans[KINEMA_SHADE_MAX_SHAPES];
    /// The plain run: pixels [plain0, plain1) where only one shape shows, covering them whole,
    /// under masks that cover them whole (most of a card). The general formula comes to the
    /// same there, operation for operation, with all but that shape's colour and the fade
    /// dropping out exactly; the vector loop computes only those.
    intptr_t plain0, plain1;
    KinemaShadePlain plain;
} KinemaShadeRow;

/// Rectangles per shape in a run table (Shade.c, `kinema_put_shape`), and slots in all.
enum { KINEMA_SHAPE_SLOTS = 4 };
enum { KINEMA_RUN_SLOTS = (2 + KINEMA_SHAPE_SLOTS * KINEMA_SHADE_MAX_SHAPES + 7) / 8 * 8 };

/// Axis-aligned rectangles of layer space, in lanes, with the runs of pixel indices each row's
/// centres have in them (`kinema_put_rect` in Shade.c): `count` of them, a multiple of eight.
typedef struct {
    intptr_t count;
    double loU[KINEMA_RUN_SLOTS], hiU[KINEMA_RUN_SLOTS], slopeU[KINEMA_RUN_SLOTS];
    double loV[KINEMA_RUN_SLOTS], hiV[KINEMA_RUN_SLOTS], slopeV[KINEMA_RUN_SLOTS];
    /// 1 for an axis the rows do not move along; 1 for runs of every pixel that may lie inside.
    double stillU[KINEMA_RUN_SLOTS], stillV[KINEMA_RUN_SLOTS], outward[KINEMA_RUN_SLOTS];
} KinemaRunTable;

/// A rectangle no pixel lies in.
static inline void kinema_put_empty(KinemaRunTable *table, intptr_t slot) {
    table->stillU[slot] = table->stillV[slot] = 1;
    table->loU[slot] = table->loV[slot] = 1;
    table->hiU[slot] = table->hiV[slot] = 0;
    table->slopeU[slot] = table->slopeV[slot] = 0;
    table->outward[slot] = 0;
}

/// The runs of row r (pixel indices 0 ... count) in every rectangle of the table: all pixels
/// whose centres may lie in it, or only those that surely do. The two agree exactly.
typedef void (*KinemaRunsOfRow)(const KinemaRunTable *table, double r, intptr_t count, int64_t *starts, int64_t *ends);
void kinema_runs_scalar(const KinemaRunTable *table, double r, intptr_t count, int64_t *starts, int64_t *ends);
#if defined(__x86_64__) || defined(__i386__)
void kinema_runs_avx512(const KinemaRunTable *table, double r, intptr_t count, int64_t *starts, int64_t *ends);
void kinema_runs_avx2(const KinemaRunTable *table, double r, intptr_t count, int64_t *starts, int64_t *ends);
#endif

/// The scalar twin and the AVX-512 and AVX2 loops over a prepared row (`kinema_shade_rows`).
void kinema_shade_run_scalar(const KinemaShadeProgram *program, const KinemaShadeRow *row, uint32_t *dst);
#if defined(__x86_64__) || defined(__i386__)
void kinema_shade_run_avx512(const KinemaShadeProgram *program, const KinemaShadeRow *row, uint32_t *dst);
void kinema_shade_run_avx2(const KinemaShadeProgram *program, const KinemaShadeRow *row, uint32_t *dst);
#endif

static const float kinema_inverse255 = 1.0f / 255.0f;

/// What a step of pixels [begin, end) of a row takes from a shape, by the row's runs.
typedef enum {
    /// Nothing: the step is outside it, or in a ring's hole (the twin's coverage is exactly 0).
    KinemaStepSkips,
    /// Nothing is drawn at all: the step is outside a mask.
    KinemaStepMaskedOut,
    /// Its colour whole (the twin's coverage is exactly 1).
    KinemaStepCovered,
    /// Its coverage, measured pixel by pixel.
    KinemaStepMeasures,
} KinemaStepShape;

static inline KinemaStepShape kinema_step_shape(const KinemaShadeShape *s, const KinemaShadeSpan *span, intptr_t begin,
                                                intptr_t end) {
    int outside = end <= span->touch0 || begin >= span->touch1;
    int solid = begin >= span->solid0 && end <= span->solid1;
    if (outside || (s->isRing && solid)) return s->isMask && outside ? KinemaStepMaskedOut : KinemaStepSkips;
    return solid ? KinemaStepCovered : KinemaStepMeasures;
}

/// The shapes a row meets, in order, into `met`; returns how many. (A mask it misses has
/// already emptied the row.)
static inline intptr_t kinema_met_shapes(const KinemaShadeProgram *p, const KinemaShadeRow *row, intptr_t *met) {
    intptr_t count = 0;
    for (intptr_t k = 0; k < p->count; k++)
        if (row->spans[k].touch1 > row->spans[k].touch0 && row->spans[k].touch1 > 0 && row->spans[k].touch0 < row->count)
            met[count++] = k;
    return count;
}

/// A loop over pixels [from, to) of a row in steps of its width starting at `start` (at or
/// before `from`), by the plain formula or the general one.
typedef void (*KinemaSteps)(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst, intptr_t start,
                            intptr_t from, intptr_t to, int plain, const intptr_t *met, intptr_t metCount);

/// A row in steps of `width` pixels: without a plain run, from `aligned` on; with one, laid from
/// its ends, so that no step mixes the two formulas (the general steps before it end where it
/// starts, the first of them short and masked at the row's start; its own start there; those
/// after it start where it ends). Only pixels near the edges, a few per side, take the general
/// formula's cost.
static inline void kinema_lay_steps(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst,
                                    intptr_t width, intptr_t aligned, KinemaSteps steps) {
    intptr_t met[KINEMA_SHADE_MAX_SHAPES], metCount = kinema_met_shapes(p, row, met), count = row->count;
    if (row->plain1 <= row->plain0) {
        steps(p, row, dst, aligned, 0, count, 0, met, metCount);
        return;
    }
    intptr_t left = row->plain0, right = row->plain1;
    steps(p, row, dst, left - (left + width - 1) / width * width, 0, left, 0, met, metCount);
    steps(p, row, dst, left, left, right, 1, met, metCount);
    steps(p, row, dst, right, right, count, 0, met, metCount);
}

/// Coverage of a rounded rectangle at (u, v): ½ − (signed distance in device pixels), clamped.
/// With `aliased`, coverage is whole outside the corner squares.
static inline float kinema_shade_rounded(float qx, float qy, float hx, float hy, const float radii[4], int aliased,
                                         float ppp) {
    float r = qx < 0.0f ? (qy < 0.0f ? radii[0] : radii[3]) : (qy < 0.0f ? radii[1] : radii[2]);
    float ax = fabsf(qx) - hx + r, ay = fabsf(qy) - hy + r;
    float d;
    if (aliased) {
        if (!(ax > 0.0f && ay > 0.0f)) return 1.0f;
        d = sqrtf(ax * ax + ay * ay) - r;
    } else {
        float ox = ax > 0.0f ? ax : 0.0f, oy = ay > 0.0f ? ay : 0.0f;
        float inside = ax > ay ? ax : ay;
        inside = inside < 0.0f ? inside : 0.0f;
        d = sqrtf(ox * ox + oy * oy) + inside - r;
    }
    float c = 0.5f - d * ppp;
    c = c < 1.0f ? c : 1.0f;
    return c > 0.0f ? c : 0.0f;
}

/// A shape's coverage at (u, v).
static inline float kinema_shade_coverage(const KinemaShadeShape *s, float u, float v, float ppp) {
    float qx = u - s->centerX, qy = v - s->centerY;
    float outer = kinema_shade_rounded(qx, qy, s->halfWidth, s->halfHeight, s->radii, s->aliasedSides, ppp);
    if (!s->isRing || s->innerIsEmpty) return outer;
    float inner = kinema_shade_rounded(qx, qy, s->innerHalfWidth, s->innerHalfHeight, s->innerRadii, 0, ppp);
    float ring = outer - inner;
    return ring > 0.0f ? ring : 0.0f;
}

/// Shape k's gradient position at pixel i of the row, clamped to 0…1.
static inline float kinema_shade_t(const KinemaShadeRow *row, intptr_t k, intptr_t i) {
    float t = row->t0[k] + (float)i * row->dt[k];
    t = t < 1.0f ? t : 1.0f;
    return t > 0.0f ? t : 0.0f;
}

/// A shape's premultiplied colour at gradient position t, channels 0…255: its ramp, its table
/// entry (as GradientShader picks it) or its colour.
static inline void kinema_shade_color(const KinemaShadeShape *s, float t, float out[4]) {
    uint32_t color = s->color;
    if (s->table) {
        color = s->table[(int32_t)(t * (float)(KINEMA_SHADE_TABLE_SIZE - 1) + 0.5f)];
    } else if (s->ramp) {
        for (int c = 0; c < 4; c++) out[c] = fmaf(t, s->rampDelta[c], s->rampStart[c]);
        return;
    }
    for (int c = 0; c < 4; c++) out[c] = (float)((color >> (8 * c)) & 0xFF);
}

#endif
