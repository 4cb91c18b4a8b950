// The AVX2 loops for shading a layer program, for CPUs without AVX-512: the runs of a row's
// pixels in four rectangles at a time, and eight pixels a step in float lanes, the scalar twin's
// arithmetic operation for operation (ShadeAVX512.c, at half the width; lane masks are vectors).
#include "Shade.h"
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2,fma")))

/// Lanes whose mask is set take `b`, the others `a`.
AVX2 static inline __m256 pick(__m256 mask, __m256 a, __m256 b) { return _mm256_blendv_ps(a, b, mask); }

/// `kinema_shade_rounded` in lanes.
AVX2 static inline __m256 rounded_avx2(__m256 qx, __m256 qy, float hx, float hy, const float radii[4], int aliased,
                                       __m256 ppp) {
    __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    __m256 r;
    if (radii[0] == radii[1] && radii[0] == radii[2] && radii[0] == radii[3]) {
        r = _mm256_set1_ps(radii[0]);
    } else {
        __m256 left = _mm256_cmp_ps(qx, zero, _CMP_LT_OQ), top = _mm256_cmp_ps(qy, zero, _CMP_LT_OQ);
        __m256 leftR = pick(top, _mm256_set1_ps(radii[3]), _mm256_set1_ps(radii[0]));
        __m256 rightR = pick(top, _mm256_set1_ps(radii[2]), _mm256_set1_ps(radii[1]));
        r = pick(left, rightR, leftR);
    }
    __m256 sign = _mm256_set1_ps(-0.0f);
    __m256 ax = _mm256_add_ps(_mm256_sub_ps(_mm256_andnot_ps(sign, qx), _mm256_set1_ps(hx)), r);
    __m256 ay = _mm256_add_ps(_mm256_sub_ps(_mm256_andnot_ps(sign, qy), _mm256_set1_ps(hy)), r);
    __m256 d, corner = _mm256_castsi256_ps(_mm256_set1_epi32(-1));
    if (aliased) {
        corner = _mm256_and_ps(_mm256_cmp_ps(ax, zero, _CMP_GT_OQ), _mm256_cmp_ps(ay, zero, _CMP_GT_OQ));
        if (!_mm256_movemask_ps(corner)) return one;  // no lane in a corner square: whole everywhere
        d = _mm256_sub_ps(_mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(ax, ax), _mm256_mul_ps(ay, ay))), r);
    } else {
        __m256 ox = _mm256_max_ps(ax, zero), oy = _mm256_max_ps(ay, zero);
        __m256 inside = _mm256_min_ps(_mm256_max_ps(ax, ay), zero);
        d = _mm256_sub_ps(_mm256_add_ps(_mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(ox, ox), _mm256_mul_ps(oy, oy))), inside), r);
    }
    __m256 c = _mm256_sub_ps(_mm256_set1_ps(0.5f), _mm256_mul_ps(d, ppp));
    c = _mm256_max_ps(_mm256_min_ps(c, one), zero);
    return pick(corner, one, c);
}

/// `kinema_shade_coverage` in lanes.
AVX2 static inline __m256 coverage_avx2(const KinemaShadeShape *s, __m256 u, __m256 v, __m256 ppp) {
    __m256 qx = _mm256_sub_ps(u, _mm256_set1_ps(s->centerX)), qy = _mm256_sub_ps(v, _mm256_set1_ps(s->centerY));
    __m256 outer = rounded_avx2(qx, qy, s->halfWidth, s->halfHeight, s->radii, s->aliasedSides, ppp);
    if (!s->isRing || s->innerIsEmpty) return outer;
    __m256 inner = rounded_avx2(qx, qy, s->innerHalfWidth, s->innerHalfHeight, s->innerRadii, 0, ppp);
    return _mm256_max_ps(_mm256_sub_ps(outer, inner), _mm256_setzero_ps());
}

