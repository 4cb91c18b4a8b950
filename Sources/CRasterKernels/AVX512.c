// The AVX-512 loop for affine bilinear samples, compiled for AVX-512 (BW, VL) function by
// function and called only when the CPU has it: sixteen pixels a step, in 32-bit lanes.
// The other kernels fall back to the AVX2 ones.
#include "SSE2Ops.h"
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))

AVX512 static inline __m512i div255_avx512(__m512i x) {
    __m512i t = _mm512_add_epi16(x, _mm512_set1_epi16(128));
    return _mm512_srli_epi16(_mm512_add_epi16(t, _mm512_srli_epi16(t, 8)), 8);
}

/// Source-over in 16-bit lanes, as kinema_over_sse2 (packus later clamps the sum to 255).
AVX512 static inline __m512i over_avx512(__m512i s, __m512i c, __m512i d, __m512i alphas) {
    s = div255_avx512(_mm512_mullo_epi16(s, c));
    __m512i inverse = _mm512_sub_epi16(_mm512_set1_epi16(255), _mm512_shuffle_epi8(s, alphas));
    return _mm512_add_epi16(s, div255_avx512(_mm512_mullo_epi16(d, inverse)));
}

/// The bilinear samples of footprints whose corners' channels are in 16-bit lanes, at
/// fractions fx, fy in the lanes of each channel: kinema_weights and the weighted sum in
/// 16 bits, where every value fits (fx·fy + 128 < 2^16, each sum at most 255 · 256).
AVX512 static inline __m512i bilinear_words(__m512i topLeft, __m512i topRight, __m512i bottomLeft, __m512i bottomRight,
                                            __m512i fx, __m512i fy) {
    __m512i w11 = _mm512_srli_epi16(_mm512_add_epi16(_mm512_mullo_epi16(fx, fy), _mm512_set1_epi16(128)), 8);
    __m512i w10 = _mm512_sub_epi16(fx, w11), w01 = _mm512_sub_epi16(fy, w11);
    __m512i w00 = _mm512_add_epi16(_mm512_sub_epi16(_mm512_sub_epi16(_mm512_set1_epi16(256), fx), fy), w11);
    __m512i sum = _mm512_add_epi16(_mm512_add_epi16(_mm512_mullo_epi16(topLeft, w00), _mm512_mullo_epi16(topRight, w10)),
                                   _mm512_add_epi16(_mm512_mullo_epi16(bottomLeft, w01), _mm512_mullo_epi16(bottomRight, w11)));
    return _mm512_srli_epi16(_mm512_add_epi16(sum, _mm512_set1_epi16(128)), 8);
}

/// A 64-bit fixed-point position per lane, kept as its high and low 32 bits: stepping adds
/// both halves and carries by hand, so every lane holds exactly the scalar loop's position.
typedef struct {
    __m512i high, low;
} Positions;

AVX512 static inline Positions positions_avx512(int64_t f, int64_t d) {
    uint32_t high[16], low[16];
    for (int k = 0; k < 16; k++) {
        uint64_t p = (uint64_t)f + (uint64_t)d * (uint64_t)k;
        high[k] = (uint32_t)(p >> 32);
        low[k] = (uint32_t)p;
    }
    return (Positions){_mm512_loadu_si512(high), _mm512_loadu_si512(low)};
}

AVX512 static inline Positions step_avx512(Positions p, __m512i stepHigh, __m512i stepLow) {
    __m512i low = _mm512_add_epi32(p.low, stepLow);
    __mmask16 carry = _mm512_cmplt_epu32_mask(low, stepLow);
    __m512i high = _mm512_add_epi32(p.high, stepHigh);
    return (Positions){_mm512_mask_sub_epi32(high, carry, high, _mm512_set1_epi32(-1)), low};
}

/// The eight 8-byte rows of footprints at pixels + at[0 … 7] + offset, in that order.
/// (Plain loads: measured 5% faster than a gather here.)
AVX512 static inline __m512i eight_footprints(const uint32_t *pixels, const int32_t *at, intptr_t offset) {
    __m128i q[4];
    for (int k = 0; k < 4; k++)
        q[k] = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(pixels + at[2 * k] + offset)),
                                  _mm_loadl_epi64((const __m128i *)(pixels + at[2 * k + 1] + offset)));
    __m256i low = _mm256_inserti128_si256(_mm256_castsi128_si256(q[0]), q[1], 1);
    __m256i high = _mm256_inserti128_si256(_mm256_castsi128_si256(q[2]), q[3], 1);
    return _mm512_inserti64x4(_mm512_castsi256_si512(low), high, 1);
}

