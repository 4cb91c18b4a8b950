// The AVX2 loops, compiled for AVX2 function by function (no flags needed) and called only
// when the CPU has it: eight pixels per step for straight blends and affine bilinear samples
// inside the image, four for other bilinear samples.
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

/// A 64-bit fixed-point position per lane, kept as its high and low 32 bits: stepping adds
/// both halves and carries by hand, so every lane holds exactly the scalar loop's position.
typedef struct {
    __m256i high, low;
} Positions;

AVX2 static inline Positions positions_avx2(int64_t f, int64_t d) {
    uint32_t high[8], low[8];
    for (int k = 0; k < 8; k++) {
        uint64_t p = (uint64_t)advance(f, d, k);
        high[k] = (uint32_t)(p >> 32);
        low[k] = (uint32_t)p;
    }
    return (Positions){_mm256_loadu_si256((const __m256i *)high), _mm256_loadu_si256((const __m256i *)low)};
}

AVX2 static inline Positions step_avx2(Positions p, __m256i stepHigh, __m256i stepLow) {
    __m256i low = _mm256_add_epi32(p.low, stepLow), sign = _mm256_set1_epi32(INT32_MIN);
    // The low half wrapped (is below the step, unsigned) exactly when it carries: -1 there.
    __m256i carry = _mm256_cmpgt_epi32(_mm256_xor_si256(stepLow, sign), _mm256_xor_si256(low, sign));
    return (Positions){_mm256_sub_epi32(_mm256_add_epi32(p.high, stepHigh), carry), low};
}

/// The 8-byte footprint rows at pixels + a, b (low lane) and c, d (high lane), plus offset.
AVX2 static inline __m256i four_footprints(const uint32_t *pixels, int32_t a, int32_t b, int32_t c, int32_t d,
                                           intptr_t offset) {
    pixels += offset;
    __m128i low = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(pixels + a)), _mm_loadl_epi64((const __m128i *)(pixels + b)));
    __m128i high = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(pixels + c)), _mm_loadl_epi64((const __m128i *)(pixels + d)));
    return halves(low, high);
}

/// The bilinear samples of footprints whose corners' channels are in 16-bit lanes, at
/// fractions fx, fy in the lanes of each channel: kinema_weights and the weighted sum in
/// 16 bits, where every value fits (fx·fy + 128 < 2^16, each sum at most 255 · 256).
AVX2 static inline __m256i bilinear_words(__m256i topLeft, __m256i topRight, __m256i bottomLeft, __m256i bottomRight,
                                          __m256i fx, __m256i fy) {
    __m256i w11 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(fx, fy), _mm256_set1_epi16(128)), 8);
    __m256i w10 = _mm256_sub_epi16(fx, w11), w01 = _mm256_sub_epi16(fy, w11);
    __m256i w00 = _mm256_add_epi16(_mm256_sub_epi16(_mm256_sub_epi16(_mm256_set1_epi16(256), fx), fy), w11);
    __m256i sum = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(topLeft, w00), _mm256_mullo_epi16(topRight, w10)),
                                   _mm256_add_epi16(_mm256_mullo_epi16(bottomLeft, w01), _mm256_mullo_epi16(bottomRight, w11)));
    return _mm256_srli_epi16(_mm256_add_epi16(sum, _mm256_set1_epi16(128)), 8);
}