/// `kinema_runs_scalar`, four rectangles a step.
AVX2 void kinema_runs_avx2(const KinemaRunTable *t, double r, intptr_t count, int64_t *starts, int64_t *ends) {
    __m256d row = _mm256_set1_pd(r), zero = _mm256_setzero_pd(), minusOne = _mm256_set1_pd(-1);
    __m256d last = _mm256_set1_pd((double)count), top = _mm256_set1_pd((double)count + 1), one = _mm256_set1_pd(1);
    for (intptr_t k = 0; k < t->count; k += 4) {
        __m256d i0 = minusOne, i1 = last, empty = _mm256_setzero_pd();
        const double *lo[2] = {t->loU + k, t->loV + k}, *hi[2] = {t->hiU + k, t->hiV + k};
        const double *slope[2] = {t->slopeU + k, t->slopeV + k}, *still[2] = {t->stillU + k, t->stillV + k};
        for (int axis = 0; axis < 2; axis++) {
            __m256d l = _mm256_loadu_pd(lo[axis]), h = _mm256_loadu_pd(hi[axis]), s = _mm256_loadu_pd(slope[axis]);
            __m256d isStill = _mm256_cmp_pd(_mm256_loadu_pd(still[axis]), zero, _CMP_NEQ_UQ);
            __m256d at = _mm256_mul_pd(row, s);
            __m256d inside = _mm256_and_pd(_mm256_cmp_pd(at, l, _CMP_GE_OQ), _mm256_cmp_pd(at, h, _CMP_LE_OQ));
            empty = _mm256_or_pd(empty, _mm256_andnot_pd(inside, isStill));
            __m256d a = _mm256_add_pd(l, at), b = _mm256_add_pd(h, at);
            i0 = _mm256_blendv_pd(_mm256_max_pd(a, i0), i0, isStill);
            i1 = _mm256_blendv_pd(_mm256_min_pd(b, i1), i1, isStill);
        }
        empty = _mm256_or_pd(empty, _mm256_cmp_pd(i0, i1, _CMP_NLE_UQ));
        i0 = _mm256_min_pd(_mm256_max_pd(i0, minusOne), top);
        i1 = _mm256_min_pd(_mm256_max_pd(i1, minusOne), top);
        __m256d outward = _mm256_cmp_pd(_mm256_loadu_pd(t->outward + k), zero, _CMP_NEQ_UQ);
        __m256d a = _mm256_blendv_pd(_mm256_ceil_pd(i0), _mm256_floor_pd(i0), outward);
        __m256d b = _mm256_add_pd(_mm256_blendv_pd(_mm256_floor_pd(i1), _mm256_ceil_pd(i1), outward), one);
        a = _mm256_min_pd(_mm256_max_pd(a, zero), last);
        b = _mm256_min_pd(_mm256_max_pd(b, zero), last);
        b = _mm256_max_pd(b, a);
        a = _mm256_andnot_pd(empty, a);
        b = _mm256_andnot_pd(empty, b);
        // Whole numbers within 0 ... count: exact through 32-bit integers.
        _mm256_storeu_si256((__m256i *)(starts + k), _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(a)));
        _mm256_storeu_si256((__m256i *)(ends + k), _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(b)));
    }
}

/// The four channels of eight packed pixels as floats.
typedef struct {
    __m256 c[4];
} Channels;

AVX2 static inline Channels unpack_avx2(__m256i p) {
    __m256i byte = _mm256_set1_epi32(0xFF);
    Channels out;
    out.c[0] = _mm256_cvtepi32_ps(_mm256_and_si256(p, byte));
    out.c[1] = _mm256_cvtepi32_ps(_mm256_and_si256(_mm256_srli_epi32(p, 8), byte));
    out.c[2] = _mm256_cvtepi32_ps(_mm256_and_si256(_mm256_srli_epi32(p, 16), byte));
    out.c[3] = _mm256_cvtepi32_ps(_mm256_srli_epi32(p, 24));
    return out;
}

