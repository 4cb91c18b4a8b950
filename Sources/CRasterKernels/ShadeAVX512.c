// The AVX-512 loops for shading a layer program: the runs of a row's pixels in eight rectangles
// at a time, and sixteen pixels a step in float lanes, the scalar twin's arithmetic operation
// for operation. A shape a step lies wholly inside (or a ring's hole, or wholly outside) is not
// measured: the twin's coverage there is exactly 1 (or 0). In the plain run only the one shape's
// colour and the fade are computed: everything else drops out of the twin's sums exactly there.
#include "Shade.h"
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))

/// `kinema_shade_rounded` in lanes.
AVX512 static inline __m512 rounded_avx512(__m512 qx, __m512 qy, float hx, float hy, const float radii[4], int aliased,
                                           __m512 ppp) {
    __m512 zero = _mm512_setzero_ps(), one = _mm512_set1_ps(1.0f);
    __m512 r;
    if (radii[0] == radii[1] && radii[0] == radii[2] && radii[0] == radii[3]) {
        r = _mm512_set1_ps(radii[0]);
    } else {
        __mmask16 left = _mm512_cmp_ps_mask(qx, zero, _CMP_LT_OQ), top = _mm512_cmp_ps_mask(qy, zero, _CMP_LT_OQ);
        __m512 leftR = _mm512_mask_blend_ps(top, _mm512_set1_ps(radii[3]), _mm512_set1_ps(radii[0]));
        __m512 rightR = _mm512_mask_blend_ps(top, _mm512_set1_ps(radii[2]), _mm512_set1_ps(radii[1]));
        r = _mm512_mask_blend_ps(left, rightR, leftR);
    }
    __m512 ax = _mm512_add_ps(_mm512_sub_ps(_mm512_abs_ps(qx), _mm512_set1_ps(hx)), r);
    __m512 ay = _mm512_add_ps(_mm512_sub_ps(_mm512_abs_ps(qy), _mm512_set1_ps(hy)), r);
    __m512 d;
    __mmask16 corner = 0xFFFF;
    if (aliased) {
        corner = _mm512_cmp_ps_mask(ax, zero, _CMP_GT_OQ) & _mm512_cmp_ps_mask(ay, zero, _CMP_GT_OQ);
        if (!corner) return one;  // no lane in a corner square: whole everywhere
        d = _mm512_sub_ps(_mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(ax, ax), _mm512_mul_ps(ay, ay))), r);
    } else {
        __m512 ox = _mm512_max_ps(ax, zero), oy = _mm512_max_ps(ay, zero);
        __m512 inside = _mm512_min_ps(_mm512_max_ps(ax, ay), zero);
        d = _mm512_sub_ps(_mm512_add_ps(_mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(ox, ox), _mm512_mul_ps(oy, oy))), inside), r);
    }
    __m512 c = _mm512_sub_ps(_mm512_set1_ps(0.5f), _mm512_mul_ps(d, ppp));
    c = _mm512_max_ps(_mm512_min_ps(c, one), zero);
    return _mm512_mask_blend_ps(corner, one, c);
}

/// `kinema_shade_coverage` in lanes.
AVX512 static inline __m512 coverage_avx512(const KinemaShadeShape *s, __m512 u, __m512 v, __m512 ppp) {
    __m512 qx = _mm512_sub_ps(u, _mm512_set1_ps(s->centerX)), qy = _mm512_sub_ps(v, _mm512_set1_ps(s->centerY));
    __m512 outer = rounded_avx512(qx, qy, s->halfWidth, s->halfHeight, s->radii, s->aliasedSides, ppp);
    if (!s->isRing || s->innerIsEmpty) return outer;
    __m512 inner = rounded_avx512(qx, qy, s->innerHalfWidth, s->innerHalfHeight, s->innerRadii, 0, ppp);
    return _mm512_max_ps(_mm512_sub_ps(outer, inner), _mm512_setzero_ps());
}

