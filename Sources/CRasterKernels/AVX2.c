// The AVX2 loops, compiled for AVX2 function by function (no flags needed) and called only
// when the CPU has it: eight pixels per step for straight blends, four for bilinear samples.
// Each 256-bit register is two SSE2-shaped halves, so the arithmetic is SSE2Ops' per half.
#include "SSE2Ops.h"
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

AVX2 static inline __m256i div255_avx2(__m256i x) {
    __m256i t = _mm256_add_epi16(x, _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

AVX2 static inline __m256i over_avx2(__m256i s, __m256i c, __m256i d) {
    s = div255_avx2(_mm256_mullo_epi16(s, c));
    __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
    __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), alpha);
    return _mm256_add_epi16(s, div255_avx2(_mm256_mullo_epi16(d, inverse)));
}

AVX2 static inline __m256i halves(__m128i low, __m128i high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

AVX2 void kinema_blend_row_avx2(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask,
                                uint32_t opacity) {
    __m256i zero = _mm256_setzero_si256(), alpha = _mm256_set1_epi16((short)opacity);
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + i)), d = _mm256_loadu_si256((const __m256i *)(dst + i));
        // Unpacking works within halves: the low registers hold pixels 0, 1 | 4, 5, the high 2, 3 | 6, 7.
        __m256i cLow = alpha, cHigh = alpha;
        if (mask) {
            __m128i m = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(mask + i)), _mm_setzero_si128());
            m = kinema_div255_sse2(_mm_mullo_epi16(m, _mm_set1_epi16((short)opacity)));
            __m128i m0123 = _mm_unpacklo_epi16(m, m), m4567 = _mm_unpackhi_epi16(m, m);
            cLow = halves(_mm_unpacklo_epi32(m0123, m0123), _mm_unpacklo_epi32(m4567, m4567));
            cHigh = halves(_mm_unpackhi_epi32(m0123, m0123), _mm_unpackhi_epi32(m4567, m4567));
        }
        __m256i lo = over_avx2(_mm256_unpacklo_epi8(s, zero), cLow, _mm256_unpacklo_epi8(d, zero));
        __m256i hi = over_avx2(_mm256_unpackhi_epi8(s, zero), cHigh, _mm256_unpackhi_epi8(d, zero));
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_packus_epi16(lo, hi));
    }
    kinema_blend_row_sse2(dst + i, src + i, count - i, mask ? mask + i : 0, opacity);
}

/// The bilinear samples of two footprints, each in the low four lanes of its half.
AVX2 static inline __m256i bilinear_pair_avx2(KinemaFootprint a, KinemaFootprint b) {
    uint32_t wa[4], wb[4];
    kinema_weights(a.fx, a.fy, wa);
    kinema_weights(b.fx, b.fy, wb);
    __m256i top = _mm256_cvtepu8_epi16(_mm_set_epi64x((long long)b.top, (long long)a.top));
    __m256i bottom = _mm256_cvtepu8_epi16(_mm_set_epi64x((long long)b.bottom, (long long)a.bottom));
    __m256i wTop = _mm256_set_epi64x(KINEMA_FOUR_LANES(wb[1]), KINEMA_FOUR_LANES(wb[0]),
                                     KINEMA_FOUR_LANES(wa[1]), KINEMA_FOUR_LANES(wa[0]));
    __m256i wBottom = _mm256_set_epi64x(KINEMA_FOUR_LANES(wb[3]), KINEMA_FOUR_LANES(wb[2]),
                                        KINEMA_FOUR_LANES(wa[3]), KINEMA_FOUR_LANES(wa[2]));
    __m256i sum = _mm256_add_epi16(_mm256_mullo_epi16(top, wTop), _mm256_mullo_epi16(bottom, wBottom));
    sum = _mm256_add_epi16(sum, _mm256_srli_si256(sum, 8));
    return _mm256_srli_epi16(_mm256_add_epi16(sum, _mm256_set1_epi16(128)), 8);
}

/// Whether the whole bilinear footprint at (fu, fv) lies inside the image (no clamping).
static inline int inside(KinemaImage image, int64_t fu, int64_t fv) {
    return (uint64_t)(fu >> 32) < (uint64_t)(image.width - 1) && (uint64_t)(fv >> 32) < (uint64_t)(image.height - 1);
}