/// Packs four channels of values into pixels, each rounded to the nearest level (halves to
/// even, as the twin's lrintf): the saturating packs clamp to 0…255.
AVX2 static inline __m256i pack_avx2(const __m256 value[4], __m256i interleave) {
    __m256i words = _mm256_packus_epi16(_mm256_packus_epi32(_mm256_cvtps_epi32(value[0]), _mm256_cvtps_epi32(value[1])),
                                        _mm256_packus_epi32(_mm256_cvtps_epi32(value[2]), _mm256_cvtps_epi32(value[3])));
    // r0…r3 g0…g3 b0…b3 a0…a3 within each 128-bit lane: `interleave` puts each pixel's four together.
    return _mm256_shuffle_epi8(words, interleave);
}

/// Shape k's colour at the gradient positions of eight pixels (`kinema_shade_color`).
AVX2 static inline Channels color_avx2(const KinemaShadeShape *s, const KinemaShadeRow *row, intptr_t k, __m256 index) {
    Channels src;
    if (!s->table && !s->ramp) {
        for (int c = 0; c < 4; c++) src.c[c] = _mm256_set1_ps((float)((s->color >> (8 * c)) & 0xFF));
        return src;
    }
    __m256 t = _mm256_add_ps(_mm256_set1_ps(row->t0[k]), _mm256_mul_ps(index, _mm256_set1_ps(row->dt[k])));
    t = _mm256_max_ps(_mm256_min_ps(t, _mm256_set1_ps(1.0f)), _mm256_setzero_ps());
    if (s->table) {
        __m256i at = _mm256_cvttps_epi32(_mm256_add_ps(
            _mm256_mul_ps(t, _mm256_set1_ps((float)(KINEMA_SHADE_TABLE_SIZE - 1))), _mm256_set1_ps(0.5f)));
        return unpack_avx2(_mm256_i32gather_epi32((const int *)s->table, at, 4));
    }
    for (int c = 0; c < 4; c++)
        src.c[c] = _mm256_fmadd_ps(t, _mm256_set1_ps(s->rampDelta[c]), _mm256_set1_ps(s->rampStart[c]));
    return src;
}

/// The general formula's last step: `acc` faded, then source-over onto `under`, packed.
AVX2 static inline __m256i finish_avx2(Channels acc, __m256 fade, const Channels *under, __m256i interleave) {
    for (int c = 0; c < 4; c++) acc.c[c] = _mm256_mul_ps(acc.c[c], fade);
    __m256 keep = _mm256_sub_ps(_mm256_set1_ps(1.0f), _mm256_mul_ps(acc.c[3], _mm256_set1_ps(kinema_inverse255)));
    __m256 value[4];
    for (int c = 0; c < 4; c++) value[c] = _mm256_fmadd_ps(under->c[c], keep, acc.c[c]);
    return pack_avx2(value, interleave);
}