/// `kinema_runs_scalar`, eight rectangles a step.
AVX512 void kinema_runs_avx512(const KinemaRunTable *t, double r, intptr_t count, int64_t *starts, int64_t *ends) {
    __m512d row = _mm512_set1_pd(r), zero = _mm512_setzero_pd(), minusOne = _mm512_set1_pd(-1);
    __m512d last = _mm512_set1_pd((double)count), top = _mm512_set1_pd((double)count + 1), one = _mm512_set1_pd(1);
    for (intptr_t k = 0; k < t->count; k += 8) {
        __m512d i0 = minusOne, i1 = last;
        __mmask8 empty = 0;
        const double *lo[2] = {t->loU + k, t->loV + k}, *hi[2] = {t->hiU + k, t->hiV + k};
        const double *slope[2] = {t->slopeU + k, t->slopeV + k}, *still[2] = {t->stillU + k, t->stillV + k};
        for (int axis = 0; axis < 2; axis++) {
            __m512d l = _mm512_loadu_pd(lo[axis]), h = _mm512_loadu_pd(hi[axis]), s = _mm512_loadu_pd(slope[axis]);
            __mmask8 isStill = _mm512_cmp_pd_mask(_mm512_loadu_pd(still[axis]), zero, _CMP_NEQ_UQ);
            __m512d at = _mm512_mul_pd(row, s);
            __mmask8 inside = _mm512_cmp_pd_mask(at, l, _CMP_GE_OQ) & _mm512_cmp_pd_mask(at, h, _CMP_LE_OQ);
            empty |= isStill & (__mmask8)~inside;
            __m512d a = _mm512_add_pd(l, at), b = _mm512_add_pd(h, at);
            i0 = _mm512_mask_blend_pd(isStill, _mm512_max_pd(a, i0), i0);
            i1 = _mm512_mask_blend_pd(isStill, _mm512_min_pd(b, i1), i1);
        }
        empty |= (__mmask8)~_mm512_cmp_pd_mask(i0, i1, _CMP_LE_OQ);
        i0 = _mm512_min_pd(_mm512_max_pd(i0, minusOne), top);
        i1 = _mm512_min_pd(_mm512_max_pd(i1, minusOne), top);
        __mmask8 outward = _mm512_cmp_pd_mask(_mm512_loadu_pd(t->outward + k), zero, _CMP_NEQ_UQ);
        __m512d down0 = _mm512_roundscale_pd(i0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        __m512d up0 = _mm512_roundscale_pd(i0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
        __m512d down1 = _mm512_roundscale_pd(i1, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        __m512d up1 = _mm512_roundscale_pd(i1, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
        __m512d a = _mm512_mask_blend_pd(outward, up0, down0);
        __m512d b = _mm512_add_pd(_mm512_mask_blend_pd(outward, down1, up1), one);
        a = _mm512_min_pd(_mm512_max_pd(a, zero), last);
        b = _mm512_min_pd(_mm512_max_pd(b, zero), last);
        b = _mm512_max_pd(b, a);
        _mm512_storeu_si512(starts + k, _mm512_maskz_cvttpd_epi64((__mmask8)~empty, a));
        _mm512_storeu_si512(ends + k, _mm512_maskz_cvttpd_epi64((__mmask8)~empty, b));
    }
}

/// The four channels of sixteen packed pixels as floats.
typedef struct {
    __m512 c[4];
} Channels;

AVX512 static inline Channels unpack_avx512(__m512i p) {
    __m512i byte = _mm512_set1_epi32(0xFF);
    Channels out;
    out.c[0] = _mm512_cvtepi32_ps(_mm512_and_si512(p, byte));
    out.c[1] = _mm512_cvtepi32_ps(_mm512_and_si512(_mm512_srli_epi32(p, 8), byte));
    out.c[2] = _mm512_cvtepi32_ps(_mm512_and_si512(_mm512_srli_epi32(p, 16), byte));
    out.c[3] = _mm512_cvtepi32_ps(_mm512_srli_epi32(p, 24));
    return out;
}

/// Packs four channels of values into pixels, each rounded to the nearest level (halves to
/// even, the default rounding, as the twin's lrintf): the saturating packs clamp to 0…255.
AVX512 static inline __m512i pack_avx512(const __m512 value[4], __m512i interleave) {
    __m512i words = _mm512_packus_epi16(_mm512_packus_epi32(_mm512_cvtps_epi32(value[0]), _mm512_cvtps_epi32(value[1])),
                                        _mm512_packus_epi32(_mm512_cvtps_epi32(value[2]), _mm512_cvtps_epi32(value[3])));
    // Packed bytes come out of the channel lanes in the order r0…r3 g0…g3 b0…b3 a0…a3 within
    // each 128-bit lane: `interleave` puts each pixel's four together.
    return _mm512_shuffle_epi8(words, interleave);
}

/// Shape k's colour at the gradient positions of sixteen pixels (`kinema_shade_color`).
AVX512 static inline Channels color_avx512(const KinemaShadeShape *s, const KinemaShadeRow *row, intptr_t k, __m512 index) {
    Channels src;
    if (!s->table && !s->ramp) {
        for (int c = 0; c < 4; c++) src.c[c] = _mm512_set1_ps((float)((s->color >> (8 * c)) & 0xFF));
        return src;
    }
    __m512 t = _mm512_add_ps(_mm512_set1_ps(row->t0[k]), _mm512_mul_ps(index, _mm512_set1_ps(row->dt[k])));
    t = _mm512_max_ps(_mm512_min_ps(t, _mm512_set1_ps(1.0f)), _mm512_setzero_ps());
    if (s->table) {
        __m512i at = _mm512_cvttps_epi32(_mm512_add_ps(
            _mm512_mul_ps(t, _mm512_set1_ps((float)(KINEMA_SHADE_TABLE_SIZE - 1))), _mm512_set1_ps(0.5f)));
        return unpack_avx512(_mm512_i32gather_epi32(at, (const void *)s->table, 4));
    }
    for (int c = 0; c < 4; c++)
        src.c[c] = _mm512_fmadd_ps(t, _mm512_set1_ps(s->rampDelta[c]), _mm512_set1_ps(s->rampStart[c]));
    return src;
}

/// The general formula's last step: `acc` faded, then source-over onto `under`, packed.
AVX512 static inline __m512i finish_avx512(Channels acc, __m512 fade, const Channels *under, __m512i interleave) {
    for (int c = 0; c < 4; c++) acc.c[c] = _mm512_mul_ps(acc.c[c], fade);
    __m512 keep = _mm512_sub_ps(_mm512_set1_ps(1.0f), _mm512_mul_ps(acc.c[3], _mm512_set1_ps(kinema_inverse255)));
    __m512 value[4];
    for (int c = 0; c < 4; c++)
        value[c] = _mm512_fmadd_ps(under->c[c], keep, acc.c[c]);
    return pack_avx512(value, interleave);
}

/// Sixteen pixels over `under` by the general formula (the twin's, every shape measured unless
/// the row's runs say it covers all of them or none); false when none of `*live` is drawn
/// (outside the outline, masked out, or under no shape).
AVX512 static inline int general_avx512(const KinemaShadeProgram *p, const KinemaShadeRow *row, const intptr_t *met,
                                        intptr_t metCount, intptr_t begin, intptr_t end, __m512 index,
                                        const Channels *under, __mmask16 *live, __m512i interleave, __m512i *out) {
    __m512 ppp = _mm512_set1_ps(p->pixelsPerPoint), zero = _mm512_setzero_ps(), one = _mm512_set1_ps(1.0f);
    __m512 inverse255 = _mm512_set1_ps(kinema_inverse255);
    __m512 u = _mm512_add_ps(_mm512_set1_ps(row->u), _mm512_mul_ps(index, _mm512_set1_ps(row->du)));
    __m512 v = _mm512_add_ps(_mm512_set1_ps(row->v), _mm512_mul_ps(index, _mm512_set1_ps(row->dv)));
    if (p->hasOutline && !(begin >= row->outline0 && end <= row->outline1)) {
        *live &= _mm512_cmp_ps_mask(u, _mm512_set1_ps(p->outline[0]), _CMP_GE_OQ) &
                 _mm512_cmp_ps_mask(u, _mm512_set1_ps(p->outline[2]), _CMP_LT_OQ) &
                 _mm512_cmp_ps_mask(v, _mm512_set1_ps(p->outline[1]), _CMP_GE_OQ) &
                 _mm512_cmp_ps_mask(v, _mm512_set1_ps(p->outline[3]), _CMP_LT_OQ);
        if (!*live) return 0;
    }
    Channels acc = {{zero, zero, zero, zero}};
    __m512 mask = one;
    int covered = 0;
    for (intptr_t n = 0; n < metCount; n++) {
        const KinemaShadeShape *s = &p->shapes[met[n]];
        KinemaStepShape step = kinema_step_shape(s, &row->spans[met[n]], begin, end);
        if (step == KinemaStepMaskedOut) return 0;
        if (step == KinemaStepSkips) continue;
        int solid = step == KinemaStepCovered;
        __m512 cov = solid ? one : coverage_avx512(s, u, v, ppp);
        Channels src = color_avx512(s, row, met[n], index);
        if (s->isMask) {
            mask = _mm512_mul_ps(mask, _mm512_mul_ps(cov, _mm512_mul_ps(src.c[3], inverse255)));
            continue;
        }
        // The twin's products by a coverage of exactly 1, and sums onto nothing, change nothing.
        if (!solid)
            for (int c = 0; c < 4; c++) src.c[c] = _mm512_mul_ps(src.c[c], cov);
        if (covered) {
            __m512 keep = _mm512_sub_ps(one, _mm512_mul_ps(src.c[3], inverse255));
            for (int c = 0; c < 4; c++) acc.c[c] = _mm512_add_ps(src.c[c], _mm512_mul_ps(acc.c[c], keep));
        } else {
            acc = src;
        }
        covered = 1;
    }
    if (!covered) return 0;
    *out = finish_avx512(acc, _mm512_mul_ps(_mm512_set1_ps(p->opacity), mask), under, interleave);
    return 1;
}

/// Pixels [from, to) of a row in steps of sixteen starting at `start` (at or before `from`):
/// by the plain formula, or by the general one.
AVX512 static void steps_avx512(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst, intptr_t start,
                                intptr_t from, intptr_t to, int plain, const intptr_t *met, intptr_t metCount) {
    __m512 lane = _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m512i interleave = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15));
    __m512 fade = _mm512_set1_ps(row->plain.fade);
    for (intptr_t i = start; i < to; i += 16) {
        intptr_t begin = i > from ? i : from, end = to - i >= 16 ? i + 16 : to;
        __mmask16 live = (__mmask16)(0xFFFFu << (begin - i));
        if (end - i < 16) live &= (__mmask16)((1u << (end - i)) - 1);
        __m512 index = _mm512_add_ps(_mm512_set1_ps((float)i), lane);
        Channels under = unpack_avx512(_mm512_maskz_loadu_epi32(live, dst + i));
        __m512i out;
        if (plain) {
            // The general formula with only the one shape's colour and the fade left.
            intptr_t k = row->plain.shape;
            out = finish_avx512(color_avx512(&p->shapes[k], row, k, index), fade, &under, interleave);
        } else if (!general_avx512(p, row, met, metCount, begin, end, index, &under, &live, interleave, &out)) {
            continue;
        }
        // A whole step is stored plainly: a masked store costs several times as much on some CPUs.
        if (live == 0xFFFF) _mm512_storeu_si512(dst + i, out);
        else if (live) _mm512_mask_storeu_epi32(dst + i, live, out);
    }
}

AVX512 void kinema_shade_run_avx512(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst) {
    // Without a plain run, steps on 64-byte lines of `dst` (the first masked at its head).
    kinema_lay_steps(p, row, dst, 16, -(intptr_t)(((uintptr_t)dst >> 2) & 15), steps_avx512);
}

#endif