static inline int64_t advance(int64_t f, int64_t d, intptr_t steps) {
    return (int64_t)((uint64_t)f + (uint64_t)d * (uint64_t)steps);
}

/// Four pixels a step, every footprint inside the image: positions, weights and addresses
/// are computed four at a time, and each register holds one corner of four footprints, so
/// the weighted sum needs no horizontal step. The last step may be partial.
AVX2 void kinema_inside_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                 KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    const uint32_t *pixels = image.pixels;
    intptr_t w = image.width;
    __m256i u = _mm256_set_epi64x(advance(fu, du, 3), advance(fu, du, 2), advance(fu, du, 1), fu);
    __m256i v = _mm256_set_epi64x(advance(fv, dv, 3), advance(fv, dv, 2), advance(fv, dv, 1), fv);
    __m256i du4 = _mm256_set1_epi64x(advance(0, du, 4)), dv4 = _mm256_set1_epi64x(advance(0, dv, 4));
    __m256i width = _mm256_set1_epi64x(w), byte = _mm256_set1_epi64x(0xFF), round = _mm256_set1_epi16(128);
    // Copies the low 16 bits of each 64-bit lane into its four 16-bit lanes.
    __m256i spread = _mm256_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 8, 9, 8, 9, 8, 9, 8, 9,
                                      0, 1, 0, 1, 0, 1, 0, 1, 8, 9, 8, 9, 8, 9, 8, 9);
    // Left pixels of the four footprints first, then the right ones.
    __m256i leftsFirst = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m128i opacity16 = _mm_set1_epi16((short)opacity);
    for (intptr_t i = 0; i < count; i += 4) {
        uint32_t *out = dst + i, spareDst[4] = {0};
        const uint8_t *cov = coverage + i;
        uint8_t spareCov[4] = {0};
        intptr_t n = count - i;
        if (n < 4) {
            // The last one to three pixels, on copies: the lanes past the end repeat the last
            // position (inside the image) at coverage 0, and are not written back.
            memcpy(spareDst, out, (size_t)n * 4);
            memcpy(spareCov, cov, (size_t)n);
            out = spareDst;
            cov = spareCov;
            intptr_t last = i + n - 1;
            u = _mm256_set_epi64x(advance(fu, du, last), advance(fu, du, n > 2 ? i + 2 : last),
                                  advance(fu, du, n > 1 ? i + 1 : last), advance(fu, du, i));
            v = _mm256_set_epi64x(advance(fv, dv, last), advance(fv, dv, n > 2 ? i + 2 : last),
                                  advance(fv, dv, n > 1 ? i + 1 : last), advance(fv, dv, i));
        }
        __m256i index = _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(v, 32), width), _mm256_srli_epi64(u, 32));
        __m128i i01 = _mm256_castsi256_si128(index), i23 = _mm256_extracti128_si256(index, 1);
        const uint32_t *p0 = pixels + _mm_cvtsi128_si64(i01), *p1 = pixels + _mm_extract_epi64(i01, 1);
        const uint32_t *p2 = pixels + _mm_cvtsi128_si64(i23), *p3 = pixels + _mm_extract_epi64(i23, 1);
        __m256i tops = _mm256_permutevar8x32_epi32(
            halves(_mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1)),
                   _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p2), _mm_loadl_epi64((const __m128i *)p3))),
            leftsFirst);
        __m256i bottoms = _mm256_permutevar8x32_epi32(
            halves(_mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(p0 + w)), _mm_loadl_epi64((const __m128i *)(p1 + w))),
                   _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(p2 + w)), _mm_loadl_epi64((const __m128i *)(p3 + w)))),
            leftsFirst);
        __m256i fx = _mm256_and_si256(_mm256_srli_epi64(u, 24), byte), fy = _mm256_and_si256(_mm256_srli_epi64(v, 24), byte);
        __m256i w11 = _mm256_srli_epi64(_mm256_add_epi64(_mm256_mul_epu32(fx, fy), _mm256_set1_epi64x(128)), 8);
        __m256i w10 = _mm256_sub_epi64(fx, w11), w01 = _mm256_sub_epi64(fy, w11);
        __m256i w00 = _mm256_add_epi64(_mm256_sub_epi64(_mm256_sub_epi64(_mm256_set1_epi64x(256), fx), fy), w11);
        __m256i sum = _mm256_add_epi16(
            _mm256_add_epi16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(tops)), _mm256_shuffle_epi8(w00, spread)),
                             _mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(tops, 1)), _mm256_shuffle_epi8(w10, spread))),
            _mm256_add_epi16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(bottoms)), _mm256_shuffle_epi8(w01, spread)),
                             _mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(bottoms, 1)), _mm256_shuffle_epi8(w11, spread))));
        __m256i s = _mm256_srli_epi16(_mm256_add_epi16(sum, round), 8);
        uint32_t four;
        memcpy(&four, cov, 4);
        __m128i c = kinema_div255_sse2(_mm_mullo_epi16(_mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)four)), opacity16));
        c = _mm_unpacklo_epi16(c, c);
        __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)out));
        __m256i blended = over_avx2(s, halves(_mm_unpacklo_epi32(c, c), _mm_unpackhi_epi32(c, c)), d);
        __m256i packed = _mm256_packus_epi16(blended, _mm256_setzero_si256());
        _mm_storeu_si128((__m128i *)out, _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0x08)));
        if (n < 4) memcpy(dst + i, spareDst, (size_t)n * 4);
        u = _mm256_add_epi64(u, du4);
        v = _mm256_add_epi64(v, dv4);
    }
}

