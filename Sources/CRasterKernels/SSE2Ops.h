#ifndef KINEMA_SSE2_OPS_H
#define KINEMA_SSE2_OPS_H
// PixelMath on SSE2 registers of eight 16-bit channels (two pixels: R, G, B, A, R, G, B, A).
// Every product fits in 16 bits (at most 255 × 256), so the 16-bit arithmetic is exact.
#if defined(__x86_64__) || defined(__i386__)
#include "Kernels.h"
#include <emmintrin.h>

/// Spreads a 16-bit value over the four channels of one pixel (for _mm_set_epi64x).
#define KINEMA_FOUR_LANES(v) ((long long)((uint64_t)(v) * 0x0001000100010001ULL))

/// round(x / 255) in every lane, for x up to 255 × 255.
static inline __m128i kinema_div255_sse2(__m128i x) {
    __m128i t = _mm_add_epi16(x, _mm_set1_epi16(128));
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

/// Source-over of two pixels `s` scaled by coverages `c` (per lane) onto `d`, before the
/// saturating pack (the sum is at most 510; packus clamps it to 255 as PixelMath does).
static inline __m128i kinema_over_sse2(__m128i s, __m128i c, __m128i d) {
    s = kinema_div255_sse2(_mm_mullo_epi16(s, c));
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    __m128i inverse = _mm_sub_epi16(_mm_set1_epi16(255), alpha);
    return _mm_add_epi16(s, kinema_div255_sse2(_mm_mullo_epi16(d, inverse)));
}

/// The bilinear sample of a footprint, in the low four lanes.
static inline __m128i kinema_bilinear_sse2(KinemaFootprint f) {
    uint32_t w[4];
    kinema_weights(f.fx, f.fy, w);
    __m128i zero = _mm_setzero_si128();
    __m128i both = _mm_set_epi64x((long long)f.bottom, (long long)f.top);
    __m128i top = _mm_unpacklo_epi8(both, zero), bottom = _mm_unpackhi_epi8(both, zero);
    __m128i sum = _mm_add_epi16(_mm_mullo_epi16(top, _mm_set_epi64x(KINEMA_FOUR_LANES(w[1]), KINEMA_FOUR_LANES(w[0]))),
                                _mm_mullo_epi16(bottom, _mm_set_epi64x(KINEMA_FOUR_LANES(w[3]), KINEMA_FOUR_LANES(w[2]))));
    sum = _mm_add_epi16(sum, _mm_srli_si128(sum, 8));
    return _mm_srli_epi16(_mm_add_epi16(sum, _mm_set1_epi16(128)), 8);
}

#endif
#endif