/// Sixteen pixels a step, every footprint inside the image (fewer than 2^31 pixels, so
/// 32-bit indices reach it). Each register holds one corner of sixteen footprints, and the
/// last step is masked rather than copied. In Benchmarks/kernel-bench this is 1.5 ns a pixel
/// against the AVX2 loop's 2.15.
AVX512 void kinema_inside_run_avx512(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                     KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    const uint32_t *pixels = image.pixels;
    Positions u = positions_avx512(fu, du), v = positions_avx512(fv, dv);
    uint64_t du16 = (uint64_t)du * 16, dv16 = (uint64_t)dv * 16;
    __m512i duHigh = _mm512_set1_epi32((int)(du16 >> 32)), duLow = _mm512_set1_epi32((int)(uint32_t)du16);
    __m512i dvHigh = _mm512_set1_epi32((int)(dv16 >> 32)), dvLow = _mm512_set1_epi32((int)(uint32_t)dv16);
    __m512i width = _mm512_set1_epi32((int)image.width), zero = _mm512_setzero_si512();
    // The loaded footprints hold left and right pixels in turn: these pick the lefts and rights.
    __m512i lefts = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    __m512i rights = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    // Unpacking bytes to words works within 128-bit lanes: the low half of lane k holds pixels
    // 4k and 4k + 1, the high half 4k + 2 and 4k + 3. These spread a per-pixel 32-bit value
    // over the four channels of its pixel in either half; `alphas` spreads each pixel's alpha.
    __m512i spreadLow = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5));
    __m512i spreadHigh = _mm512_broadcast_i32x4(_mm_setr_epi8(8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13));
    __m512i alphas = _mm512_broadcast_i32x4(_mm_setr_epi8(6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15));
    __m512i opacity16 = _mm512_set1_epi16((short)opacity);
    __m256i opacity16Narrow = _mm256_set1_epi16((short)opacity);
    for (intptr_t i = 0; i < count; i += 16) {
        __mmask16 live = count - i >= 16 ? 0xFFFF : (__mmask16)((1u << (count - i)) - 1);
        // Lanes past the end read the first footprint (their positions may be outside the image).
        int32_t at[16];
        _mm512_storeu_si512(at, _mm512_maskz_add_epi32(live, _mm512_mullo_epi32(v.high, width), u.high));
        __m512i top0 = eight_footprints(pixels, at, 0), top1 = eight_footprints(pixels, at + 8, 0);
        __m512i bottom0 = eight_footprints(pixels, at, image.width), bottom1 = eight_footprints(pixels, at + 8, image.width);
        __m512i topLeft = _mm512_permutex2var_epi32(top0, lefts, top1), topRight = _mm512_permutex2var_epi32(top0, rights, top1);
        __m512i bottomLeft = _mm512_permutex2var_epi32(bottom0, lefts, bottom1);
        __m512i bottomRight = _mm512_permutex2var_epi32(bottom0, rights, bottom1);
        __m512i fx = _mm512_srli_epi32(u.low, 24), fy = _mm512_srli_epi32(v.low, 24);
        __m512i sLow = bilinear_words(_mm512_unpacklo_epi8(topLeft, zero), _mm512_unpacklo_epi8(topRight, zero),
                                      _mm512_unpacklo_epi8(bottomLeft, zero), _mm512_unpacklo_epi8(bottomRight, zero),
                                      _mm512_shuffle_epi8(fx, spreadLow), _mm512_shuffle_epi8(fy, spreadLow));
        __m512i sHigh = bilinear_words(_mm512_unpackhi_epi8(topLeft, zero), _mm512_unpackhi_epi8(topRight, zero),
                                       _mm512_unpackhi_epi8(bottomLeft, zero), _mm512_unpackhi_epi8(bottomRight, zero),
                                       _mm512_shuffle_epi8(fx, spreadHigh), _mm512_shuffle_epi8(fy, spreadHigh));
        // Coverage 255 (most of a run) scales by the opacity alone.
        __m128i cov = _mm_maskz_loadu_epi8(live, coverage + i);
        __m512i cLow = opacity16, cHigh = opacity16;
        if (_mm_cmpeq_epi8_mask(cov, _mm_set1_epi8((char)0xFF)) != 0xFFFF) {
            __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(cov), opacity16Narrow), _mm256_set1_epi16(128));
            __m256i c16 = _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
            __m512i c32 = _mm512_cvtepu16_epi32(c16);
            cLow = _mm512_shuffle_epi8(c32, spreadLow);
            cHigh = _mm512_shuffle_epi8(c32, spreadHigh);
        }
        __m512i d = _mm512_maskz_loadu_epi32(live, dst + i);
        __m512i outLow = over_avx512(sLow, cLow, _mm512_unpacklo_epi8(d, zero), alphas);
        __m512i outHigh = over_avx512(sHigh, cHigh, _mm512_unpackhi_epi8(d, zero), alphas);
        _mm512_mask_storeu_epi32(dst + i, live, _mm512_packus_epi16(outLow, outHigh));
        u = step_avx512(u, duHigh, duLow);
        v = step_avx512(v, dvHigh, dvLow);
    }
}

AVX512 void kinema_affine_bilinear_row_avx512(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                              KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    int narrow = (uint64_t)image.width * (uint64_t)image.height < (1ull << 31);
    kinema_affine_bilinear_row_split(dst, count, coverage, opacity, image, fu, fv, du, dv,
                                     narrow ? kinema_inside_run_avx512 : kinema_clamped_run_avx2);
}

#endif