/// Four pixels a step, any footprint (clamped at the image's edges).
AVX2 void kinema_bilinear_row_at_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                      KinemaImage image, const int64_t *fu, const int64_t *fv) {
    intptr_t i = 0;
    for (; i + 4 <= count; i += 4) {
        KinemaFootprint f[4];
        for (int k = 0; k < 4; k++) f[k] = kinema_footprint(image, fu[i + k], fv[i + k]);
        // Pixels 0 and 2 in one register, 1 and 3 in the other, so interleaving their halves
        // gives 0, 1 | 2, 3: the order of the destination widened half by half.
        __m256i s = _mm256_unpacklo_epi64(bilinear_pair_avx2(f[0], f[2]), bilinear_pair_avx2(f[1], f[3]));
        __m256i c = _mm256_set_epi64x(KINEMA_FOUR_LANES(kinema_div255(coverage[i + 3] * opacity)),
                                      KINEMA_FOUR_LANES(kinema_div255(coverage[i + 2] * opacity)),
                                      KINEMA_FOUR_LANES(kinema_div255(coverage[i + 1] * opacity)),
                                      KINEMA_FOUR_LANES(kinema_div255(coverage[i] * opacity)));
        __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(dst + i)));
        __m256i packed = _mm256_packus_epi16(over_avx2(s, c, d), _mm256_setzero_si256());
        _mm_storeu_si128((__m128i *)(dst + i), _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0x08)));
    }
    kinema_bilinear_row_at_sse2(dst + i, count - i, coverage + i, opacity, image, fu + i, fv + i);
}

/// The stepping positions of a run, laid out a chunk at a time for the loop above.
AVX2 static void clamped_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                  KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    int64_t us[KINEMA_CHUNK], vs[KINEMA_CHUNK];
    for (intptr_t i = 0; i < count; i += KINEMA_CHUNK) {
        intptr_t n = kinema_positions(us, vs, count - i, &fu, &fv, du, dv);
        kinema_bilinear_row_at_avx2(dst + i, n, coverage + i, opacity, image, us, vs);
    }
}

AVX2 void kinema_affine_bilinear_row_split(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                           KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv,
                                           KinemaInsideRun inside_run) {
    // The positions lie on a line and the image is convex, so the footprints inside it are
    // one stretch: find its ends, then clamp only outside them.
    intptr_t start = 0, end = count;
    while (start < end && !inside(image, advance(fu, du, start), advance(fv, dv, start))) start++;
    while (end > start && !inside(image, advance(fu, du, end - 1), advance(fv, dv, end - 1))) end--;
    clamped_run_avx2(dst, start, coverage, opacity, image, fu, fv, du, dv);
    inside_run(dst + start, end - start, coverage + start, opacity, image,
               advance(fu, du, start), advance(fv, dv, start), du, dv);
    clamped_run_avx2(dst + end, count - end, coverage + end, opacity, image,
                     advance(fu, du, end), advance(fv, dv, end), du, dv);
}

AVX2 void kinema_affine_bilinear_row_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                          KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    kinema_affine_bilinear_row_split(dst, count, coverage, opacity, image, fu, fv, du, dv, kinema_inside_run_avx2);
}

#endif