/// Eight pixels over `under` by the general formula; false when none of `*live` is drawn.
AVX2 static inline int general_avx2(const KinemaShadeProgram *p, const KinemaShadeRow *row, const intptr_t *met,
                                    intptr_t metCount, intptr_t begin, intptr_t end, __m256 index, const Channels *under,
                                    __m256i *live, __m256i interleave, __m256i *out) {
    __m256 ppp = _mm256_set1_ps(p->pixelsPerPoint), one = _mm256_set1_ps(1.0f);
    __m256 inverse255 = _mm256_set1_ps(kinema_inverse255);
    __m256 u = _mm256_add_ps(_mm256_set1_ps(row->u), _mm256_mul_ps(index, _mm256_set1_ps(row->du)));
    __m256 v = _mm256_add_ps(_mm256_set1_ps(row->v), _mm256_mul_ps(index, _mm256_set1_ps(row->dv)));
    if (p->hasOutline && !(begin >= row->outline0 && end <= row->outline1)) {
        __m256 in = _mm256_and_ps(_mm256_and_ps(_mm256_cmp_ps(u, _mm256_set1_ps(p->outline[0]), _CMP_GE_OQ),
                                                _mm256_cmp_ps(u, _mm256_set1_ps(p->outline[2]), _CMP_LT_OQ)),
                                  _mm256_and_ps(_mm256_cmp_ps(v, _mm256_set1_ps(p->outline[1]), _CMP_GE_OQ),
                                                _mm256_cmp_ps(v, _mm256_set1_ps(p->outline[3]), _CMP_LT_OQ)));
        *live = _mm256_and_si256(*live, _mm256_castps_si256(in));
        if (_mm256_testz_si256(*live, *live)) return 0;
    }
    Channels acc;
    __m256 mask = one;
    int covered = 0;
    for (intptr_t n = 0; n < metCount; n++) {
        const KinemaShadeShape *s = &p->shapes[met[n]];
        KinemaStepShape step = kinema_step_shape(s, &row->spans[met[n]], begin, end);
        if (step == KinemaStepMaskedOut) return 0;
        if (step == KinemaStepSkips) continue;
        int solid = step == KinemaStepCovered;
        __m256 cov = solid ? one : coverage_avx2(s, u, v, ppp);
        Channels src = color_avx2(s, row, met[n], index);
        if (s->isMask) {
            mask = _mm256_mul_ps(mask, _mm256_mul_ps(cov, _mm256_mul_ps(src.c[3], inverse255)));
            continue;
        }
        // The twin's products by a coverage of exactly 1, and sums onto nothing, change nothing.
        if (!solid)
            for (int c = 0; c < 4; c++) src.c[c] = _mm256_mul_ps(src.c[c], cov);
        if (covered) {
            __m256 keep = _mm256_sub_ps(one, _mm256_mul_ps(src.c[3], inverse255));
            for (int c = 0; c < 4; c++) acc.c[c] = _mm256_add_ps(src.c[c], _mm256_mul_ps(acc.c[c], keep));
        } else {
            acc = src;
        }
        covered = 1;
    }
    if (!covered) return 0;
    *out = finish_avx2(acc, _mm256_mul_ps(_mm256_set1_ps(p->opacity), mask), under, interleave);
    return 1;
}

/// Pixels [from, to) of a row in steps of eight starting at `start` (at or before `from`): by
/// the plain formula, or by the general one.
AVX2 static void steps_avx2(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst, intptr_t start,
                            intptr_t from, intptr_t to, int plain, const intptr_t *met, intptr_t metCount) {
    __m256 lane = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i interleave = _mm256_broadcastsi128_si256(_mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15));
    __m256 fade = _mm256_set1_ps(row->plain.fade);
    for (intptr_t i = start; i < to; i += 8) {
        intptr_t begin = i > from ? i : from, end = to - i >= 8 ? i + 8 : to;
        // Lanes begin − i ..< end − i.
        __m256i live = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)(begin - i)), lanes),
                                           _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(end - i)), lanes));
        __m256 index = _mm256_add_ps(_mm256_set1_ps((float)i), lane);
        Channels under = unpack_avx2(_mm256_maskload_epi32((const int *)(dst + i), live));
        __m256i out;
        if (plain) {
            // The general formula with only the one shape's colour and the fade left.
            intptr_t k = row->plain.shape;
            out = finish_avx2(color_avx2(&p->shapes[k], row, k, index), fade, &under, interleave);
        } else if (!general_avx2(p, row, met, metCount, begin, end, index, &under, &live, interleave, &out)) {
            continue;
        }
        _mm256_maskstore_epi32((int *)(dst + i), live, out);
    }
}

AVX2 void kinema_shade_run_avx2(const KinemaShadeProgram *p, const KinemaShadeRow *row, uint32_t *dst) {
    kinema_lay_steps(p, row, dst, 8, 0, steps_avx2);
}

#endif