/// Eight pixels a step, every footprint inside the image (fewer than 2^31 pixels, so 32-bit
/// indices reach it): each register holds one corner of eight footprints, so the weighted
/// sum needs no horizontal step. The last step, if partial, works on copies.
AVX2 void kinema_inside_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                 KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    const uint32_t *pixels = image.pixels;
    Positions u = positions_avx2(fu, du), v = positions_avx2(fv, dv);
    uint64_t du8 = (uint64_t)advance(0, du, 8), dv8 = (uint64_t)advance(0, dv, 8);
    __m256i duHigh = _mm256_set1_epi32((int)(du8 >> 32)), duLow = _mm256_set1_epi32((int)(uint32_t)du8);
    __m256i dvHigh = _mm256_set1_epi32((int)(dv8 >> 32)), dvLow = _mm256_set1_epi32((int)(uint32_t)dv8);
    __m256i width = _mm256_set1_epi32((int)image.width), zero = _mm256_setzero_si256();
    // Unpacking bytes to words works within 128-bit lanes: the low half of lane k holds pixels
    // 4k and 4k + 1, the high half 4k + 2 and 4k + 3. These spread a per-pixel 32-bit value
    // over the four channels of its pixel in either half.
    __m256i spreadLow = _mm256_broadcastsi128_si256(_mm_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5));
    __m256i spreadHigh = _mm256_broadcastsi128_si256(_mm_setr_epi8(8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13));
    __m256i opacity16 = _mm256_set1_epi16((short)opacity), lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (intptr_t i = 0; i < count; i += 8) {
        uint32_t *out = dst + i, spareDst[8] = {0};
        const uint8_t *cov = coverage + i;
        uint8_t spareCov[8] = {0};
        intptr_t n = count - i;
        __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(v.high, width), u.high);
        if (n < 8) {
            // The last one to seven pixels, on copies; the lanes past the end (whose positions
            // may be outside the image) read the first footprint and are not written back.
            memcpy(spareDst, out, (size_t)n * 4);
            memcpy(spareCov, cov, (size_t)n);
            out = spareDst;
            cov = spareCov;
            index = _mm256_and_si256(index, _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), lanes));
        }
        int32_t at[8];
        _mm256_storeu_si256((__m256i *)at, index);
        // Pixels 0, 1, 4, 5 in one register and 2, 3, 6, 7 in the other: picking the even and the
        // odd 32-bit halves of both (within lanes) gives the lefts and rights in pixel order.
        __m256 topA = _mm256_castsi256_ps(four_footprints(pixels, at[0], at[1], at[4], at[5], 0));
        __m256 topB = _mm256_castsi256_ps(four_footprints(pixels, at[2], at[3], at[6], at[7], 0));
        __m256 bottomA = _mm256_castsi256_ps(four_footprints(pixels, at[0], at[1], at[4], at[5], image.width));
        __m256 bottomB = _mm256_castsi256_ps(four_footprints(pixels, at[2], at[3], at[6], at[7], image.width));
        __m256i topLeft = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, 0x88));
        __m256i topRight = _mm256_castps_si256(_mm256_shuffle_ps(topA, topB, 0xDD));
        __m256i bottomLeft = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, 0x88));
        __m256i bottomRight = _mm256_castps_si256(_mm256_shuffle_ps(bottomA, bottomB, 0xDD));
        __m256i fx = _mm256_srli_epi32(u.low, 24), fy = _mm256_srli_epi32(v.low, 24);
        __m256i sLow = bilinear_words(_mm256_unpacklo_epi8(topLeft, zero), _mm256_unpacklo_epi8(topRight, zero),
                                      _mm256_unpacklo_epi8(bottomLeft, zero), _mm256_unpacklo_epi8(bottomRight, zero),
                                      _mm256_shuffle_epi8(fx, spreadLow), _mm256_shuffle_epi8(fy, spreadLow));
        __m256i sHigh = bilinear_words(_mm256_unpackhi_epi8(topLeft, zero), _mm256_unpackhi_epi8(topRight, zero),
                                       _mm256_unpackhi_epi8(bottomLeft, zero), _mm256_unpackhi_epi8(bottomRight, zero),
                                       _mm256_shuffle_epi8(fx, spreadHigh), _mm256_shuffle_epi8(fy, spreadHigh));
        // Coverage 255 (most of a run) scales by the opacity alone.
        __m256i cLow = opacity16, cHigh = opacity16;
        uint64_t eight;
        memcpy(&eight, cov, 8);
        if (eight != UINT64_MAX) {
            __m128i c16 = kinema_div255_sse2(_mm_mullo_epi16(_mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)eight)),
                                                             _mm256_castsi256_si128(opacity16)));
            __m256i c32 = _mm256_cvtepu16_epi32(c16);
            cLow = _mm256_shuffle_epi8(c32, spreadLow);
            cHigh = _mm256_shuffle_epi8(c32, spreadHigh);
        }
        __m256i d = _mm256_loadu_si256((const __m256i *)out);
        __m256i outLow = over_avx2(sLow, cLow, _mm256_unpacklo_epi8(d, zero));
        __m256i outHigh = over_avx2(sHigh, cHigh, _mm256_unpackhi_epi8(d, zero));
        _mm256_storeu_si256((__m256i *)out, _mm256_packus_epi16(outLow, outHigh));
        if (n < 8) memcpy(dst + i, spareDst, (size_t)n * 4);
        u = step_avx2(u, duHigh, duLow);
        v = step_avx2(v, dvHigh, dvLow);
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
AVX2 void kinema_clamped_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
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
    kinema_clamped_run_avx2(dst, start, coverage, opacity, image, fu, fv, du, dv);
    inside_run(dst + start, end - start, coverage + start, opacity, image,
               advance(fu, du, start), advance(fv, dv, start), du, dv);
    kinema_clamped_run_avx2(dst + end, count - end, coverage + end, opacity, image,
                            advance(fu, du, end), advance(fv, dv, end), du, dv);
}

AVX2 void kinema_affine_bilinear_row_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                          KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    // 32-bit indices reach images of fewer than 2^31 pixels; larger ones clamp every footprint.
    int narrow = (uint64_t)image.width * (uint64_t)image.height < (1ull << 31);
    kinema_affine_bilinear_row_split(dst, count, coverage, opacity, image, fu, fv, du, dv,
                                     narrow ? kinema_inside_run_avx2 : kinema_clamped_run_avx2);
}

#endif
